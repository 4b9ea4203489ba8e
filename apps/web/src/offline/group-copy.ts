import type { SampleGroupView } from '@sara/domain/samples';
import { ApiError, isServerOutOfReach } from '../api/client';
import { db } from './db';

/** Which read of a group: the scheduled one or the collected one (drafts included). */
export type GroupKind = 'agendada' | 'coletada';

/**
 * The sample groups last loaded from the server, kept on the device (settings table, one row per
 * group: no schema change), so a group opened once online opens again without a connection: its
 * view, its edit screen, its finalize screen. A copy not read again for GROUP_COPY_DAYS goes
 * (forgetOldGroupCopies): the history keeps the copies of its period's groups fresh.
 */
const KINDS: GroupKind[] = ['agendada', 'coletada'];
const keyOf = (kind: GroupKind, idAgrupador: string) => `${kind}:${idAgrupador}`;

/** Days a group's copy stays on the device without being loaded again. */
export const GROUP_COPY_DAYS = 45;

export async function keepGroup(kind: GroupKind, view: SampleGroupView): Promise<void> {
  await db.configuracao.put({
    chave: keyOf(kind, view.idAgrupador),
    valor: view,
    guardadaEm: new Date().toISOString(),
  });
}

/**
 * Forgets the group copies not loaded for GROUP_COPY_DAYS, but for the groups something on the device
 * still needs: a write of theirs waiting or refused (any user's), a form of theirs being filled in.
 * A copy kept before the time was recorded is dated now. Answers how many went.
 */
export async function forgetOldGroupCopies(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - GROUP_COPY_DAYS * 86_400_000).toISOString();
  return db.transaction('rw', db.configuracao, db.outbox, db.unsavedForm, async () => {
    const rows = await db.configuracao
      .where('chave')
      .startsWithAnyOf(KINDS.map((kind) => `${kind}:`))
      .toArray();
    const undated = rows.filter((row) => !row.guardadaEm);
    if (undated.length > 0)
      await db.configuracao.bulkPut(undated.map((row) => ({ ...row, guardadaEm: now.toISOString() })));
    const old = rows.filter((row) => row.guardadaEm && row.guardadaEm < cutoff);
    if (old.length === 0) return 0;
    const writes = await db.outbox.toArray();
    const needed = new Set(writes.map((w) => (w.payload as { idAgrupador?: string } | null)?.idAgrupador));
    const forms = (await db.unsavedForm.toCollection().primaryKeys()).map(String);
    const stale = old.filter((row) => {
      const idAgrupador = row.chave.slice(row.chave.indexOf(':') + 1);
      return !needed.has(idAgrupador) && !forms.some((key) => key.includes(idAgrupador));
    });
    await db.configuracao.bulkDelete(stale.map((row) => row.chave));
    return stale.length;
  });
}

export async function readGroup(kind: GroupKind, idAgrupador: string): Promise<SampleGroupView | null> {
  const row = await db.configuracao.get(keyOf(kind, idAgrupador));
  const view = row?.valor as SampleGroupView | undefined;
  return view && view.idAgrupador === idAgrupador ? view : null;
}

export async function forgetGroup(kind: GroupKind, idAgrupador: string): Promise<void> {
  await db.configuracao.delete(keyOf(kind, idAgrupador));
}

/** Offline (or the server out of reach) and this group was never loaded on this device. */
export class NoDeviceCopyError extends Error {
  constructor(readonly idAgrupador: string) {
    super('No connection and no copy of this sample group on the device');
    this.name = 'NoDeviceCopyError';
  }
}

export const isNoDeviceCopy = (error: unknown): error is NoDeviceCopyError => error instanceof NoDeviceCopyError;

const fromDevice = new WeakSet<SampleGroupView>();

/** Whether this view was answered from the device's copy (offline, or the server out of reach). */
export const isFromDevice = (view: SampleGroupView): boolean => fromDevice.has(view);

/** Where a group came from: the server (kept on the device too) or the device's copy. */
export interface LoadedGroup {
  view: SampleGroupView;
  fromDevice: boolean;
}

/**
 * A group from the server, kept on the device; offline, or when the server cannot be reached, the
 * device's copy, and NoDeviceCopyError without one. The server's other answers (404, 403) are
 * thrown as they are: a group the server says is gone is not shown from an old copy.
 */
export async function loadGroup(
  kind: GroupKind,
  idAgrupador: string,
  fetchRemote: () => Promise<SampleGroupView>,
): Promise<LoadedGroup> {
  const local = async () => {
    const view = await readGroup(kind, idAgrupador);
    if (!view) throw new NoDeviceCopyError(idAgrupador);
    fromDevice.add(view);
    return { view, fromDevice: true };
  };
  if (!navigator.onLine) return local();
  try {
    const view = await fetchRemote();
    await keepGroup(kind, view).catch(() => undefined);
    return { view, fromDevice: false };
  } catch (error) {
    if (isServerOutOfReach(error)) return local();
    // gone on the server (deleted, or this user may no longer read it): its copy goes too (the server
    // said so: a portal's or proxy's 404 page is out of reach above)
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      await forgetGroup(kind, idAgrupador).catch(() => undefined);
    }
    throw error;
  }
}
