import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { startOfDay } from 'date-fns';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Controller, useFieldArray, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { rejectedItemIds } from '@sara/domain/group-actions';
import { LIMITS } from '@sara/domain/constants';
import {
  changeCollector,
  changeCompany,
  changeConformity,
  changeLab,
  changeProgram,
  changeRetailer,
  toggleOptionalTracking,
} from '@sara/domain/rules/resets';
import { isEnvironmental, isMainLab, isRama, productsForProgram, schedulingFields } from '@sara/domain/rules/programs';
import type { SampleGroupForm } from '@sara/domain/rules/sample-form';
import { AutocompleteSelect } from '../../../components/form/autocomplete-select';
import { DatePickerField } from '../../../components/form/date-picker-field';
import { validateDate } from '../../../components/form/date-rules';
import { useFirstAllowedDay } from '../../../components/form/use-date-field';
import { FIELD_MESSAGES } from '../../../components/form/messages';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import { SelectWithAdd } from '../../../components/form/select-with-add';
import { TextField } from '../../../components/form/text-field';
import { RejectedItemsNote } from '../../../components/rejected-items-note';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { LocationDialog, placeContextMessage } from '../../../components/places/location-dialog';
import { ProductDialog } from '../../../components/places/product-dialog';
import { useSnackbar } from '../../../components/snackbar-provider';
import { useEmpresas } from '../../../api/reference/get-empresas';
import { useLaboratorios } from '../../../api/reference/get-laboratorios';
import { useNormasAmbientais } from '../../../api/reference/get-normas-ambientais';
import { useOrcamentos } from '../../../api/reference/get-orcamentos';
import { usePessoas } from '../../../api/reference/get-pessoas';
import { useProgramasAmostra } from '../../../api/reference/get-programas-amostra';
import { useVarejos } from '../../../api/reference/get-varejos';
import { useLocalizacoes } from '../../../api/places/get-localizacoes';
import { useProdutosEmpresa } from '../../../api/places/get-produtos-empresa';
import { useProductName } from '../../../lib/product-name';
import { isNetworkError, isServerOutOfReach, isSessionRefused } from '../../../api/client';
import { getSession } from '../../../lib/session';
import { returnPath } from '../../collection/lib/return-path';
import { RestoredAlert } from '../../../components/form/restored-alert';
import { useUnsavedForm } from '../../../hooks/use-unsaved-form';
import { useKeepOnDevice } from '../../outbox/lib/keep-on-device';
import { errorText, userErrorText } from '../../../lib/error-text';
import { focusFirstError } from '../../../lib/focus-first-error';
import { SaveAgendadaError, getAgendada, useSaveAgendada } from '../../../api/samples/agendadas';
import {
  OUTBOX_KINDS,
  discardEntry,
  flushOutbox,
  lastOutboxRow,
  queueWrite,
  readReopenable,
  supersedeQueued,
  type RefusedWrite,
} from '../../../offline/outbox';
import { screenPath, withOutboxParam } from '../../outbox/lib/reopen';
import { SUPPLIER_NOT_PLATFORM_USER } from '../../collection/lib/supplier';
import { KeptChangeAlert } from '../../outbox/components/kept-change-alert';
import { ReopenedAlert } from '../../outbox/components/reopened-alert';
import { ROUTES } from '@sara/domain/menu';
import { clearErrors, pushError } from '../../../stores/alerts';
import type { Coletor, Empresa, Pessoa, ProgramaAmostra, Produto, ProdutoEmpresa } from '../../../types/api';
import { useProdutosBas } from '../../../api/reference/get-produtos-bas';
import { ScheduledRecollection } from './scheduled-recollection';
import {
  emptyItem,
  fieldOfPath,
  fromGroup,
  toBody,
  toGroup,
  usesBasProduct,
  validateSchedule,
  type PlaceProgram,
  type ScheduleField,
  type ScheduleValues,
} from '../form-logic';

const HOME = ROUTES.home;

/** Puts an error at a dotted path ('itens.0.observacao') of RHF's error tree. */
function setErrorAt(errors: Record<string, unknown>, path: string, message: string) {
  const parts = path.split('.');
  let node: Record<string, unknown> = errors;
  parts.forEach((part, i) => {
    if (i === parts.length - 1) {
      node[part] ??= { type: 'validate', message };
      return;
    }
    node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
}

/**
 * Past days the scheduled date may not take (wide screens, spec part A section 2, `blocked`): before
 * today, as it is when the form is sent (a screen left open overnight), unless it is the date the group
 * already had (an overdue schedule can still be edited).
 */
export interface PastDates {
  blocked?: boolean;
  original?: Date | null;
}

/**
 * Runs the domain's scheduling rules (schedulingIssues) as the form's resolver, and the picker's
 * past-day rule, which a resolver would otherwise skip (react-hook-form ignores a field's own rules).
 */
export function scheduleResolver(
  programs: { current: readonly ProgramaAmostra[] },
  past: { current: PastDates } = { current: {} },
  suppliers: { current: readonly Empresa[] } = { current: [] },
): Resolver<ScheduleValues> {
  return (values) => {
    const issues = validateSchedule(values, programs.current, suppliers.current);
    const { blocked, original } = past.current;
    const minDate = blocked ? startOfDay(new Date()) : undefined;
    const date = values.dataAgendada;
    if (
      !issues.some((i) => i.field === 'dataAgendada') &&
      validateDate(date, { minDate }) !== true &&
      !(date && original && date.getTime() === original.getTime())
    )
      issues.push({ field: 'dataAgendada', message: FIELD_MESSAGES.beforeToday });
    if (issues.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of issues) setErrorAt(errors, issue.field, issue.message);
    return { values: {}, errors: errors as FieldErrors<ScheduleValues> };
  };
}

const copyValues = (v: ScheduleValues): ScheduleValues => ({ ...v, itens: v.itens.map((i) => ({ ...i })) });

/** The fields whose change runs a reset rule (spec part A section 4). */
const RESET_FIELDS = [
  'idLaboratorio',
  'idProgramaAmostra',
  'idEmpresa',
  'idPessoaColetor',
  'idVarejo',
  'rastreamento',
  'relatoConformidade',
] as const;
type ResetField = (typeof RESET_FIELDS)[number];
const isResetField = (name: string | undefined): name is ResetField =>
  (RESET_FIELDS as readonly string[]).includes(name ?? '');

/** The group after the user changed `field` (the previous state gives what the rule clears). */
export function applyReset(
  field: ResetField,
  previous: ScheduleValues,
  next: ScheduleValues,
  programs: readonly ProgramaAmostra[],
  places: readonly PlaceProgram[] = [],
): ScheduleValues {
  const group = toGroup(previous, programs, places);
  const nextGroup = toGroup(next, programs, places);
  let out: SampleGroupForm;
  switch (field) {
    case 'idLaboratorio':
      out = changeLab(group, nextGroup.laboratorio);
      break;
    case 'idProgramaAmostra':
      out = changeProgram(group, nextGroup.programaAmostra);
      break;
    case 'idEmpresa':
      out = changeCompany(group, nextGroup.idEmpresa);
      break;
    case 'idPessoaColetor':
      out = changeCollector(group, nextGroup.idPessoaColetor);
      break;
    case 'idVarejo':
      out = changeRetailer(group, nextGroup.varejo);
      break;
    case 'rastreamento':
      // the supplier is a select of its own here (no code to look it up from): it stays
      out = toggleOptionalTracking(group, next.rastreamento, { supplierChosen: true });
      break;
    case 'relatoConformidade':
      out = changeConformity(group, nextGroup.relatoConformidade);
      break;
  }
  // the date is not touched by any rule: keep the picker's own value
  return { ...fromGroup(out), dataAgendada: next.dataAgendada };
}

export interface SchedulingFormProps {
  idAgrupador?: string;
  defaultValues: ScheduleValues;
  coletor: Coletor | null;
  management: boolean;
  /** Lists every company's places (management and finalizers, part A section 6); otherwise the chosen company's. */
  allPlaces?: boolean;
  /** The refused write the form was opened on from the outbox: a save takes its place. */
  reopened?: RefusedWrite | null;
  /** Editing: the version of the group the form was filled from (sent as If-Match). */
  versao?: string;
  /** The form was brought back from the device (left unsaved): when it was kept; `discarded` opens the screen afresh. */
  restored?: { savedAt: string; discarded(): void } | null;
  /** Editing: how many of the group's items were rejected (left out of the form, and said so). */
  rejectedItems?: number;
  /** A new schedule brought back from the device: the id it was given then (see KeptSchedule.novoId). */
  newId?: string;
}

/** The screen's state kept on the device while the form is filled in (hooks/use-unsaved-form.ts). */
export interface KeptSchedule {
  values: ScheduleValues;
  versao?: string;
  /**
   * A new schedule's idAgrupador, chosen once per form: a save repeated after an answer that never
   * came (a proxy's 502 after the server committed, the app killed meanwhile) is the same write, which
   * the server answers as the first time instead of creating the schedule twice.
   */
  novoId?: string;
}

export function SchedulingForm({
  idAgrupador,
  defaultValues,
  coletor,
  management,
  allPlaces = false,
  reopened: reopenedProp,
  versao: versaoProp,
  restored,
  rejectedItems = 0,
  newId: newIdProp,
}: SchedulingFormProps) {
  const { t } = useTranslation();
  const productName = useProductName();
  const navigate = useNavigate();
  const location = useLocation();
  // a new schedule goes home, as Back does (part A section 2); an edit returns to the list it was opened
  // from (the collection screen's rule, return-path.ts): management's table, or the history as left
  const afterSave = () =>
    idAgrupador ? returnPath(new URLSearchParams(location.search).get('calledBy'), getSession()?.features ?? []) : HOME;
  // whose writes the screen makes: the user it opened for (read once; see submit)
  const [owner] = useState(() => getSession()?.user.id);
  const { showSnackbar } = useSnackbar();
  const keepOnDevice = useKeepOnDevice();
  const save = useSaveAgendada();
  // the send under way, which 'Enviar em segundo plano' stops (the outbox then sends it)
  const sendLater = useRef<AbortController | null>(null);
  // a save handed to the outbox, being written to the device
  const [keeping, setKeeping] = useState(false);
  const programsRef = useRef<readonly ProgramaAmostra[]>([]);
  const placesRef = useRef<readonly PlaceProgram[]>([]);
  const pastRef = useRef<PastDates>({ original: defaultValues.dataAgendada });
  // the scheduled date's field blocks the same days (DatePickerField); its rule runs in the resolver
  pastRef.current.blocked = useFirstAllowedDay() !== undefined;
  const suppliersRef = useRef<readonly Empresa[]>([]);
  const [resolver] = useState(() => scheduleResolver(programsRef, pastRef, suppliersRef));
  // a refused save focuses its first error on screen (focusFirstError), whatever holds a ref
  const form = useForm<ScheduleValues>({ defaultValues, resolver, shouldFocusError: false });
  const { control, setValue, getValues, handleSubmit, setError, formState } = form;
  const itens = useFieldArray({ control, name: 'itens', keyName: 'fieldId' });
  const [confirming, setConfirming] = useState<ScheduleValues | null>(null);
  const [newId] = useState(() => newIdProp ?? crypto.randomUUID());
  // the refused write the form shows: opened from the outbox, or an edit refused here (which takes its place)
  const [refusedHere, setRefusedHere] = useState<RefusedWrite | null>(null);
  // the writes kept on the device when the screen opened: a save here supersedes those, not later ones
  const [outboxAtOpen] = useState(() => lastOutboxRow().catch(() => Number.POSITIVE_INFINITY));
  const reopened = refusedHere ?? reopenedProp ?? null;
  // refused because someone changed the group since (412): the user, told so, saves over the version the
  // server has now, read afresh (the screen's cached copy may be the older one)
  const [versionNow, setVersionNow] = useState<string | undefined>(undefined);
  const versao = reopened?.status === 412 ? versionNow : versaoProp;
  // items rejected since the refused write was made: out of the group's edits, left out and said so
  const [rejectedSince, setRejectedSince] = useState<number | null>(null);
  useEffect(() => {
    if (reopened?.status !== 412 || !idAgrupador) return;
    getAgendada(idAgrupador, { silent: true }).then(
      (now) => {
        setVersionNow(now.versao);
        const rejected = rejectedItemIds(now.itens);
        setRejectedSince(rejected.size);
        const gone = getValues('itens').flatMap((item, index) =>
          item.idAmostra != null && rejected.has(item.idAmostra) ? [index] : [],
        );
        if (gone.length > 0) itens.remove(gone);
      },
      () => undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per refused write shown
  }, [reopened, idAgrupador]);

  const [idLaboratorio, idProgramaAmostra, idVarejo, relatoConformidade, idEmpresa, idPessoaColetor, rastreamento] =
    useWatch({
      control,
      name: [
        'idLaboratorio',
        'idProgramaAmostra',
        'idVarejo',
        'relatoConformidade',
        'idEmpresa',
        'idPessoaColetor',
        'rastreamento',
      ],
    });

  // reference lists
  const laboratorios = useLaboratorios();
  const companyForLists = idEmpresa === '' ? (coletor?.idEmpresa ?? 0) : idEmpresa;
  const orcamentos = useOrcamentos(companyForLists);
  const programas = useProgramasAmostra(idPessoaColetor === '' ? (coletor?.idPessoa ?? 0) : idPessoaColetor);
  const varejos = useVarejos();
  // management and finalizers list every company's places (part A section 6); the others their company's
  const localizacoes = useLocalizacoes(idEmpresa === '' || allPlaces ? null : idEmpresa);
  const normas = useNormasAmbientais();
  const coletoras = useEmpresas({ tipoEmpresa: 'coletora' });
  const fornecedoras = useEmpresas({ tipoEmpresa: 'fornecedora' });
  const pessoas = usePessoas(idEmpresa === '' ? {} : { idEmpresa });
  const programList = useMemo(() => programas.data ?? [], [programas.data]);
  // suppliers that use the platform, the only ones a sample may name (part A section 5 "Supplier"), and
  // one a group read already names, so that it shows (saved again, the server says why it cannot be);
  // a list kept on the device by an older version does not say: the server decides
  suppliersRef.current = fornecedoras.data ?? [];
  const itensNow = useWatch({ control, name: 'itens' });
  const offeredSuppliers = useMemo(() => {
    const named = new Set(itensNow.map((i) => i.idDistribuidor));
    return (fornecedoras.data ?? []).filter((e) => e.usuarioPlataforma !== false || named.has(e.idEmpresa));
  }, [fornecedoras.data, itensNow]);
  programsRef.current = programList;
  placesRef.current = localizacoes.data ?? [];

  const values = { ...getValues(), idProgramaAmostra, relatoConformidade, rastreamento } as ScheduleValues;
  const program = programList.find((p) => p.idProgramaAmostra === idProgramaAmostra) ?? null;
  const visible = new Set(
    schedulingFields({
      programa: idProgramaAmostra === '' ? null : idProgramaAmostra,
      tipoRastreamento: program?.tipoRastreamento ?? null,
      relatoConformidade: relatoConformidade === '' ? null : relatoConformidade === 'true',
    }),
  );
  const environmental = isEnvironmental(idProgramaAmostra === '' ? null : idProgramaAmostra);
  // a water or soil sample's product is its analysis matrix, as the collection card and the views call it
  const productLabel = t(environmental ? 'sara2g.ui.listagem.matriz_analise' : 'sara2g.ui.agendamento.produto');
  const rama = isRama(idProgramaAmostra === '' ? null : idProgramaAmostra);
  const basProduct = usesBasProduct(values, programList);
  const produtos = useProdutosBas(basProduct);
  // water and soil matrices for environmental programs, food products for the others
  const programProducts = productsForProgram(
    produtos.data ?? [],
    idProgramaAmostra === '' ? null : idProgramaAmostra,
    values.itens.map((it) => it.idProduto),
  );
  const produtosEmpresa = useProdutosEmpresa(idEmpresa === '' ? null : idEmpresa);

  // after a failed submit, every change checks the whole form again: a change can make another field
  // required (a RAMA program asks for the retail chain), which must show at once, not at the next submit
  // (read during render: react-hook-form updates only the form state a render reads)
  const submitted = useRef(false);
  submitted.current = form.formState.isSubmitted;

  // from the user's first change on (not the screen's own filling in, such as the collector's name),
  // the form is kept on the device until the schedule is saved or queued, or the user discards it
  const unsaved = useUnsavedForm<KeptSchedule>();
  const versaoRef = useRef(versao);
  versaoRef.current = versao;
  const touched = useRef(false);
  useEffect(() => {
    const subscription = form.watch((_all, { type }) => {
      if (type === 'change') touched.current = true;
      if (!touched.current) return;
      unsaved.keep({
        values: copyValues(form.getValues()),
        ...(versaoRef.current !== undefined && { versao: versaoRef.current }),
        ...(!idAgrupador && { novoId: newId }),
      });
    });
    return () => subscription.unsubscribe();
  }, [form, unsaved, idAgrupador, newId]);
  /** Adding or removing an item is the user's change too (react-hook-form does not call it one). */
  const touch = () => {
    touched.current = true;
  };

  // the domain's resets on the user's changes
  const previous = useRef<ScheduleValues>(copyValues(defaultValues));
  useEffect(() => {
    const subscription = form.watch((_all, { name, type }) => {
      const current = copyValues(getValues());
      if (type === 'change' && submitted.current && !isResetField(name)) void form.trigger();
      if (type === 'change' && isResetField(name)) {
        const next = applyReset(name, previous.current, current, programsRef.current, placesRef.current);
        for (const key of Object.keys(next) as (keyof ScheduleValues)[]) {
          if (key === 'itens') continue;
          if (next[key] !== current[key]) setValue(key as ScheduleField, next[key] as never);
        }
        if (JSON.stringify(next.itens) !== JSON.stringify(current.itens)) setValue('itens', next.itens);
        previous.current = copyValues(getValues());
        if (submitted.current) void form.trigger();
        return;
      }
      previous.current = current;
    });
    return () => subscription.unsubscribe();
  }, [form, getValues, setValue]);

  // options
  const labOptions: SelectOption[] = (laboratorios.data ?? []).map((l) => ({ value: l.idLaboratorio, label: l.nome }));
  const budgetOptions: SelectOption[] = (orcamentos.data ?? [])
    .filter((o) => idLaboratorio === '' || o.idLaboratorio === idLaboratorio)
    .map((o) => ({ value: o.idOrcamento, label: `${o.codigoOrcamento} - ${o.objetoOrcamento}` }));
  const programOptions: SelectOption[] = programList.map((p) => ({ value: p.idProgramaAmostra, label: p.nome }));
  const ramaVarejos = (varejos.data ?? []).filter((v) => v.rama);
  const varejoOptions: SelectOption[] = (ramaVarejos.length ? ramaVarejos : (varejos.data ?? [])).map((v) => ({
    value: v.idVarejo,
    label: v.nome,
  }));
  const places = (localizacoes.data ?? []).filter(
    (p) =>
      (p.idProgramaAmostra == null || p.idProgramaAmostra === idProgramaAmostra) &&
      (idVarejo === '' || p.idVarejo == null || p.idVarejo === idVarejo),
  );
  const normaOptions: SelectOption[] = (normas.data ?? []).map((n) => ({ value: n.idNormaAmbiental, label: n.nome }));
  const companyList: Empresa[] = (coletoras.data ?? []).filter(
    (e) => management || coletor == null || e.idEmpresa === coletor.idEmpresa,
  );
  const personList: Pessoa[] = idEmpresa === '' ? [] : (pessoas.data ?? []).filter((p) => p.idEmpresa === idEmpresa);
  const varejo = (varejos.data ?? []).find((v) => v.idVarejo === idVarejo) ?? null;
  // the place's program and, on RAMA, retail chain: chosen before the add-place button opens its dialog
  const placeNeeds = placeContextMessage(program?.idProgramaAmostra, varejo?.idVarejo);

  const onValid = (valid: ScheduleValues) => setConfirming(valid);

  const submit = async () => {
    const valid = confirming;
    setConfirming(null);
    if (!valid) return;
    // the alerts of an earlier attempt are done with: what this one says replaces them
    clearErrors();
    const id = idAgrupador ?? newId;
    const items = toBody(valid, programList, id);
    // whose write it is: the user the screen opened for, not getSession() now, which is gone once the
    // session expired or was refused (a row without an owner would be sent as the next user's)
    // no connection, or a session the server refused: kept on the device under its idAgrupador, sent
    // by the shell's outbox later (after the next login, for a refused session)
    const keep = (refused?: { error: string; status: number }) =>
      queueWrite(
        OUTBOX_KINDS.agendada,
        {
          idAgrupador: id,
          method: idAgrupador ? 'PUT' : 'POST',
          ...(idAgrupador && { versao }),
          itens: items,
          photos: [],
          // where it was made and the form as it was, to open it here again if the server refuses it
          screen: { path: screenPath(location), form: valid },
        },
        owner,
        { replaces: reopened?.id, refused, forgets: unsaved.key },
      );
    // the overlay stays while the write is kept: a second 'Finalizar agendamento' meanwhile would queue it twice
    const keepOffline = ({ sessionRefused = false, unanswered = false, later = false } = {}) => {
      setKeeping(true);
      return keepOnDevice(
        async () => {
          const kept = await keep();
          // in the outbox now (also when the session is refused: the form is not kept twice)
          await unsaved.forget();
          return kept;
        },
        {
          sessionRefused,
          kept: (refusal) => {
            // online, a gateway's page: 'no connection' would be wrong, and the outbox sends it within a minute
            const what = later ? 'segundo_plano' : unanswered ? 'salvo_sem_resposta' : 'salvo_no_aparelho';
            if (refusal) showSnackbar(refusal, 'warning');
            else showSnackbar(t(`sara2g.ui.agendamento.${what}`), 'info');
            // the user stopped waiting for a slow send: the outbox goes on with it now, not in a minute
            if (later) void flushOutbox();
            void navigate(afterSave());
          },
        },
      ).finally(() => setKeeping(false));
    };
    if (!navigator.onLine) return keepOffline();
    // 'Enviar em segundo plano' on the overlay of a slow send stops it here and hands it to the outbox
    const stop = new AbortController();
    sendLater.current = stop;
    try {
      await save.mutateAsync({ idAgrupador, items, versao, signal: stop.signal });
      // an older edit of this group still waiting on the device would undo this one
      if (idAgrupador) await supersedeQueued(OUTBOX_KINDS.agendada, idAgrupador, await outboxAtOpen).catch(() => 0);
      // the refused write this form was opened on is done with
      if (reopened) await discardEntry(reopened.id).catch(() => undefined);
      await unsaved.forget();
      showSnackbar(t('sara2g.ui.agendamento.sucesso'), 'success');
      void navigate(afterSave());
    } catch (error) {
      // the user chose to send it in the background: kept as a save without a connection is, and the
      // outbox sends it (if it reached the server already, the same save is answered as the first)
      if (stop.signal.aborted) return keepOffline({ later: true });
      // no answer of the server's (no connection, or a gateway's or Wi-Fi portal's page in its place,
      // maybe after the server saved): kept on the device and sent by the outbox, where the same save
      // again is answered as the first (same idAgrupador and content)
      if (isServerOutOfReach(error) || isSessionRefused(error))
        return keepOffline({ sessionRefused: isSessionRefused(error), unanswered: !isNetworkError(error) });
      if (error instanceof SaveAgendadaError && error.status === 412 && idAgrupador) {
        // someone changed the group since it was read: the user's version is kept on the device as a
        // refused write (nothing is lost if they leave to see the other version), and the form says so
        try {
          const id = await keep({ error: errorText(error), status: 412 });
          setRefusedHere(await readReopenable(id));
          // the screen is now on that refused write, as if opened from the outbox: what the user changes
          // next is kept under that address, and the edit screen opened afresh shows the server's group
          await unsaved.forget();
          void navigate({ search: withOutboxParam(location.search, id) }, { replace: true });
        } catch (e) {
          console.error('Keeping the refused edit on the device failed:', e);
          pushError(userErrorText(error));
        }
        window.scrollTo({ top: 0 });
        return;
      }
      const fieldErrors = error instanceof SaveAgendadaError ? error.fieldErrors : [];
      let shown = false;
      for (const e of fieldErrors) {
        const field = fieldOfPath(e.path);
        if (!field) continue;
        setError(field as ScheduleField, { type: 'server', message: e.message });
        shown = true;
      }
      if (!shown) {
        console.error('Saving the schedule failed:', error);
        pushError(userErrorText(error));
      }
    } finally {
      sendLater.current = null;
    }
  };

  const itemsError = (formState.errors.itens as { message?: string } | undefined)?.message;
  // part A section 5 "Supplier": an error alert besides the field's message, as the collection screen's
  // (the rule's token from the resolver, the translated text from the server)
  const itemErrors = formState.errors.itens;
  const supplierRefused =
    Array.isArray(itemErrors) &&
    itemErrors.some((e) => {
      const message = (e as { idDistribuidor?: { message?: string } } | undefined)?.idDistribuidor?.message;
      return message != null && t(message) === t(SUPPLIER_NOT_PLATFORM_USER);
    });
  const sectionTitle = environmental
    ? t('sara2g.ui.agendamento.identificacao')
    : t('sara2g.ui.agendamento.observacao_titulo');

  return (
    <Box component="form" noValidate onSubmit={(e) => e.preventDefault()} sx={{ pb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        {/* a header back action like the collection screen's; it goes where the footer's Back goes */}
        <IconButton
          edge="start"
          aria-label={t('sara2g.ui.agendamento.voltar_inicio')}
          onClick={() => void navigate(HOME)}
        >
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h5" component="h1" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
          {idAgrupador ? t('sara2g.ui.agendamento.titulo_editar') : t('sara2g.ui.agendamento.titulo')}
        </Typography>
      </Stack>
      {restored && (
        // forgotten through this form's own keeper, which also drops a change still waiting to be written
        <RestoredAlert savedAt={restored.savedAt} onDiscard={() => void unsaved.forget().then(restored.discarded)} />
      )}
      {reopened && <ReopenedAlert reopened={reopened} viewPath={idAgrupador && ROUTES.agendadaView(idAgrupador)} />}
      {idAgrupador && <KeptChangeAlert kind={OUTBOX_KINDS.agendada} idAgrupador={idAgrupador} />}
      <RejectedItemsNote count={rejectedSince ?? rejectedItems} />
      <Card>
        <CardContent>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            {/*
              first: a company change clears the program, place and retail chain, and a collector change
              the program (part A section 4), so filled from the top nothing is lost; the programs
              offered are the collector's (decision 0017)
            */}
            <AutocompleteSelect
              name="idEmpresa"
              control={control}
              label={t('sara2g.ui.agendamento.empresa_coletora')}
              options={companyList}
              getOptionValue={(e) => e.idEmpresa}
              getOptionLabel={(e) => e.razaoSocial}
              loading={coletoras.isPending}
              required
            />
            <AutocompleteSelect
              name="idPessoaColetor"
              control={control}
              label={t('sara2g.ui.agendamento.pessoa_coletora')}
              options={personList}
              getOptionValue={(p) => p.idPessoa}
              getOptionLabel={(p) => p.nome}
              disabled={personList.length === 0}
              required
            />
            <SelectField
              name="idLaboratorio"
              control={control}
              label={t('sara2g.ui.agendamento.laboratorio')}
              options={labOptions}
              required
            />
            <SelectField
              name="idOrcamento"
              control={control}
              label={t('sara2g.ui.agendamento.orcamento')}
              options={budgetOptions}
              required={isMainLab(idLaboratorio === '' ? null : idLaboratorio)}
            />
            <SelectField
              name="idProgramaAmostra"
              control={control}
              label={t('sara2g.ui.agendamento.programa')}
              options={programOptions}
              required
            />
            {visible.has('varejo') && (
              <SelectField
                name="idVarejo"
                control={control}
                label={t('sara2g.ui.agendamento.varejo')}
                options={varejoOptions}
                required
              />
            )}
            <SelectWithAdd
              addLabel={t('sara2g.ui.agendamento.local_adicionar')}
              // a place belongs to the collecting company (a manager chooses it first), to the program and,
              // on RAMA, to the retail chain: the dialog cannot finish without them
              disabled={idEmpresa === '' ? t('sara2g.ui.local.empresa_ausente') : placeNeeds ? t(placeNeeds) : false}
              renderDialog={(d) => (
                <LocationDialog
                  {...d}
                  idEmpresa={idEmpresa === '' ? null : idEmpresa}
                  programa={program}
                  varejo={varejo}
                  onCreated={(p) => setValue('idLocalAmostra', p.idLocalAmostra, { shouldValidate: true })}
                />
              )}
            >
              <AutocompleteSelect
                name="idLocalAmostra"
                control={control}
                label={t('sara2g.ui.agendamento.local')}
                options={places}
                getOptionValue={(p) => p.idLocalAmostra}
                getOptionLabel={(p) => p.nome}
                loading={localizacoes.isPending}
                required={!environmental}
              />
            </SelectWithAdd>
            <DatePickerField
              name="dataAgendada"
              control={control}
              label={t('sara2g.ui.agendamento.data_agendada')}
              required
            />
            {visible.has('responsavelAmostraAmbiental') && (
              <SelectField
                name="responsavelAmostraAmbiental"
                control={control}
                label={t('sara2g.ui.agendamento.responsavel_amostragem')}
                options={[
                  { value: 'agrosafety', label: t('sara2g.ui.coleta.responsavel.agrosafety') },
                  { value: 'cliente', label: t('sara2g.ui.coleta.responsavel.cliente') },
                ]}
                required
              />
            )}
            {visible.has('relatoConformidade') && (
              <SelectField
                name="relatoConformidade"
                control={control}
                label={t('sara2g.ui.agendamento.relato_conformidade')}
                options={[
                  { value: 'true', label: t('sara2g.ui.agendamento.sim') },
                  { value: 'false', label: t('sara2g.ui.agendamento.nao') },
                ]}
                required
              />
            )}
            {visible.has('normaAmbiental') && (
              <SelectField
                name="idNormaAmbiental"
                control={control}
                label={t('sara2g.ui.agendamento.norma')}
                options={normaOptions}
                required
              />
            )}
            {visible.has('tipoAmostragem') && (
              <Controller
                name="tipoAmostragem"
                control={control}
                render={({ field }) => (
                  <MuiTextField
                    label={t('sara2g.ui.agendamento.tipo_amostragem')}
                    value={field.value || t('sara2g.ui.txt.nao_informado')}
                    slotProps={{ htmlInput: { readOnly: true } }}
                  />
                )}
              />
            )}
            {visible.has('rastreamentoOpcional') && (
              <Controller
                name="rastreamento"
                control={control}
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                        slotProps={{ input: { ref: field.ref } }}
                      />
                    }
                    label={t('sara2g.ui.agendamento.rastrear_junto')}
                  />
                )}
              />
            )}
          </Box>
        </CardContent>
      </Card>

      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {sectionTitle}
      </Typography>
      {itemsError && (
        <Alert severity="error" sx={{ mb: 2 }} data-form-error>
          {t(itemsError)}
        </Alert>
      )}
      {supplierRefused && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="supplier-error" data-form-error>
          {t(SUPPLIER_NOT_PLATFORM_USER)}
        </Alert>
      )}
      <Stack spacing={2}>
        {itens.fields.map((item, index) => (
          <Card key={item.fieldId} variant="outlined">
            <CardContent>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                <Typography variant="subtitle1" component="h3">
                  {t('sara2g.ui.agendamento.item', { n: index + 1 })}
                </Typography>
                {/* an item is removed only when another one stays (part A section 2, item card) */}
                {itens.fields.length > 1 && (
                  <Tooltip title={t('sara2g.ui.agendamento.remover_item')}>
                    <IconButton
                      aria-label={t('sara2g.ui.agendamento.remover_item')}
                      onClick={() => {
                        touch();
                        itens.remove(index);
                      }}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                {basProduct ? (
                  <AutocompleteSelect<ScheduleValues, Produto>
                    key="bas"
                    name={`itens.${index}.idProduto`}
                    control={control}
                    label={productLabel}
                    options={programProducts}
                    getOptionValue={(p) => p.id}
                    // in the user's language, as the collection card shows it (decision 0026)
                    getOptionLabel={(p) => productName(p.nome, p.nomeI18n) ?? p.nome}
                    loading={produtos.isPending}
                    required
                  />
                ) : (
                  <SelectWithAdd
                    key="empresa"
                    addLabel={t('sara2g.ui.coleta.adicionar_produto')}
                    disabled={idEmpresa === '' && t('sara2g.ui.local.produto_empresa_ausente')}
                    renderDialog={(d) =>
                      idEmpresa !== '' && (
                        <ProductDialog
                          {...d}
                          idEmpresa={idEmpresa}
                          onCreated={(p) =>
                            setValue(`itens.${index}.idProdutoEmpresa`, p.idProdutoEmpresa, { shouldValidate: true })
                          }
                        />
                      )
                    }
                  >
                    <AutocompleteSelect<ScheduleValues, ProdutoEmpresa>
                      name={`itens.${index}.idProdutoEmpresa`}
                      control={control}
                      label={productLabel}
                      options={produtosEmpresa.data ?? []}
                      getOptionValue={(p) => p.idProdutoEmpresa}
                      getOptionLabel={(p) => p.nome}
                    />
                  </SelectWithAdd>
                )}
                {/* a water or soil sample has no supplier */}
                {!environmental && (
                  <AutocompleteSelect<ScheduleValues, Empresa>
                    name={`itens.${index}.idDistribuidor`}
                    control={control}
                    label={t('sara2g.ui.agendamento.fornecedor')}
                    options={offeredSuppliers}
                    getOptionValue={(e) => e.idEmpresa}
                    getOptionLabel={(e) => e.razaoSocial}
                  />
                )}
                <Box sx={{ gridColumn: { md: '1 / -1' } }}>
                  <TextField
                    name={`itens.${index}.observacao`}
                    control={control}
                    // an environmental sample's note identifies it (the views name it so too)
                    label={t(
                      environmental ? 'sara2g.ui.agendamento.identificacao' : 'sara2g.ui.agendamento.observacao',
                    )}
                    maxLength={LIMITS.observacao}
                    multiline
                    minRows={2}
                    fullWidth
                  />
                </Box>
                {rama && (
                  <Box sx={{ gridColumn: { md: '1 / -1' } }}>
                    <ScheduledRecollection control={control} index={index} onChange={touch} />
                  </Box>
                )}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 3, justifyContent: 'flex-end', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          onClick={() => {
            touch();
            itens.append(emptyItem());
          }}
        >
          {t('sara2g.ui.agendamento.adicionar_item')}
        </Button>
        <Button onClick={() => void navigate(HOME)}>{t('sara2g.ui.agendamento.voltar')}</Button>
        <Button
          variant="contained"
          sx={{ width: { xs: '100%', sm: 231 } }}
          // the program's tracking type (from the list) decides which rules apply: wait for it
          disabled={save.isPending || programas.isPending}
          onClick={() => void handleSubmit(onValid, () => focusFirstError())()}
        >
          {t('sara2g.ui.agendamento.finalizar')}
        </Button>
      </Stack>

      <ConfirmDialog
        open={confirming !== null}
        title={t('sara2g.ui.agendamento.finalizar')}
        lines={[t('sara2g.ui.agendamento.confirmar')]}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(null)}
      />
      <LoadingOverlay
        open={save.isPending || keeping}
        message={t('sara2g.ui.agendamento.salvando')}
        // a slow send (a weak signal in the field): the user need not wait for it on this screen
        later={{ label: t('sara2g.ui.agendamento.enviar_segundo_plano'), onClick: () => sendLater.current?.abort() }}
      />
    </Box>
  );
}
