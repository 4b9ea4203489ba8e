import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ENVIRONMENTAL_CERTIFICATE, LAYOUT, RETAILER_REQUIRING_EAN } from '@sara/domain/constants';
import { ACTION_SCREEN, CALLED_BY_MANAGEMENT, type ActionScreen } from '@sara/domain/enums';
import { ALL_PLACES_FEATURES, hasFeature } from '@sara/domain/features';
import { ROUTES } from '@sara/domain/menu';
import { collectionIssues, draftIssues, finalizeIssues, managementIssues } from '@sara/domain/rules/collection';
import { formatWireMinute, latestDayKeeping, type FieldIssue } from '@sara/domain/rules/fields';
import {
  canSaveForLater,
  collectionFields,
  finalizeFields,
  isEnvironmental,
  isRama,
  isTraceable,
  itemActions,
  type CollectionField,
  productsForProgram,
} from '@sara/domain/rules/programs';
import { clearsItemEntries } from '@sara/domain/rules/resets';
import {
  keptGroupForm,
  newGroup,
  newItem,
  type SampleGroupForm,
  type SampleItemForm,
} from '@sara/domain/rules/sample-form';
import { useLaboratorios } from '../../../api/reference/get-laboratorios';
import { getAllProgramasAmostra, useProgramasAmostra } from '../../../api/reference/get-programas-amostra';
import { useOrcamentos } from '../../../api/reference/get-orcamentos';
import { useVarejos } from '../../../api/reference/get-varejos';
import { useNormasAmbientais } from '../../../api/reference/get-normas-ambientais';
import { useEmpresas } from '../../../api/reference/get-empresas';
import { usePessoas } from '../../../api/reference/get-pessoas';
import { useLocalizacoes } from '../../../api/places/get-localizacoes';
import { useProdutosEmpresa } from '../../../api/places/get-produtos-empresa';
import { getRascunhos, postColetadas, putColetadas } from '../../../api/samples/coletadas';
import { getColetada } from '../../../api/samples/get-group';
import { getAgendada } from '../../../api/samples/agendadas';
import { refreshSamples } from '../../../api/samples/keys';
import { uploadArquivo } from '../../../api/samples/upload-arquivo';
import { isRejected, rejectedItemIds } from '@sara/domain/group-actions';
import { RejectedItemsNote } from '../../../components/rejected-items-note';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { useSnackbar, useStickyActionBar } from '../../../components/snackbar-provider';
import { clearErrors, pushError } from '../../../stores/alerts';
import type { Photo, PhotoUpdate } from '../../../components/photos/photo-area';
import { useSession } from '../../../lib/auth';
import { useColetor } from '../api/get-coletor';
import { useProdutosBas } from '../../../api/reference/get-produtos-bas';
import { fromGroupView, isShownPath, serverIssues, toSampleItems } from '../lib/to-request';
import {
  FINALIZE_STORAGE_KEY,
  asNewCollection,
  keepsScheduledProduct,
  storedSummary,
  summaryOf,
  type FinalizeSummary as Summary,
} from '../lib/finalize';
import { isSupplierPath, SUPPLIER_NOT_PLATFORM_USER, withKnownSuppliers } from '../lib/supplier';
import { putFinalizar } from '../../../api/samples/finalizar';
import { FinalizeSummary } from './finalize-summary';
import { ReadOnlyRedirect } from '../../sample-view/components/read-only-redirect';
import { useKeepOnDevice } from '../../outbox/lib/keep-on-device';
import { returnPath } from '../lib/return-path';
import { idParam } from '../../../lib/query-params';
import {
  OUTBOX_KINDS,
  discardEntry,
  flushOutbox,
  lastOutboxRow,
  queueWrite,
  readReopenable,
  registerAgainPath,
  supersedeQueued,
  hasWaitingChange,
  holdWhileOpen,
  listOutbox,
  watchOutbox,
  type RefusedWrite,
} from '../../../offline/outbox';
import { reopenedWrite, screenPath, withOutboxParam } from '../../outbox/lib/reopen';
import { KeptChangeAlert } from '../../outbox/components/kept-change-alert';
import { ReopenedAlert } from '../../outbox/components/reopened-alert';
import { DraftsDialog } from './drafts-dialog';
import { RestoredAlert } from '../../../components/form/restored-alert';
import { useUnsavedForm } from '../../../hooks/use-unsaved-form';
import type { UnsavedForm } from '../../../offline/unsaved-forms';
import { isNoDeviceCopy, keepGroup, loadGroup } from '../../../offline/group-copy';
import { forgetScheduled, loadScheduled } from '../../../offline/scheduled-copy';
import { useTypingOnTouch } from '../../../hooks/use-typing-on-touch';
import { ApiError, isNetworkError, isServerOutOfReach, isSessionRefused } from '../../../api/client';
import { errorText, userErrorText } from '../../../lib/error-text';
import { focusFirstError } from '../../../lib/focus-first-error';
import { GroupFields } from './group-fields';
import { ItemCard } from './item-card';
import { PageLoading } from '../../../components/page-loading';
import type { Coletor } from '../../../types/api';
import type { SampleGroupView } from '@sara/domain/samples';

const TITLES: Record<ActionScreen, string> = {
  save: 'sara2g.ui.coleta.titulo',
  edit: 'sara2g.ui.coleta.titulo_editar',
  view: 'sara2g.ui.coleta.titulo_visualizar',
  finalize: 'sara2g.ui.coleta.titulo_finalizar',
};

/** Height of the shell's bottom navigation, which the sticky footer sits on. */
const BOTTOM_NAV_HEIGHT = 56;

type Errors = Record<string, string>;

/** The server's issues by screen path, the first of each (one message under a field). */
function firstErrorOfEach(issues: readonly FieldIssue[]): Errors {
  const errors: Errors = {};
  for (const i of issues) errors[i.path] ??= i.message;
  return errors;
}
const P = 'sara2g.ui.coleta.';
const LAB_PEOPLE_CERTIFICATES = [ENVIRONMENTAL_CERTIFICATE] as const;

/** The read-only view a group opens in when the server would not let this user change it on this screen. */
function readOnlyView(actionScreen: ActionScreen, view: SampleGroupView): string | null {
  if (actionScreen === 'finalize' && view.acoes?.finalizeAgendada === false)
    return ROUTES.agendadaView(view.idAgrupador);
  if (actionScreen === 'edit' && view.situacao === 'coletada' && view.acoes?.editColetada === false) {
    return ROUTES.coletadaView(view.idAgrupador);
  }
  return null;
}

/**
 * 'Cadastro de coleta' (spec part A section 2): registers a collected sample group (save mode),
 * edits one (edit mode), shows one read-only (view mode), or finalizes a scheduled group
 * (`finalize`: a read-only summary of the schedule, then the collection data of its items).
 */
export function CollectionPage({ finalize = false }: { finalize?: boolean }) {
  const session = useSession();
  const coletor = useColetor(session.user.id);
  // a form brought back from the device and discarded opens afresh
  const [opening, setOpening] = useState(0);
  if (coletor.isPending) return <PageLoading />;
  return (
    <CollectionForm
      key={opening}
      coletor={coletor.data ?? null}
      finalize={finalize}
      onDiscarded={() => setOpening((n) => n + 1)}
    />
  );
}

/** The screen's state kept on the device while the form is filled in (hooks/use-unsaved-form.ts). */
interface KeptCollection {
  form: SampleGroupForm;
  summary: Summary | null;
  onServer: boolean;
  versao?: string;
  /** The collection date the server has for the group (an edit), kept through the edit (latestDayKeeping). */
  savedDataColeta?: string | null;
  /** Photos already uploaded (a save that went no further): not sent again. */
  uploaded: string[];
  trackingErrors: Record<string, string[]>;
}

function CollectionForm({
  coletor,
  finalize,
  onDiscarded,
}: {
  coletor: Coletor | null;
  finalize: boolean;
  onDiscarded(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const { showSnackbar } = useSnackbar();
  // the success toast of a dialog (a new place or product) stays above the action bar's buttons
  const footerRef = useRef<HTMLDivElement>(null);
  const typing = useTypingOnTouch();
  useStickyActionBar(footerRef);
  const keepOnDevice = useKeepOnDevice();
  const params = useParams<{ actionScreen?: string; idAgrupador?: string }>();
  const [search] = useSearchParams();
  const location = useLocation();
  const calledBy = search.get('calledBy');
  // where save and back lead: the list the screen was opened from
  const listPath = returnPath(calledBy, session.features);
  const actionScreen: ActionScreen = finalize
    ? 'finalize'
    : params.idAgrupador
      ? params.actionScreen === 'view'
        ? 'view'
        : 'edit'
      : (ACTION_SCREEN.find((a) => a === params.actionScreen) ?? 'save');
  const readOnly = actionScreen === 'view';

  const products = useProdutosBas();

  const [group, setGroup] = useState<SampleGroupForm>(() => {
    const fresh = {
      // a collection registered here was never scheduled: no scheduled date (the history orders by it)
      ...newGroup(new Date()),
      dataAgendada: null,
      ...(coletor && {
        idEmpresa: coletor.idEmpresa,
        nomeEmpresaColetora: coletor.razaoSocial,
        idPessoaColetor: coletor.idPessoa,
        nomePessoaColetora: coletor.nome,
      }),
    };
    if (actionScreen !== 'save' || calledBy !== CALLED_BY_MANAGEMENT) return fresh;
    // opened from management for a company and collector (part A section 2's query parameters)
    const idEmpresa = idParam(search.get('idEmpresa'));
    if (idEmpresa != null) {
      const idPessoaColetor = idParam(search.get('idPessoaColetor'));
      return { ...fresh, idEmpresa, nomeEmpresaColetora: null, idPessoaColetor, nomePessoaColetora: null };
    }
    // otherwise the user's own company and person only where they collect: a manager's office is not
    // among the collecting companies, and the select could not show it while the save would use it
    if (coletor?.tipoEmpresa === 'coletora') return fresh;
    return { ...fresh, idEmpresa: null, nomeEmpresaColetora: null, idPessoaColetor: null, nomePessoaColetora: null };
  });
  const [photos, setPhotos] = useState<Record<string, Photo[]>>({});
  // the form as the screen opened: a draft offered after the user changed it says it replaces the changes
  const [openedGroup] = useState(group);
  // the form as opened (new, read, or brought back): kept on the device from its first change on
  const opened = useRef<{ group: SampleGroupForm; photos: Record<string, Photo[]> } | null>({ group, photos });
  const unsaved = useUnsavedForm<KeptCollection>();
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  // rejected items of the group opened: left out of the form (fromGroupView), and said so
  const [rejectedItems, setRejectedItems] = useState(0);
  /** The errors under each item's tracking-code field (by item key), reported by its card. */
  const [trackingErrors, setTrackingErrors] = useState<Record<string, string[]>>({});
  // the server's refusal holds for the values it judged; the rules follow every change
  const [server, setServer] = useState<{ group: SampleGroupForm; errors: Errors } | null>(null);
  const [validated, setValidated] = useState<'register' | 'draft' | null>(null);
  const [summary, setSummary] = useState<Summary | null>(() =>
    finalize && params.idAgrupador ? storedSummary(params.idAgrupador) : null,
  );
  const [loaded, setLoaded] = useState(actionScreen === 'save');
  const [loadFailed, setLoadFailed] = useState(false);
  const [readOnlyTo, setReadOnlyTo] = useState<{ to: string; why?: string } | null>(null);
  // finalize without a connection: opened from the device's copy, or none was kept
  const [offlineCopy, setOfflineCopy] = useState<'device' | 'missing' | null>(null);
  const [busy, setBusy] = useState(false);
  // the user's collections saved for later, offered when a new one starts (newest first)
  const [drafts, setDrafts] = useState<SampleGroupView[]>([]);
  const draftOffer = drafts.length === 1 ? drafts[0]! : null;
  // a draft saved for later on this device and not sent yet (offline): the outbox row offered instead
  const [waitingDraft, setWaitingDraft] = useState<number | null>(null);
  const [confirmDraft, setConfirmDraft] = useState(false);
  const [queued, setQueued] = useState(0);
  // a write the server refused, opened here from the outbox for correction (?outbox=)
  const [reopened, setReopened] = useState<RefusedWrite | null>(null);
  // the writes kept on the device when the screen opened: a save here supersedes those, not later ones
  const [outboxAtOpen] = useState(() => lastOutboxRow().catch(() => Number.POSITIVE_INFINITY));
  const uploaded = useRef(new Set<string>());
  // the group exists on the server (opened from it, or created): a save updates it (PUT); until then
  // every save creates it (POST) with the same idAgrupador, also after the server refused one
  const onServer = useRef(false);
  // the version of the group as read (an edit sends it back: the server refuses it if someone changed the group since)
  const versao = useRef<string | undefined>(undefined);
  // the collection date as the server has it: keeping it is never a future date, whatever this device's day
  const savedDataColeta = useRef<string | null>(null);
  const initialised = useRef(false);

  const idPessoa = group.idPessoaColetor ?? coletor?.idPessoa ?? 0;
  const programs = useProgramasAmostra(idPessoa);
  /**
   * The collector's programs, and the group's own when their list no longer names it (a group keeps its
   * program through its edits, decision 0007): its fields and their values stay on the cards. Without
   * a connection the list stays the collector's.
   */
  const programsWith = async (idProgramaAmostra: number | null | undefined) => {
    const listed = programs.data ?? [];
    if (idProgramaAmostra == null || listed.some((p) => p.idProgramaAmostra === idProgramaAmostra)) return listed;
    const every = await getAllProgramasAmostra({ silent: true }).catch(() => []);
    return [...listed, ...every.filter((p) => p.idProgramaAmostra === idProgramaAmostra)];
  };
  const labs = useLaboratorios();
  const budgets = useOrcamentos(group.idEmpresa ?? coletor?.idEmpresa ?? 0);
  const retailers = useVarejos();
  const norms = useNormasAmbientais();
  const companies = useEmpresas({ tipoEmpresa: 'coletora' });
  const people = usePessoas(group.idEmpresa != null ? { idEmpresa: group.idEmpresa } : {});
  // lab people who may answer for an environmental sampling: the ones holding the certificate
  const labPeople = usePessoas({ tipoEmpresa: 'laboratorio', certificados: LAB_PEOPLE_CERTIFICATES });
  // management and finalizers list every company's places (part A section 6); the others their company's
  const places = useLocalizacoes(hasFeature(session.features, ALL_PLACES_FEATURES) ? null : group.idEmpresa);
  const companyProducts = useProdutosEmpresa(group.idEmpresa);

  // the collector's company and person start the screen; then a saved group (edit) or the draft offer
  useEffect(() => {
    if (initialised.current || programs.isPending) return;
    initialised.current = true;
    const id = params.idAgrupador;
    void (async () => {
      const refused = await reopenedWrite(search);
      if (refused === 'missing') showSnackbar(t('sara2g.ui.outbox.nao_encontrado'), 'info');
      else if (refused) restore(refused);
      // what the user left unsaved here comes back over what the screen would open on
      const kept = readOnly ? null : await unsaved.read();
      // one kept by this screen (the user began before the programs were read) is the form as it is now;
      // not told by its time: the last write of the screen closed just before may land after this one opened
      if (kept && !unsaved.keptHere) {
        restoreKept(kept);
        return;
      }
      if (refused && refused !== 'missing') return;
      // a change of this group still waiting on the device is sent before another is made on it
      if (!readOnly && actionScreen !== 'save' && id && (await hasWaitingChange(id).catch(() => false))) {
        setReadOnlyTo({
          to: (finalize ? ROUTES.agendadaView : ROUTES.coletadaView)(id),
          why: 'sara2g.ui.amostra_view.alteracao_pendente_bloqueia',
        });
        return;
      }
      if (actionScreen !== 'save' && id) {
        setBusy(true);
        try {
          // finalize: the server's copy (kept on the device, whose copy opens it offline) replaces the history's first paint
          let view: SampleGroupView;
          if (actionScreen === 'finalize') {
            const scheduled = await loadScheduled(id);
            if (!scheduled) {
              setOfflineCopy('missing');
              return;
            }
            if (scheduled.fromDevice) setOfflineCopy('device');
            view = scheduled.view;
          } else {
            // silent: the screen says itself that the group could not be loaded; offline, the device's copy
            const collected = await loadGroup('coletada', id, () => getColetada(id, { silent: true }));
            if (collected.fromDevice) setOfflineCopy('device');
            view = collected.view;
          }
          const readOnly = readOnlyView(actionScreen, view);
          if (readOnly) {
            setReadOnlyTo({ to: readOnly });
            return;
          }
          const form = fromGroupView(view, await programsWith(view.idProgramaAmostra));
          setRejectedItems(view.itens.filter(isRejected).length);
          versao.current = view.versao;
          // a registered collection's date (a draft's was never judged: decision 0024)
          savedDataColeta.current = view.situacao === 'coletada' ? (view.dataColeta ?? null) : null;
          if (actionScreen === 'finalize') {
            setSummary(summaryOf(view));
            // the collection date defaults to today
            form.dataColeta ??= formatWireMinute(new Date());
          }
          load(form);
          setLoaded(true);
        } catch (error) {
          // the client already shows the error
          if (isNoDeviceCopy(error)) setOfflineCopy('missing');
          else setLoadFailed(true);
        } finally {
          setBusy(false);
        }
        return;
      }
      let onServerDrafts: SampleGroupView[] = [];
      try {
        onServerDrafts = await getRascunhos({ silent: true });
        setDrafts(onServerDrafts);
      } catch {
        // offline or refused: no draft of the server's to offer
      }
      // one saved for later offline and not sent yet is the user's draft too (the newest)
      if (onServerDrafts.length === 0 && actionScreen === 'save' && !finalize) {
        // one made on this screen: a draft of sample management's (company and collector chosen) opens there
        const sameScreen = (path: string) =>
          new URLSearchParams(path.split('?')[1] ?? '').get('calledBy') === (calledBy ?? null);
        const waiting = (await listOutbox().catch(() => [])).filter(
          (i) => i.continueDraft && sameScreen(i.continueDraft),
        );
        if (waiting.length > 0) setWaitingDraft(waiting.at(-1)!.id);
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [programs.isPending]);

  // a waiting draft opened here is not sent while the form has it (its save takes its place); held from
  // the moment it is read, let go when the screen closes (kept changes then hold it: outbox `run`)
  const releaseHold = useRef<(() => void) | null>(null);
  useEffect(() => () => releaseHold.current?.(), []);

  /** Goes on with the draft kept on the device (the outbox row `id`), as if opened from the history. */
  async function continueWaitingDraft(id: number) {
    setWaitingDraft(null);
    const kept = await readReopenable(id).catch(() => null);
    if (!kept) {
      // being sent, or sent, meanwhile: the server's drafts are offered, once it has it
      showSnackbar(t(`${P}rascunho_enviando`), 'info');
      setDrafts(await getRascunhos({ silent: true }).catch(() => []));
      return;
    }
    restore(kept);
    // the screen is now on that write: what the user changes next is kept under that address
    void navigate({ search: withOutboxParam(location.search, id) }, { replace: true });
  }

  // collections (or finalizations) kept offline wait here; the app shell sends them when the connection returns
  useEffect(() => {
    const kind = finalize ? OUTBOX_KINDS.finalizar : OUTBOX_KINDS.coletada;
    return watchOutbox((items) => setQueued(items.filter((i) => i.kind === kind && i.status !== 'failed').length));
  }, [finalize]);

  function load(g: SampleGroupForm, blobs = new Map<string, Blob>()) {
    onServer.current = true;
    setGroup(g);
    const next: Record<string, Photo[]> = {};
    for (const item of g.itens) {
      next[item.key] = item.idsArquivo.map((raw) => {
        const id = String(raw);
        const blob = blobs.get(id);
        // a photo still on the device goes up with the next save; the others are on the server
        if (!blob) uploaded.current.add(id);
        return blob ? { idArquivo: id, blob } : { idArquivo: id };
      });
    }
    setPhotos(next);
    opened.current = { group: g, photos: next };
  }

  /** The form as the user left it unsaved on this screen, its photos and where its save had got to. */
  function restoreKept({ state, photos: blobs, savedAt }: UnsavedForm<KeptCollection>) {
    load(keptGroupForm(state.form), blobs);
    onServer.current = state.onServer;
    versao.current = state.versao;
    savedDataColeta.current = state.savedDataColeta ?? null;
    for (const id of state.uploaded ?? []) uploaded.current.add(id);
    if (state.summary) setSummary(state.summary);
    setTrackingErrors(state.trackingErrors ?? {});
    setRestoredAt(savedAt);
    setLoaded(true);
  }

  // every change is kept on the device, photos included, until the form is saved, queued or discarded
  useEffect(() => {
    if (!loaded || readOnly) return;
    if (opened.current?.group === group && opened.current.photos === photos) return;
    opened.current = null;
    const blobs = Object.values(photos).flatMap((list) =>
      list.flatMap((p) => (p.blob ? [{ idArquivo: p.idArquivo, blob: p.blob }] : [])),
    );
    unsaved.keep(
      {
        form: group,
        summary,
        onServer: onServer.current,
        ...(versao.current !== undefined && { versao: versao.current }),
        savedDataColeta: savedDataColeta.current,
        uploaded: [...uploaded.current],
        trackingErrors,
      },
      blobs,
    );
  }, [loaded, readOnly, group, photos, summary, trackingErrors, unsaved]);

  async function discardKept() {
    await unsaved.forget();
    onDiscarded();
  }

  // the drafts are asked once the programs are read: on a slow connection the user may have begun meanwhile
  const replacesTyped = group !== openedGroup ? [t(`${P}rascunho_substitui`)] : [];

  /** Continues a collection saved for later: the form becomes that draft, saved over it (PUT). */
  function continueDraft(draft: SampleGroupView) {
    load(fromGroupView(draft, programs.data ?? []));
    versao.current = draft.versao;
    setDrafts([]);
  }

  /** The form a refused write was kept with, as the user left it, and its photos still on the device. */
  function restore(refused: RefusedWrite) {
    const form = keptGroupForm(refused.screen.form);
    const photoBlobs = new Map(refused.write.photos.map((p) => [p.idArquivo, p.blob]));
    if (!finalize && refused.kind === OUTBOX_KINDS.finalizar) {
      // a finalization whose schedule was deleted: what was entered becomes a new collection
      load(asNewCollection(form), photoBlobs);
      onServer.current = false;
      versao.current = undefined;
      setReopened(refused);
      setLoaded(true);
      return;
    }
    if (refused.waiting) {
      releaseHold.current?.();
      releaseHold.current = holdWhileOpen(refused.id);
    }
    load(form, photoBlobs);
    // the fields the refusal named are marked, as when a save on this screen is refused
    const named = serverIssues(refused.errorBody);
    if (named.length > 0) setServer({ group: form, errors: firstErrorOfEach(named) });
    // a creation the server refused is created again (POST, same idAgrupador)
    onServer.current = refused.write.method === 'PUT';
    versao.current = refused.write.versao;
    if (finalize && refused.screen.summary) setSummary(refused.screen.summary as Summary);
    showRefused(refused);
    setLoaded(true);
  }

  /**
   * The form is a refused write kept on the device (`refused`): the screen says why. Refused because
   * someone changed the group since (412): the user, told so, saves over the version the server has now.
   */
  function showRefused(refused: RefusedWrite) {
    setReopened(refused);
    if (refused.status !== 412) return;
    // finalize: the schedule as it is now, its summary too (the items stay as the user filled them)
    (finalize ? getAgendada : getColetada)(refused.write.idAgrupador, { silent: true }).then(
      (now) => {
        versao.current = now.versao;
        if (now.situacao === 'coletada') savedDataColeta.current = now.dataColeta ?? null;
        if (finalize) setSummary(summaryOf(now));
        // an item rejected since is out of the group's edits: left out of the form, as on opening, and
        // said so; the screen's own change, not the user's (the form as opened follows it: nothing kept)
        const rejected = rejectedItemIds(now.itens);
        setRejectedItems(rejected.size);
        if (rejected.size > 0)
          setGroup((g) => {
            const itens = g.itens.filter((it) => it.idAmostra == null || !rejected.has(it.idAmostra));
            if (itens.length === g.itens.length) return g;
            const next = { ...g, itens };
            // (the form as opened may be the save's copy of the group: the same items)
            if (opened.current?.group.itens === g.itens) opened.current = { ...opened.current, group: next };
            return next;
          });
      },
      () => undefined,
    );
  }

  const fields = useMemo(
    () =>
      new Set<CollectionField>(
        finalize
          ? finalizeFields(group.programaAmostra, { placeScheduled: summary?.nomeLocalAmostra != null })
          : collectionFields({
              actionScreen,
              calledBy,
              programa: group.programaAmostra,
              tipoRastreamento: group.tipoRastreamento,
              relatoConformidade: group.relatoConformidade,
            }),
      ),
    [
      finalize,
      actionScreen,
      calledBy,
      group.programaAmostra,
      group.tipoRastreamento,
      group.relatoConformidade,
      summary?.nomeLocalAmostra,
    ],
  );
  const show = (f: CollectionField) => fields.has(f);
  const traceable = isTraceable(group);
  // water and soil matrices for environmental programs, food products for the others
  const programProducts = productsForProgram(
    products.data ?? [],
    group.programaAmostra,
    group.itens.map((it) => it.idProduto),
  );
  const actions = itemActions(actionScreen, group.itens.length);

  const translate = (issues: FieldIssue[]): Errors => {
    const out: Errors = {};
    for (const i of issues) out[i.path] ??= t(i.message, i.args);
    return out;
  };
  /** The rules of the save being tried; a supplier is judged here only when known (lib/supplier). */
  const validate = (g: SampleGroupForm, mode: 'register' | 'draft') => {
    const known = withKnownSuppliers(g);
    const chosen = show('empresaColetor') ? managementIssues(known) : [];
    if (mode === 'draft') return [...chosen, ...draftIssues(known)];
    const today = latestDayKeeping(savedDataColeta.current);
    return finalize ? finalizeIssues(known, today) : [...chosen, ...collectionIssues(known, today)];
  };

  // once a save was tried, messages follow the values
  const ruleErrors = validated ? translate(validate(group, validated)) : {};
  const errors: Errors = server?.group === group ? { ...ruleErrors, ...server.errors } : ruleErrors;
  const err = (path: string) => errors[path];
  /** The messages under one item, by their path in it ('numeroLacre'), for its card. */
  const itemErrors = (index: number): Errors => {
    const prefix = `itens.${index}.`;
    const out: Errors = {};
    for (const [path, message] of Object.entries(errors))
      if (path.startsWith(prefix)) out[path.slice(prefix.length)] = message;
    return out;
  };
  // the alert is for a supplier that is not a platform user (the client's rule or the server's), not a missing one
  const notPlatformUser = t(SUPPLIER_NOT_PLATFORM_USER);
  const supplierRefused = Object.entries(errors).some(([path, m]) => isSupplierPath(path) && m === notPlatformUser);

  const update = (next: SampleGroupForm) => setGroup(next);
  // a change that would clear what was entered in the items (program, company, collector, optional
  // tracking) is asked first; kept as a function of the group, so the group as it is when confirmed
  const [clearingItems, setClearingItems] = useState<{ reset(g: SampleGroupForm): SampleGroupForm } | null>(null);
  const updateAsking = (reset: (g: SampleGroupForm) => SampleGroupForm) => {
    if (clearsItemEntries(group, reset(group))) setClearingItems({ reset });
    else update(reset(group));
  };
  /**
   * Item changes merge into the latest group, so a tracking answer arriving late keeps other edits; one
   * that changes nothing (a code looked up again on leaving its field) leaves the group as it is.
   */
  const patchItem = (key: string, patch: Partial<SampleItemForm>) =>
    setGroup((g) => {
      const item = g.itens.find((it) => it.key === key);
      const changes = (Object.keys(patch) as (keyof SampleItemForm)[]).some((k) => !Object.is(item?.[k], patch[k]));
      if (!item || !changes) return g;
      return { ...g, itens: g.itens.map((it) => (it.key === key ? { ...it, ...patch } : it)) };
    });
  // the photos as last set: a change applies to them, not to the copy of the render it was made in
  // (photos are added when their resizing ends, seconds after their pick)
  const photosNow = useRef(photos);
  useEffect(() => {
    photosNow.current = photos;
  }, [photos]);
  const setItemPhotos = (key: string, change: PhotoUpdate) => {
    const list = change(photosNow.current[key] ?? []);
    photosNow.current = { ...photosNow.current, [key]: list };
    setPhotos(photosNow.current);
    patchItem(key, { idsArquivo: list.map((ph) => ph.idArquivo) });
  };
  // the new card's first field takes the focus, as the scheduling screen's 'Adicionar item' does: it
  // stayed on the action bar's button, about twenty Tabs below the card
  const addedItem = useRef<string | null>(null);
  const addItem = () => {
    const item = newItem(crypto.randomUUID(), group.programaAmostra);
    addedItem.current = item.key;
    update({ ...group, itens: [...group.itens, item] });
  };
  useEffect(() => {
    const key = addedItem.current;
    if (key == null) return;
    addedItem.current = null;
    const card = document.querySelector(`[data-item-key="${key}"]`);
    card
      ?.querySelector<HTMLElement>('input:not([disabled]):not([type="hidden"]):not([type="file"]), [role="combobox"]')
      ?.focus();
  }, [group.itens]);
  const deleteItem = (key: string) => update({ ...group, itens: group.itens.filter((it) => it.key !== key) });
  // an item holds typed data and photos: deleting it asks first (the item by its key: a card's handler
  // is the one of its last render, see ItemCard)
  const [itemToDelete, setItemToDelete] = useState<string | null>(null);
  const deletingIndex = group.itens.findIndex((it) => it.key === itemToDelete);
  const itemDeleted = useRef(false);

  // the fields say what is wrong: bring the first one into view (a toast would cover the footer)
  const showFirstError = () => focusFirstError();

  // one save at a time: a second tap while the first is being kept or sent would queue it twice
  const saving = useRef(false);
  // the send under way, which 'Enviar em segundo plano' stops (the outbox then sends it)
  const sendLater = useRef<AbortController | null>(null);
  // work under way: tracking-code checks (the tap on a button blurs the code field, which starts one) and
  // photos being prepared (seconds each on a slow phone). A save waits for them and runs again on what
  // they filled in and found, or a wrong code would be registered and the photos left out
  const pendingWork = useRef(new Set<Promise<void>>());
  const saveAfterWork = useRef<{ requested: boolean } | null>(null);
  const [workDone, setWorkDone] = useState(0);
  const [waitingWork, setWaitingWork] = useState(false);
  const trackWork = (check: Promise<void>) => {
    pendingWork.current.add(check);
    void check.finally(() => pendingWork.current.delete(check));
  };
  async function save(requested: boolean) {
    if (saving.current) return;
    saving.current = true;
    try {
      // the blur's check starts in the same tap, before this runs: let it be registered first
      await Promise.resolve();
      if (pendingWork.current.size > 0) {
        // photos take seconds on a slow phone: the wait shows, as the save it is part of
        setWaitingWork(true);
        await Promise.allSettled([...pendingWork.current]).finally(() => setWaitingWork(false));
        saveAfterWork.current = { requested };
        setWorkDone((n) => n + 1);
        return;
      }
      await saveOnce(requested);
    } finally {
      saving.current = false;
    }
  }
  useEffect(() => {
    const waiting = saveAfterWork.current;
    if (!waiting) return;
    saveAfterWork.current = null;
    void save(waiting.requested);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per waiting save, on the state the checks left
  }, [workDone]);

  /** 'Salvar para depois': what a draft cannot be saved without is said before its confirmation. */
  function askDraft() {
    if (!finalize && validate(group, 'draft').length > 0) {
      setValidated('draft');
      setServer(null);
      clearErrors();
      showFirstError();
      return;
    }
    setConfirmDraft(true);
  }

  async function saveOnce(requested: boolean) {
    // in finalize mode save-for-later finalizes too (spec part A section 4)
    const finalizado = finalize || requested;
    const mode = finalizado ? 'register' : 'draft';
    setValidated(mode);
    setServer(null);
    // the alerts of an earlier attempt are done with: what this one says replaces them
    clearErrors();
    // an error under a tracking-code field (another product than the scheduled one, several inputs,
    // unknown code) would register the sample under the wrong code; a draft may keep it for now
    // (only a code still entered: a reset that emptied it took the old code's errors with it)
    const trackingRefused =
      mode === 'register' && group.itens.some((it) => it.codigoRastreamento?.trim() && trackingErrors[it.key]?.length);
    if (validate(group, mode).length > 0 || trackingRefused) {
      showFirstError();
      return;
    }
    const idAgrupador = group.idAgrupador ?? crypto.randomUUID();
    const isNew = !onServer.current;
    const saving = { ...group, idAgrupador };
    setGroup(saving);
    const body = toSampleItems(group, idAgrupador, finalizado);
    // whose write it is, read now: a refused session is gone by the time the write is kept
    const owner = session.user.id;
    // the write as the outbox keeps it: photos not uploaded yet, and where it was made with the form as
    // it is, to open it here again if the server refuses it
    const pending = () =>
      group.itens.flatMap((item) =>
        (photos[item.key] ?? []).flatMap((p) =>
          p.blob && !uploaded.current.has(p.idArquivo) ? [{ idArquivo: p.idArquivo, blob: p.blob }] : [],
        ),
      );
    const screen = { path: screenPath(location), form: saving, ...(summary && { summary }) };
    const replaces = reopened?.id;
    const management = calledBy === CALLED_BY_MANAGEMENT;
    // no connection, no answer of the server's, or a session the server refused: kept on the device,
    // sent by the shell's outbox later (after the next login, for a refused session)
    const keepOffline = ({ sessionRefused = false, unanswered = false, later = false } = {}) => {
      const queue = async () => {
        let id: number;
        if (finalize) {
          // photos first, then PUT /agendadas/finalizar: the server answers a repeated one the same
          id = await queueWrite(
            OUTBOX_KINDS.finalizar,
            { idAgrupador, method: 'PUT', itens: body, photos: pending(), screen, versao: versao.current },
            owner,
            { replaces, forgets: unsaved.key },
          );
          // the schedule's copy stays: its view opens offline, saying the finalization waits to be sent
          sessionStorage.removeItem(FINALIZE_STORAGE_KEY);
        } else {
          const method = isNew ? 'POST' : 'PUT';
          const edit = method === 'PUT' ? { versao: versao.current } : {};
          id = await queueWrite(
            OUTBOX_KINDS.coletada,
            { idAgrupador, method, itens: body, photos: pending(), management, screen, ...edit },
            owner,
            { replaces, forgets: unsaved.key },
          );
        }
        // in the outbox now (also when the session is refused: the form is not kept twice)
        await unsaved.forget();
        return id;
      };
      return keepOnDevice(queue, {
        sessionRefused,
        kept: (refusal) => {
          const what = finalize ? 'finalizada' : finalizado ? 'salva' : 'rascunho';
          // a gateway's page while online: not 'Sem conexão' (the outbox tries again within a minute);
          // stopped by the user ('Enviar em segundo plano'): the outbox goes on with it now
          const said = later ? 'segundo_plano' : `${what}_${unanswered ? 'sem_resposta' : 'no_aparelho'}`;
          if (refusal) showSnackbar(refusal, 'warning');
          else showSnackbar(t(`${P}${said}`), 'info');
          if (later) void flushOutbox();
          void navigate(listPath);
        },
      });
    };
    if (!navigator.onLine) {
      await keepOffline();
      return;
    }
    setBusy(true);
    // 'Enviar em segundo plano' on the overlay of a slow send stops it here and hands it to the outbox
    const stop = new AbortController();
    sendLater.current = stop;
    const { signal } = stop;
    try {
      for (const item of group.itens) {
        for (const photo of photos[item.key] ?? []) {
          if (!photo.blob || uploaded.current.has(photo.idArquivo)) continue;
          await uploadArquivo(photo.idArquivo, photo.blob, undefined, signal);
          uploaded.current.add(photo.idArquivo);
        }
      }
      // the server's answer is the device's copy of the group from now on (opened offline, it is current)
      const keepCopy = (view: SampleGroupView) => keepGroup('coletada', view).catch(() => undefined);
      if (finalize) {
        await keepCopy(await putFinalizar(body, { ifMatch: versao.current, signal }));
        sessionStorage.removeItem(FINALIZE_STORAGE_KEY);
        await forgetScheduled(idAgrupador).catch(() => undefined);
      } else {
        if (isNew) await keepCopy(await postColetadas(body, { management: calledBy === CALLED_BY_MANAGEMENT, signal }));
        else {
          await keepCopy(await putColetadas(idAgrupador, body, { ifMatch: versao.current, signal }));
          // an older edit of this group still waiting on the device would undo this one
          await supersedeQueued(OUTBOX_KINDS.coletada, idAgrupador, await outboxAtOpen).catch(() => 0);
        }
        onServer.current = true;
      }
      // the refused write this form was opened on is done with, and so is the form kept on the device:
      // both gone before the screen says it is saved (an app closed at once keeps no stale copy)
      if (reopened) await discardEntry(reopened.id).catch(() => undefined);
      await unsaved.forget();
      // an edit of a registered collection is not a new registration
      const done = finalize
        ? 'finalizada'
        : actionScreen === 'edit' && group.situacaoAmostra === 'coletada'
          ? 'alterada'
          : finalizado
            ? 'sucesso'
            : 'rascunho_salvo';
      showSnackbar(t(`${P}${done}`), 'success');
      void refreshSamples(queryClient);
      // a group new to the lists (registered now, or a draft registered): the history without its search
      const created = !finalize && finalizado && (isNew || group.situacaoAmostra === 'rascunho');
      void navigate(created ? returnPath(calledBy, session.features, { created }) : listPath);
    } catch (e) {
      // the user chose to send it in the background: kept as a save without a connection is, and the
      // outbox sends it (what reached the server already is answered as the first save)
      if (signal.aborted) {
        await keepOffline({ later: true });
        return;
      }
      // no answer of the server's (no connection, or a gateway's or Wi-Fi portal's page in its place,
      // maybe after the server saved): kept on the device and sent by the outbox, where the same save
      // again is answered as the first (same idAgrupador and content)
      if (isServerOutOfReach(e) || isSessionRefused(e)) {
        await keepOffline({ sessionRefused: isSessionRefused(e), unanswered: !isNetworkError(e) });
        return;
      }
      if (e instanceof ApiError && e.status === 412 && !isNew) {
        // someone changed the group since it was read: the user's version is kept on the device as a
        // refused write (nothing is lost if they leave to see the other version), and the screen says so
        try {
          const id = await queueWrite(
            finalize ? OUTBOX_KINDS.finalizar : OUTBOX_KINDS.coletada,
            {
              idAgrupador,
              method: 'PUT',
              itens: body,
              photos: pending(),
              screen,
              versao: versao.current,
              ...(!finalize && { management }),
            },
            owner,
            { replaces, refused: { error: errorText(e), status: 412 }, forgets: unsaved.key },
          );
          const kept = await readReopenable(id);
          // the screen is now on that refused write, as if opened from the outbox: what the user changes
          // next is kept under that address, and the edit screen opened afresh shows the server's group
          await unsaved.forget();
          setRestoredAt(null);
          opened.current = { group: saving, photos };
          void navigate({ search: withOutboxParam(location.search, id) }, { replace: true });
          // after the move: what the refusal's reading changes (items rejected since) is not the user's
          if (kept) showRefused(kept);
        } catch (error) {
          console.error('Keeping the refused edit on the device failed:', error);
          pushError(userErrorText(e));
        }
        window.scrollTo({ top: 0 });
        return;
      }
      if (finalize && e instanceof ApiError && (e.status === 404 || e.code === 'SAMPLE_WRONG_STATE')) {
        // the schedule is gone, or no longer takes a finalization (finalized on another device, every
        // item rejected): nothing here can be corrected, but what was entered is the visit. Kept as a
        // refused finalization (as one sent later from the device would be) with every photo, and
        // opened as a new collection, which says why (decision 0015)
        try {
          const everyPhoto = group.itens.flatMap((item) =>
            (photos[item.key] ?? []).flatMap((p) => (p.blob ? [{ idArquivo: p.idArquivo, blob: p.blob }] : [])),
          );
          const id = await queueWrite(
            OUTBOX_KINDS.finalizar,
            { idAgrupador, method: 'PUT', itens: body, photos: everyPhoto, screen, versao: versao.current },
            owner,
            { replaces, refused: { error: errorText(e), status: e.status }, forgets: unsaved.key },
          );
          await unsaved.forget();
          sessionStorage.removeItem(FINALIZE_STORAGE_KEY);
          void navigate(registerAgainPath(id), { replace: true });
          return;
        } catch (error) {
          console.error('Keeping the refused finalization on the device failed:', error);
        }
        pushError(userErrorText(e));
        return;
      }
      const fromServer = e instanceof ApiError ? serverIssues(e.body) : [];
      if (fromServer.length > 0) {
        setServer({ group: saving, errors: firstErrorOfEach(fromServer) });
        // a refusal no field shows (an item of another group, a value the screen has no field for) is an alert
        const elsewhere = fromServer.find((i) => !isShownPath(i.path));
        if (elsewhere) pushError(elsewhere.message);
        showFirstError();
        return;
      }
      // anything not about a field goes to the shared error list (the global alerts), and the log
      console.error('Saving the collection failed:', e);
      pushError(userErrorText(e));
    } finally {
      sendLater.current = null;
      setBusy(false);
    }
  }

  if (readOnlyTo) return <ReadOnlyRedirect {...readOnlyTo} />;
  return (
    <Box sx={{ maxWidth: 1170, mx: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        {/* the header's back action (spec part A section 2), also on phones where the footer hides Back */}
        <IconButton edge="start" aria-label={t(`${P}voltar_lista`)} onClick={() => void navigate(listPath)}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h5" component="h1">
          {t(TITLES[actionScreen])}
        </Typography>
      </Stack>
      {summary && <FinalizeSummary summary={summary} />}
      <RejectedItemsNote count={rejectedItems} />
      {loadFailed && finalize && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(`${P}agendamento_nao_encontrado`)}
        </Alert>
      )}
      {loadFailed && !finalize && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="group-load-failed">
          {t('sara2g.ui.amostra_view.nao_encontrada')}
        </Alert>
      )}
      {offlineCopy === 'missing' && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid={finalize ? 'finalize-offline-missing' : 'group-offline-missing'}
        >
          {t(finalize ? `${P}agendamento_sem_copia` : 'sara2g.ui.amostra_view.sem_copia_offline')}
        </Alert>
      )}
      {offlineCopy === 'device' && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid={finalize ? 'finalize-offline-copy' : 'group-device-copy'}>
          {t(finalize ? `${P}agendamento_do_aparelho` : 'sara2g.ui.amostra_view.copia_do_aparelho')}
        </Alert>
      )}
      {restoredAt && <RestoredAlert savedAt={restoredAt} onDiscard={() => void discardKept()} />}
      {reopened && (
        <ReopenedAlert
          reopened={reopened}
          viewPath={(finalize ? ROUTES.agendadaView : ROUTES.coletadaView)(reopened.write.idAgrupador)}
          asNew={!finalize && reopened.kind === OUTBOX_KINDS.finalizar}
        />
      )}
      {!finalize && !readOnly && params.idAgrupador && (
        <KeptChangeAlert kind={OUTBOX_KINDS.coletada} idAgrupador={params.idAgrupador} />
      )}
      {queued > 0 && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="outbox-counter">
          {t(`${P}aguardando_envio`, { n: queued })}
        </Alert>
      )}
      {loaded && (
        <GroupFields
          group={group}
          show={show}
          readOnly={readOnly}
          errors={errors}
          lists={{
            labs: labs.data,
            companies: companies.data,
            people: people.data,
            programs: programs.data,
            budgets: budgets.data,
            retailers: retailers.data,
            places: places.data,
            norms: norms.data,
            labPeople: labPeople.data,
          }}
          registrant={coletor?.nome ?? session.user.name}
          maxDay={latestDayKeeping(savedDataColeta.current)}
          update={update}
          updateAsking={updateAsking}
        />
      )}

      {loaded && (
        <Stack spacing={2}>
          {group.itens.map((item, index) => (
            <ItemCard
              key={item.key}
              item={item}
              index={index}
              traceable={traceable}
              idEmpresa={group.idEmpresa}
              products={programProducts}
              companyProducts={companyProducts.data ?? []}
              photos={photos[item.key] ?? []}
              errors={itemErrors(index)}
              canDelete={actions.canDelete}
              readOnly={readOnly}
              lockProduct={finalize && keepsScheduledProduct(summary, item)}
              rama={isRama(group.programaAmostra)}
              environmental={isEnvironmental(group.programaAmostra)}
              eanRequired={group.varejo?.idVarejo === RETAILER_REQUIRING_EAN}
              onChange={(patch) => patchItem(item.key, patch)}
              onPhotos={(change) => setItemPhotos(item.key, change)}
              onDelete={() => setItemToDelete(item.key)}
              trackingErrors={trackingErrors[item.key]}
              onTrackingErrors={(list) => setTrackingErrors((m) => ({ ...m, [item.key]: list }))}
              onWork={trackWork}
            />
          ))}
          {err('itens') && (
            <Alert severity="error" data-testid="items-error" data-form-error>
              {err('itens')}
            </Alert>
          )}
          {supplierRefused && (
            <Alert severity="error" data-testid="supplier-error" data-form-error>
              {t(SUPPLIER_NOT_PLATFORM_USER)}
            </Alert>
          )}
          {group.itens.length === 0 && !err('itens') && (
            <FormHelperText sx={{ textAlign: 'center' }}>{t(`${P}nenhuma_amostra`)}</FormHelperText>
          )}
        </Stack>
      )}

      <Paper
        ref={footerRef}
        elevation={3}
        sx={{
          position: 'sticky',
          bottom: `calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom))`,
          mt: 2,
          p: 1.5,
          // view mode on a phone has nothing to show here (Back is hidden on extra-small screens); while
          // typing on a phone the keyboard leaves room for the field only (the bar is back on leaving it)
          display: typing ? 'none' : readOnly ? { xs: 'none', sm: 'flex' } : 'flex',
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'flex-end',
          zIndex: 2,
        }}
      >
        {actions.canAdd && loaded && (
          <Button startIcon={<AddIcon />} onClick={addItem} sx={{ mr: 'auto' }}>
            {t(`${P}adicionar_amostra`)}
          </Button>
        )}
        {/* hidden on extra-small screens (part A section 2): there the header's back action leads out */}
        <Button sx={{ display: { xs: 'none', sm: 'inline-flex' } }} onClick={() => void navigate(listPath)}>
          {t(`${P}voltar`)}
        </Button>
        {/* in part A section 2's order: add, Back, Register, Save-for-later */}
        {!readOnly && loaded && (
          <Button
            variant="contained"
            onClick={() => void save(true)}
            disabled={busy}
            sx={finalize ? { width: LAYOUT.finalizeButtonWidth, maxWidth: '100%' } : undefined}
          >
            {/* a collection already registered saves changes; a new one or a draft is registered */}
            {t(
              finalize
                ? `${P}finalizar`
                : group.situacaoAmostra === 'coletada'
                  ? `${P}salvar_alteracoes`
                  : `${P}cadastrar`,
            )}
          </Button>
        )}
        {!readOnly && loaded && canSaveForLater(group.situacaoAmostra) && (
          <Button variant="outlined" onClick={askDraft} disabled={busy}>
            {t(`${P}salvar_depois`)}
          </Button>
        )}
      </Paper>

      <ConfirmDialog
        open={itemToDelete != null}
        title={t(`${P}excluir_amostra`, { n: Math.max(deletingIndex, 0) + 1 })}
        lines={[t(`${P}excluir_amostra_confirmar`)]}
        destructive
        onCancel={() => setItemToDelete(null)}
        onConfirm={() => {
          if (itemToDelete != null) deleteItem(itemToDelete);
          itemDeleted.current = true;
          setItemToDelete(null);
        }}
        onExited={() => {
          // the card's delete button, which opened it, is gone: focus the action bar's first button
          // (Adicionar amostra), not the top of the page
          if (!itemDeleted.current) return;
          itemDeleted.current = false;
          const buttons = [...(footerRef.current?.querySelectorAll('button') ?? [])];
          buttons.find((b) => b.offsetParent !== null)?.focus();
        }}
      />
      <ConfirmDialog
        open={clearingItems != null}
        title={t(`${P}limpar_itens_titulo`)}
        lines={[t(`${P}limpar_itens_texto`)]}
        confirmLabel={t(`${P}limpar_itens_confirmar`)}
        destructive
        onCancel={() => setClearingItems(null)}
        onConfirm={() => {
          if (clearingItems) setGroup((g) => clearingItems.reset(g));
          setClearingItems(null);
        }}
      />
      <ConfirmDialog
        open={confirmDraft}
        title={t(`${P}salvar_depois`)}
        // in finalize mode save-for-later finalizes (spec part A section 5): the dialog says so, and how to pause
        lines={
          finalize
            ? [t(`${P}salvar_depois_finalizar_linha1`), t(`${P}salvar_depois_finalizar_linha2`)]
            : [t(`${P}salvar_depois_linha1`), t(`${P}salvar_depois_linha2`)]
        }
        onCancel={() => setConfirmDraft(false)}
        onConfirm={() => {
          setConfirmDraft(false);
          void save(false);
        }}
      />
      <ConfirmDialog
        open={draftOffer != null && actionScreen === 'save'}
        title={t(`${P}rascunho_titulo`)}
        lines={[t(`${P}rascunho_continuar`, { n: draftOffer?.numero ?? '' }), ...replacesTyped]}
        confirmLabel={t(`${P}continuar`)}
        cancelLabel={t(`${P}novo`)}
        dismissible={false}
        onCancel={() => setDrafts([])}
        onConfirm={() => draftOffer && continueDraft(draftOffer)}
      />
      <ConfirmDialog
        open={waitingDraft != null}
        title={t(`${P}rascunho_titulo`)}
        lines={[t(`${P}rascunho_aparelho_continuar`), ...replacesTyped]}
        confirmLabel={t(`${P}continuar`)}
        cancelLabel={t(`${P}novo`)}
        dismissible={false}
        onCancel={() => setWaitingDraft(null)}
        onConfirm={() => waitingDraft != null && void continueWaitingDraft(waitingDraft)}
      />
      {drafts.length > 1 && actionScreen === 'save' && (
        <DraftsDialog drafts={drafts} note={replacesTyped[0]} onContinue={continueDraft} onNew={() => setDrafts([])} />
      )}
      {/* busy before the form is loaded: reading the group, not saving it */}
      <LoadingOverlay
        open={busy || waitingWork}
        reading={!loaded}
        message={t(loaded ? `${P}salvando` : `${P}carregando`)}
        // a slow send (photos on a weak signal): the user need not wait for it on this screen
        later={
          loaded && busy
            ? { label: t(`${P}enviar_segundo_plano`), onClick: () => sendLater.current?.abort() }
            : undefined
        }
      />
    </Box>
  );
}
