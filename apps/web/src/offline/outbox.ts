import Dexie, { liveQuery } from 'dexie';
import i18next from 'i18next';
import { ROUTES } from '@sara/domain/menu';
import type { SampleGroupView, SampleItemInput } from '@sara/domain/samples';
import type { SessionData } from '@sara/domain/access';
import { ApiError, isNetworkError } from '../api/client';
import { createAgendada, updateAgendada } from '../api/samples/agendadas';
import { putFinalizar } from '../api/samples/finalizar';
import { postColetadas, putColetadas } from '../api/samples/coletadas';
import { uploadArquivo } from '../api/samples/upload-arquivo';
import { userErrorText } from '../lib/error-text';
import { getSession } from '../lib/session';
import { db, keptPhoto, photoBlob, type KeptPhoto, type OutboxEntry } from './db';
import { forgetGroup, keepGroup } from './group-copy';
import {
  forgetOrphanedOutboxForms,
  forgetUnsavedIn,
  outboxRowsWithKeptForms,
  type UnsavedFormKey,
} from './unsaved-forms';

/** The writes the outbox keeps: a collection, a schedule, the finalizing of a schedule. */
export const OUTBOX_KINDS = {
  coletada: 'amostra-coletada',
  agendada: 'amostra-agendada',
  finalizar: 'agendada-finalizar',
} as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[keyof typeof OUTBOX_KINDS];

export interface QueuedWrite {
  idAgrupador: string;
  /** POST for a new group, PUT for a saved draft or an edit (finalize is always a PUT). */
  method: 'POST' | 'PUT';
  itens: SampleItemInput[];
  /** The resized photos still to upload, each under its own id. */
  photos: { idArquivo: string; blob: Blob }[];
  /** Registered from sample management (company and collector chosen): sent to the v2 route. */
  management?: boolean;
  /** Where the write was made, to open it again there if the server refuses it. */
  screen?: WriteScreen;
  /** An edit or a finalization (PUT): the version of the group it was made on, sent as If-Match. */
  versao?: string;
}

/**
 * The screen of a kept write and its state then: a write the server refuses opens again in its form,
 * as the user left it, for correction (nothing the user entered is lost to a refusal).
 */
export interface WriteScreen {
  /** The screen's address, path and query, without the outbox parameter. */
  path: string;
  /** The form's values as the screen keeps them. */
  form: unknown;
  /** Finalize: the scheduled group's read-only summary above the form. */
  summary?: unknown;
}

/** The query parameter of a screen opened on a refused write: the outbox row's id. */
export const OUTBOX_PARAM = 'outbox';

/** As kept: photo bytes as ArrayBuffers, which every IndexedDB stores (some WebViews lose Blobs). */
export interface StoredWrite extends Omit<QueuedWrite, 'photos'> {
  photos: KeptPhoto[];
}

/** An outbox row as the status list shows it. */
export interface OutboxItem {
  id: number;
  kind: string;
  idAgrupador: string;
  createdAt: string;
  status: OutboxEntry['status'];
  /** The server's refusal message of a failed entry. */
  error?: string;
  /** Its HTTP status: 404 (the group is gone) and 409 (its state no longer allows the write) cannot be corrected. */
  errorStatus?: number;
  /** Kept as refused by the device: the kept write it was opened from went meanwhile (another tab). */
  replacedElsewhere?: boolean;
  /** A refused entry kept with its screen: the address that opens it there for correction. */
  reopen?: string;
  /**
   * A waiting entry the server (or a proxy before it) failed on: its last message and how many attempts
   * failed, so a write that keeps failing is seen, and can be discarded, rather than wait silently.
   */
  serverFailure?: { error: string; attempts: number };
  /**
   * A finalization refused because its schedule is gone (deleted meanwhile, 404): the address that
   * opens what the collector entered as a new collection, so the visit's data is not lost.
   */
  registerAgain?: string;
  /**
   * A collection draft waiting to be sent (saved for later offline): the address that opens it in its
   * form to go on with it, offline too; saving it there takes this entry's place.
   */
  continueDraft?: string;
  /**
   * The write of a draft: saving one for later, or registering one (a draft is in no list of the
   * server's, so its card among the new groups is where the history shows it waiting).
   */
  ofDraft: boolean;
  /** POST: a group the server does not have yet; PUT: a change of one it has (an edit, a finalization). */
  method: 'POST' | 'PUT';
  /** The group's items as they will be sent, for the lists that show the write before it is. */
  itens: SampleItemInput[];
}

/** Fields of an outbox row beyond the indexed ones (no schema change: they are not indexed). */
interface Row extends OutboxEntry {
  id: number;
  error?: string;
  /** The HTTP status of the refusal (412: the group changed since the write was made). */
  errorStatus?: number;
  /** The refusal's answer (its field errors: `error.details.errors`), for its screen to mark the fields. */
  errorBody?: unknown;
  /** Kept as refused by the device, not the server: the write it replaced went meanwhile (queueWrite). */
  replacedElsewhere?: boolean;
  /**
   * The user who made the write (absent on rows kept before it was recorded): it is sent with that
   * user's session only, so another user logging in on the same phone neither sends it as theirs nor sees it.
   */
  owner?: number;
  /** When a tab claimed it for sending: a claim older than STALE_MS was left by a closed tab. */
  sendingSince?: number;
  /** The photos the server has taken already: a send tried again does not upload them again. */
  uploaded?: string[];
  /** The last failing answer to this waiting entry (isCountedAnswer), and the attempts it failed. */
  serverError?: string;
  serverAttempts?: number;
}

const STALE_MS = 5 * 60_000;
const LOCK = 'sara-outbox';

/**
 * Keeps a write made offline (group body and photo blobs) until the connection returns, as the
 * write of `owner` (the user signed in now, unless the screen says whose it is: a save whose
 * session the server refused has no session any more).
 */
export async function queueWrite(
  kind: OutboxKind,
  entry: QueuedWrite,
  owner: number | undefined = getSession()?.user.id,
  {
    replaces,
    refused,
    forgets,
  }: {
    replaces?: number;
    refused?: { error: string; status: number };
    /** The form kept on the device while it was filled in (0018): forgotten with the write's keeping. */
    forgets?: UnsavedFormKey;
  } = {},
): Promise<number> {
  const photos = await Promise.all(entry.photos.map(keptPhoto));
  const payload: StoredWrite = { ...entry, photos };
  const row: Omit<Row, 'id'> = {
    createdAt: new Date().toISOString(),
    kind,
    payload,
    status: refused ? 'failed' : 'pending',
    // refused: an online save the server refused that the user should not lose, kept as a refusal is
    ...(refused && { error: refused.error, errorStatus: refused.status }),
  };
  if (owner !== undefined) row.owner = owner;
  // a corrected write takes the place of the refused one it was opened from, and the form kept while it
  // was filled in goes, all or nothing: an app killed in between neither loses the write nor keeps the
  // form as unsaved (saved again, it would be queued twice)
  return db.transaction('rw', db.outbox, db.unsavedForm, db.unsavedPhoto, async () => {
    // the write it replaces went meanwhile (saved over in another tab, sent, discarded): sent as it is,
    // this one would overwrite that tab's, unseen; kept as a refusal, the user sees both and decides
    const gone = replaces !== undefined && !refused && (await db.outbox.get(replaces)) === undefined;
    const id = await db.outbox.add(
      gone ? { ...row, status: 'failed', error: i18next.t(REPLACED_ELSEWHERE), replacedElsewhere: true } : row,
    );
    if (replaces !== undefined) await db.outbox.delete(replaces);
    if (forgets) await forgetUnsavedIn(forgets);
    return id;
  });
}

/** Why a write was kept as refused at once: the kept write it was opened from went meanwhile (queueWrite). */
export const REPLACED_ELSEWHERE = 'sara2g.ui.outbox.substituido_em_outra_aba';

/** The refusal a write was kept with (queueWrite), if it was kept as refused. */
export async function refusalOf(id: number): Promise<string | undefined> {
  const row = (await db.outbox.get(id)) as Row | undefined;
  return row?.status === 'failed' ? row.error : undefined;
}

const reopenPath = (path: string, id: number) => `${path}${path.includes('?') ? '&' : '?'}${OUTBOX_PARAM}=${id}`;

/** Where a refused finalization nothing can correct opens: the collection screen, as a new collection. */
export const registerAgainPath = (id: number) => reopenPath(ROUTES.coletadaAdd, id);

/**
 * A write of the user signed in to open in its screen: its body with photos as Blobs, the screen's state,
 * the refusal; or a draft waiting to be sent, opened to go on with it (`waiting`, no refusal).
 */
export interface RefusedWrite {
  id: number;
  kind: string;
  waiting?: boolean;
  write: QueuedWrite;
  screen: WriteScreen;
  error?: string;
  /** The HTTP status of the refusal. */
  status?: number;
  /** Kept as refused by the device: the kept write it was opened from went meanwhile (another tab). */
  replacedElsewhere?: boolean;
  /** The server's answer to the refusal, with its field errors. */
  errorBody?: unknown;
}

/** Whether a kept collection saves a draft (saved for later: its items not finalized). */
const savesDraft = (stored: StoredWrite) => stored.itens.some((i) => i.finalizado === false);

/**
 * A collection draft kept on the device and waiting (not being sent, not refused), with its screen: it
 * opens again in its form, so a draft saved offline can be gone on with before the connection returns.
 */
const isWaitingDraft = (row: Row) =>
  row.kind === OUTBOX_KINDS.coletada &&
  row.status === 'pending' &&
  Boolean((row.payload as StoredWrite).screen) &&
  savesDraft(row.payload as StoredWrite);

/**
 * The write `id` of the user signed in that opens in its screen, kept with it: a refused one, or a draft
 * waiting to be sent (null: none, or neither).
 */
export async function readReopenable(id: number): Promise<RefusedWrite | null> {
  const row = await ownRow(id);
  const stored = row?.payload as StoredWrite | undefined;
  if (!row || !(row.status === 'failed' || isWaitingDraft(row)) || !stored?.screen) return null;
  const photos = stored.photos.map((p) => ({ idArquivo: p.idArquivo, blob: photoBlob(p) }));
  return {
    id: row.id,
    kind: row.kind,
    ...(row.status !== 'failed' && { waiting: true }),
    write: { ...stored, photos },
    screen: stored.screen,
    error: row.error,
    status: row.errorStatus,
    ...(row.replacedElsewhere && { replacedElsewhere: true }),
    ...(row.errorBody !== undefined && { errorBody: row.errorBody }),
  };
}

/** The photos a kept write still holds on the device (those not uploaded yet), by idArquivo. */
export async function readKeptPhotos(id: number): Promise<Map<string, Blob>> {
  const stored = (await ownRow(id))?.payload as StoredWrite | undefined;
  return new Map((stored?.photos ?? []).map((p) => [p.idArquivo, photoBlob(p)]));
}

/** How many writes wait on the device, whoever's (the login page says they are sent after a login). */
export async function countKeptWrites(): Promise<number> {
  return db.outbox.count();
}

/** The row `id` if it is the signed-in user's. */
async function ownRow(id: number): Promise<Row | undefined> {
  return (await ownRows()).find((r) => r.id === id);
}

/** A row of user `me` (rows kept before rows had an owner count as everyone's). */
const isOwn = (row: Row, me: number | undefined) => row.owner === undefined || row.owner === me;

/** The rows of the user now signed in (and those kept before rows had an owner), oldest first. */
async function ownRows(): Promise<Row[]> {
  const me = getSession()?.user.id;
  // in the order they were kept (the key counts up; the device's clock may be corrected meanwhile)
  const rows = (await db.outbox.orderBy(':id').toArray()) as Row[];
  return rows.filter((r) => isOwn(r, me));
}

/**
 * Whether a change of the group the user made (an edit, a finalization) still waits on the device to
 * be sent. Another change made now would cross it: made on the version it was made on, it would undo
 * it or be refused as overtaken once the first is sent (docs/decisions/0015).
 */
export async function hasWaitingChange(idAgrupador: string): Promise<boolean> {
  return (await listOutbox()).some((item) => isWaitingChange(item, idAgrupador));
}

/** An outbox entry that is a change (edit, finalization: a PUT) of the group, still to be sent. */
export const isWaitingChange = (item: OutboxItem, idAgrupador: string) =>
  item.method === 'PUT' && item.status !== 'failed' && item.idAgrupador === idAgrupador;

/**
 * Drops the user's own writes of a group still waiting (or refused) once a newer save of it reached
 * the server: sent later, an older edit would undo the newer one. One being sent right now is left
 * alone, and so are another user's on the same device (theirs: the server refuses an edit made on an
 * older version, and they see why).
 */
export async function supersedeQueued(
  kind: OutboxKind,
  idAgrupador: string,
  /** The last row the screen of the save could know of (lastOutboxRow as it opened). */
  upTo = Number.POSITIVE_INFINITY,
): Promise<number> {
  const me = getSession()?.user.id;
  return db.transaction('rw', db.outbox, async () => {
    const rows = (await db.outbox.where('kind').equals(kind).toArray()) as Row[];
    // a write kept after the screen opened (in another tab) was made on what that tab showed: it is
    // not older than this save, and goes on to be sent (refused as overtaken, the user sees both)
    const stale = rows.filter(
      (r) =>
        r.id <= upTo &&
        r.status !== 'sending' &&
        isOwn(r, me) &&
        (r.payload as StoredWrite).idAgrupador === idAgrupador,
    );
    await db.outbox.bulkDelete(stale.map((r) => r.id));
    return stale.length;
  });
}

/** The newest outbox row now (0: none): a screen notes it as it opens, for supersedeQueued. */
export async function lastOutboxRow(): Promise<number> {
  return Number((await db.outbox.orderBy(':id').lastKey()) ?? 0);
}

/** Entries still to be sent (pending or being sent; refused ones are not counted). */
export async function countWaiting(kind?: OutboxKind): Promise<number> {
  return (await ownRows()).filter((r) => (!kind || r.kind === kind) && r.status !== 'failed').length;
}

export async function listOutbox(): Promise<OutboxItem[]> {
  const rows = await ownRows();
  return rows.map((r) => {
    const stored = r.payload as StoredWrite;
    return {
      id: r.id,
      kind: r.kind,
      idAgrupador: stored.idAgrupador,
      createdAt: r.createdAt,
      status: r.status,
      error: r.error,
      errorStatus: r.errorStatus,
      ...(r.replacedElsewhere && { replacedElsewhere: true }),
      reopen: r.status === 'failed' && stored.screen ? reopenPath(stored.screen.path, r.id) : undefined,
      continueDraft: isWaitingDraft(r) ? reopenPath(stored.screen!.path, r.id) : undefined,
      ofDraft:
        r.kind === OUTBOX_KINDS.coletada &&
        (savesDraft(stored) ||
          (stored.screen?.form as { situacaoAmostra?: unknown } | undefined)?.situacaoAmostra === 'rascunho'),
      serverFailure:
        r.status !== 'failed' && r.serverError ? { error: r.serverError, attempts: r.serverAttempts ?? 1 } : undefined,
      registerAgain:
        r.status === 'failed' && uncorrectable(r) && r.kind === OUTBOX_KINDS.finalizar && stored.screen
          ? registerAgainPath(r.id)
          : undefined,
      // a finalization is a PUT of a group the server has, whatever the screen kept
      method: r.kind === OUTBOX_KINDS.finalizar ? 'PUT' : stored.method,
      itens: stored.itens,
    };
  });
}

/** A refusal no correction can pass: the group is gone (404), or its state no longer takes the write (409). */
export const uncorrectable = (item: Pick<OutboxItem, 'errorStatus'>) =>
  item.errorStatus === 404 || item.errorStatus === 409;

/** A refusal of the user's permission (403): sent again once the permission is given back. */
export const forbidden = (item: Pick<OutboxItem, 'errorStatus'>) => item.errorStatus === 403;

/** The latest kept change (edit, finalization) of each group the server has, by idAgrupador. */
export function pendingChanges(items: readonly OutboxItem[] | null): Map<string, OutboxItem> {
  const changes = new Map<string, OutboxItem>();
  for (const item of items ?? []) if (item.method === 'PUT') changes.set(item.idAgrupador, item);
  return changes;
}

/** Calls `onChange` with the outbox list now and after every change (in this tab or another). */
export function watchOutbox(onChange: (items: OutboxItem[]) => void): () => void {
  const subscription = liveQuery(listOutbox).subscribe({ next: onChange, error: () => undefined });
  return () => subscription.unsubscribe();
}

/** Sends a refused entry again. */
export async function retryEntry(id: number): Promise<number> {
  // its photos go again (the server answers a repeated one as the first): a refused write may wait
  // long enough for the server to have deleted the unlinked photos it took (FILE_UNLINKED_DAYS)
  await db.outbox.update(id, {
    status: 'pending',
    error: undefined,
    errorBody: undefined,
    replacedElsewhere: undefined,
    uploaded: [],
  } as Partial<Row>);
  return flushOutbox();
}

export async function discardEntry(id: number): Promise<void> {
  await db.outbox.delete(id);
  await forgetOrphanedOutboxForms();
}

/**
 * No answer, or an answer that may change by itself later: keep the entry pending. An unreadable
 * answer (a Wi-Fi login page answering 200 with HTML) is not the server's: it counts as no answer,
 * and so does a refusal without the server's error code (every refusal of ours has one): a portal's
 * or proxy's 403 or 404 page must not turn a waiting write into a refused one, or a finalization
 * into one whose schedule is gone.
 */
function isTransient(error: unknown): boolean {
  if (isNetworkError(error) || error instanceof SyntaxError) return true;
  if (!(error instanceof ApiError)) return false;
  if (error.status >= 200 && error.status < 300) return true;
  if (!error.code) return true;
  return error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** A send in the background: errors kept out of the shared list; a 401 keeps the entry waiting and the user's screen. */
const BACKGROUND = { silent: true, keepSession: true } as const;

function sendGroup(kind: string, job: StoredWrite): Promise<unknown> {
  const body = job.itens;
  switch (kind) {
    case OUTBOX_KINDS.agendada:
      return job.method === 'POST'
        ? createAgendada(body, BACKGROUND)
        : updateAgendada(job.idAgrupador, body, { ...BACKGROUND, ifMatch: job.versao });
    case OUTBOX_KINDS.finalizar:
      return putFinalizar(body, { ...BACKGROUND, ifMatch: job.versao });
    default:
      return job.method === 'POST'
        ? postColetadas(body, { management: job.management, ...BACKGROUND })
        : putColetadas(job.idAgrupador, body, { ...BACKGROUND, ifMatch: job.versao });
  }
}

/**
 * Claims an entry for this run inside one IndexedDB transaction, so two tabs never send the same
 * one at once: only a pending entry, or one whose claim was left by a closed tab, is taken.
 */
async function claim(id: number, lockHeld: boolean): Promise<Row | null> {
  return db.transaction('rw', db.outbox, async () => {
    const row = (await db.outbox.get(id)) as Row | undefined;
    if (!row) return null;
    const stale = row.status === 'sending' && (lockHeld || Date.now() - (row.sendingSince ?? 0) > STALE_MS);
    if (row.status !== 'pending' && !stale) return null;
    await db.outbox.update(id, { status: 'sending', sendingSince: Date.now() } as Partial<Row>);
    return row;
  });
}

/**
 * The group as the server answered a sent write, kept as the device's copy (offline/group-copy.ts):
 * opened offline later, it shows the change just sent, and an edit made on it carries the version
 * the server has now. A finalized schedule's copy becomes the collected group's.
 */
async function keepSentCopy(kind: string, answer: unknown): Promise<void> {
  const view = answer as SampleGroupView | null;
  if (!view || typeof view.idAgrupador !== 'string' || !Array.isArray(view.itens)) return;
  try {
    if (kind === OUTBOX_KINDS.agendada) await keepGroup('agendada', view);
    else {
      await keepGroup('coletada', view);
      if (kind === OUTBOX_KINDS.finalizar) await forgetGroup('agendada', view.idAgrupador);
    }
  } catch (error) {
    // the write reached the server: an old copy is only out of date until the group is opened online
    console.error('Keeping the sent group on the device failed:', error);
  }
}

/** Thrown when the user the run sends for is no longer signed in: the entry waits for them. */
class SignedOut extends Error {}

/**
 * A server error on this one write (500 with the server's code): the server answers, so the writes of
 * other groups go on; this group's wait behind it, in order.
 */
const isOwnServerError = (error: unknown) => error instanceof ApiError && error.status === 500 && Boolean(error.code);

/**
 * The session whose token the server refused (401 with its code) on a background send: the outbox
 * waits for the next login instead of trying it every minute, a photo upload at each attempt.
 */
let refusedSession: SessionData | null = null;

/** The outbox waits for a login: the server refused this tab's session on a send. */
export const waitsForLogin = (): boolean => {
  const session = getSession();
  return session !== null && session === refusedSession;
};

const isRefusedToken = (error: unknown) => error instanceof ApiError && error.status === 401 && Boolean(error.code);

/** The device's own storage failed (full, closed): the entry waits; it is not the server's refusal. */
const isDeviceError = (error: unknown) => error instanceof Dexie.DexieError;

/**
 * An answer that is not the group's fate but repeats (a proxy's 413 on a photo, a gateway's 502):
 * counted and said in the outbox list, where the entry can be discarded, rather than waited on in
 * silence. No connection, a refused session and a Wi-Fi login page are not counted.
 */
const isCountedAnswer = (error: unknown) => error instanceof ApiError && error.status >= 300 && error.status !== 401;

/** Bookkeeping of a send (photos taken): best effort, a full device only repeats an upload. */
async function note(id: number, changes: Partial<Row>): Promise<void> {
  try {
    await db.outbox.update(id, changes);
  } catch (error) {
    console.warn('Could not note the send on the device', error);
  }
}

async function send(row: Row, session: SessionData | null): Promise<'sent' | 'wait' | 'held' | 'failed' | 'dropped'> {
  const job = row.payload as StoredWrite;
  const me = session?.user.id;
  // each request carries the session of its moment: one made after a logout (or another user's
  // login, on a slow upload) would send this user's write as someone else's
  const stillSignedIn = () => {
    if (getSession()?.user.id !== me) throw new SignedOut();
  };
  try {
    // a photo id with the same bytes and the group's idAgrupador make a repeated send harmless; one
    // the server took is not uploaded again (over a phone's data plan, at every attempt)
    const uploaded = new Set(row.uploaded ?? []);
    for (const photo of job.photos) {
      if (uploaded.has(photo.idArquivo)) continue;
      stillSignedIn();
      await uploadArquivo(photo.idArquivo, photoBlob(photo));
      uploaded.add(photo.idArquivo);
      await note(row.id, { uploaded: [...uploaded] });
    }
    stillSignedIn();
    // discarded by the user while its photos went: the group is not sent
    if (!(await db.outbox.get(row.id))) return 'dropped';
    // opened in its form meanwhile (a waiting draft): the form's save takes its place
    if (await heldByForm(row)) {
      await note(row.id, { status: 'pending' });
      return 'held';
    }
    const answer = await sendGroup(row.kind, job);
    await keepSentCopy(row.kind, answer);
    await db.transaction('rw', db.outbox, async () => {
      await db.outbox.delete(row.id);
      // a change of a group the server took overtakes the user's older refused ones of it (as an
      // online save does, supersedeQueued): opened and saved later, one would undo this
      if (job.method === 'PUT' || row.kind === OUTBOX_KINDS.finalizar) {
        const older = (await db.outbox.where('kind').equals(row.kind).toArray()) as Row[];
        const stale = older.filter(
          (r) =>
            r.id < row.id &&
            r.status === 'failed' &&
            r.owner === row.owner &&
            (r.payload as StoredWrite).idAgrupador === job.idAgrupador,
        );
        await db.outbox.bulkDelete(stale.map((r) => r.id));
      }
    });
    return 'sent';
  } catch (error) {
    if (error instanceof SignedOut || isTransient(error) || isDeviceError(error)) {
      if (isRefusedToken(error)) refusedSession = session;
      if (isDeviceError(error)) console.error('The device failed while sending a kept write:', error);
      // counted and said in the outbox list: one that keeps failing is seen, not waited on forever
      // (a write that cannot even note it stays claimed, and is taken again when the claim is stale)
      await note(row.id, {
        status: 'pending',
        ...(isCountedAnswer(error) && {
          serverError: userErrorText(error),
          serverAttempts: (row.serverAttempts ?? 0) + 1,
        }),
      });
      return isOwnServerError(error) ? 'held' : 'wait';
    }
    // a refusal is kept with the server's message, for the user to retry or discard
    const errorStatus = error instanceof ApiError ? error.status : undefined;
    // with the fields it names: the screen it opens again in marks them (a group of six items otherwise
    // said 'Limite de 200 caracteres atingido.' of none in particular)
    const errorBody = error instanceof ApiError && error.fieldErrors.length > 0 ? error.body : undefined;
    await note(row.id, { status: 'failed', error: userErrorText(error), errorStatus, errorBody });
    return 'failed';
  }
}

/**
 * Waiting drafts open in a form of this app (readReopenable): not sent while the user goes on with them,
 * since the form's save replaces them. Once the user changes one, the form kept on the device under its
 * address (decision 0018) holds it, in every tab and after the app is closed (`heldByForm`): sent, the
 * older values would reach the server and the kept form, orphaned, would be forgotten. One opened and
 * left unchanged is sent as it was kept.
 */
const openInScreen = new Set<number>();

/** Whether a form has the waiting draft `row` open in this tab, or keeps changes of it on the device. */
async function heldByForm(row: Row): Promise<boolean> {
  if (openInScreen.has(row.id)) return true;
  if (!savesDraft(row.payload as StoredWrite)) return false;
  return (await outboxRowsWithKeptForms().catch(() => new Set<number>())).has(row.id);
}

/** Keeps the waiting draft `id` from being sent while a form has it open; answers the release. */
export function holdWhileOpen(id: number): () => void {
  openInScreen.add(id);
  return () => {
    openInScreen.delete(id);
  };
}

async function run(lockHeld: boolean): Promise<number> {
  let sent = 0;
  const session = getSession();
  if (waitsForLogin()) return 0;
  const entries = await ownRows();
  const keptForms = await outboxRowsWithKeptForms().catch(() => new Set<number>());
  // groups whose write the server failed on this run: their later writes wait behind it, in order
  const held = new Set<string>();
  for (const entry of entries) {
    if (entry.id == null || entry.status === 'failed') continue;
    if (held.has((entry.payload as StoredWrite).idAgrupador)) continue;
    if (openInScreen.has(entry.id) || (keptForms.has(entry.id) && savesDraft(entry.payload as StoredWrite))) {
      held.add((entry.payload as StoredWrite).idAgrupador);
      continue;
    }
    const row = await claim(entry.id, lockHeld);
    if (!row) continue;
    const result = await send(row, session);
    // no connection, or a server that cannot take it now: the rest waits for the next run
    if (result === 'wait') break;
    if (result === 'held') held.add((row.payload as StoredWrite).idAgrupador);
    if (result === 'sent') sent += 1;
  }
  return sent;
}

let running: Promise<number> | null = null;
let again = false;

async function runLocked(): Promise<number> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return run(false);
  // another tab flushing already: wait for it, then look again (it chose its entries when it began, so
  // one queued or retried here since would otherwise wait for the next minute's attempt)
  return locks.request(LOCK, () => run(true));
}

/**
 * Sends the waiting writes, oldest first: photos, then the group; a sent entry leaves the outbox,
 * a refused one (4xx other than 401, 408, 429) stays as failed with the server's message. One run
 * at a time: a call during a run joins it (and makes it look once more, for entries queued or
 * retried meanwhile), and the Web Locks API (where present) makes other tabs' runs wait their turn. Answers how
 * many were sent.
 */
export function flushOutbox(): Promise<number> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let sent = 0;
    try {
      do {
        again = false;
        sent += await runLocked();
        // the rows sent (or dropped as superseded) take the forms kept for their correction with them
        // (inside the loop: a call during the sweep joins this run, which then looks once more)
        await forgetOrphanedOutboxForms();
      } while (again);
    } finally {
      running = null;
    }
    return sent;
  })();
  return running;
}
