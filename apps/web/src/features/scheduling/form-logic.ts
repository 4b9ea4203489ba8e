import { isValid, startOfDay } from 'date-fns';
import { isRejected } from '@sara/domain/group-actions';
import { LIMITS } from '@sara/domain/constants';
import type { ResponsavelAmostraAmbiental } from '@sara/domain/enums';
import { parseWireDate } from '@sara/domain/rules/fields';
import { isTraceable, trackingFlagKey, trackingKind } from '@sara/domain/rules/programs';
import {
  newGroup,
  newItem,
  withDefaults,
  type SampleGroupForm,
  type SampleItemForm,
} from '@sara/domain/rules/sample-form';
import { schedulingIssues } from '@sara/domain/rules/scheduling';
import type { SampleGroupView, SampleItemInput } from '@sara/domain/samples';
import type { Empresa, ProgramaAmostra } from '../../types/api';
import { wireOfPicker } from '../../components/form/date-rules';

/** One item row of the scheduling form. */
export interface ScheduleItemValues {
  key: string;
  idAmostra: number | null;
  idProduto: number | null;
  idProdutoEmpresa: number | null;
  idDistribuidor: number | null;
  observacao: string;
  /** Kept from the group read, not edited here (part A section 7's payload): sent back as read. */
  codigoRastreamento?: string | null;
  /** A scheduled recollection (RAMA programs): the earlier sample to collect again, and its code shown. */
  isRecoleta?: boolean;
  idAmostraRecoletada?: number | null;
  codigoRecoletado?: string | null;
}

/**
 * The scheduling form's values: selects hold ids ('' while nothing is chosen, as MUI selects
 * want), the conformity report 'true'/'false'. The domain rules run on the SampleGroupForm built
 * from them (toGroup).
 */
export interface ScheduleValues {
  idLaboratorio: number | '';
  idOrcamento: number | '';
  idProgramaAmostra: number | '';
  idVarejo: number | '';
  idLocalAmostra: number | '';
  dataAgendada: Date | null;
  responsavelAmostraAmbiental: ResponsavelAmostraAmbiental | '';
  relatoConformidade: 'true' | 'false' | '';
  idNormaAmbiental: number | '';
  tipoAmostragem: string;
  idEmpresa: number | '';
  idPessoaColetor: number | '';
  rastreamento: boolean;
  itens: ScheduleItemValues[];
}

export type ScheduleField = Exclude<keyof ScheduleValues, 'itens'>;

const idOrNull = (v: number | '' | null | undefined): number | null => (v === '' || v == null ? null : v);
const orEmpty = <T>(v: T | null | undefined): T | '' => v ?? '';
const blankToNull = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim());

export const newItemKey = (): string => crypto.randomUUID();

export function emptyItem(): ScheduleItemValues {
  return {
    key: newItemKey(),
    idAmostra: null,
    idProduto: null,
    idProdutoEmpresa: null,
    idDistribuidor: null,
    observacao: '',
  };
}

/** A new form: today's date, the given company and person (the user's own for non-management users). */
export function emptyValues(now: Date, idEmpresa?: number | null, idPessoaColetor?: number | null): ScheduleValues {
  return fromGroup({ ...newGroup(now), idEmpresa: idEmpresa ?? null, idPessoaColetor: idPessoaColetor ?? null });
}

/**
 * A schedule form kept on the device (being filled in, or a write in the outbox), whatever release kept
 * it: fields an earlier release did not have take a new form's values (decision 0033).
 */
export function keptValues(kept: unknown, now = new Date()): ScheduleValues {
  const values = withDefaults(emptyValues(now), kept);
  const itens: unknown[] = Array.isArray(values.itens) ? values.itens : [];
  return { ...values, itens: itens.map((item) => withDefaults(emptyItem(), item)) };
}

/**
 * The collecting company and collector a new schedule starts with: management schedules for any
 * company, so the address's (from the management table) or none; anyone else for their own company,
 * as its collector (part A section 6), whatever the address names.
 */
export function presetCollector(
  management: boolean,
  own: { idEmpresa: number; idPessoa: number } | null | undefined,
  address: { idEmpresa: number | null; idPessoaColetor: number | null },
): { idEmpresa: number | null; idPessoaColetor: number | null } {
  if (management || !own) return address;
  return { idEmpresa: own.idEmpresa, idPessoaColetor: own.idPessoa };
}

/** A place's program, which the program's resets read (a place bound to another program is cleared). */
export interface PlaceProgram {
  idLocalAmostra: number;
  idProgramaAmostra?: number | null;
}

/**
 * The domain's screen state of the form (the program comes from the list, for its tracking type;
 * the chosen place's program from the place list, when given).
 */
export function toGroup(
  values: ScheduleValues,
  programs: readonly ProgramaAmostra[] = [],
  places: readonly PlaceProgram[] = [],
): SampleGroupForm {
  const idPrograma = idOrNull(values.idProgramaAmostra);
  const program = programs.find((p) => p.idProgramaAmostra === idPrograma);
  const tipoRastreamento = program?.tipoRastreamento ?? null;
  const tracking = trackingKind(tipoRastreamento);
  const group: SampleGroupForm = {
    ...newGroup(new Date()),
    laboratorio: idOrNull(values.idLaboratorio) == null ? null : { idLaboratorio: values.idLaboratorio as number },
    orcamento: idOrNull(values.idOrcamento) == null ? null : { idOrcamento: values.idOrcamento as number },
    programaAmostra:
      idPrograma == null
        ? null
        : { idProgramaAmostra: idPrograma, tipoRastreamento, campos: program?.campos ?? [], nome: program?.nome },
    varejo: idOrNull(values.idVarejo) == null ? null : { idVarejo: values.idVarejo as number },
    localAmostra:
      idOrNull(values.idLocalAmostra) == null
        ? null
        : {
            idLocalAmostra: values.idLocalAmostra as number,
            idProgramaAmostra:
              places.find((p) => p.idLocalAmostra === values.idLocalAmostra)?.idProgramaAmostra ?? null,
          },
    // a scheduled date is a day (the picker has no time): stored at its start, not at the time of saving
    dataAgendada: wireOfPicker(
      values.dataAgendada && isValid(values.dataAgendada) ? startOfDay(values.dataAgendada) : values.dataAgendada,
    ),
    tipoRastreamento,
    relatoConformidade: values.relatoConformidade === '' ? null : values.relatoConformidade === 'true',
    idNormaAmbiental: idOrNull(values.idNormaAmbiental),
    responsavelAmostraAmbiental: values.responsavelAmostraAmbiental || null,
    idEmpresa: idOrNull(values.idEmpresa),
    idPessoaColetor: idOrNull(values.idPessoaColetor),
    tipoAmostragem: blankToNull(values.tipoAmostragem),
    itens: values.itens.map((item) => ({
      ...newItem(item.key),
      idAmostra: item.idAmostra,
      idProduto: item.idProduto,
      idProdutoEmpresa: item.idProdutoEmpresa,
      idDistribuidor: item.idDistribuidor,
      observacao: item.observacao,
      codigoRastreamento: item.codigoRastreamento ?? null,
      isRecoleta: item.isRecoleta ?? false,
      idAmostraRecoletada: item.idAmostraRecoletada ?? null,
      codigoRecoletado: item.codigoRecoletado ?? null,
    })),
  };
  if (tracking.kind === 'optional') group[trackingFlagKey(tracking.product!)] = values.rastreamento;
  return group;
}

function itemValues(item: SampleItemForm): ScheduleItemValues {
  return {
    key: item.key,
    idAmostra: item.idAmostra,
    idProduto: item.idProduto,
    idProdutoEmpresa: item.idProdutoEmpresa,
    idDistribuidor: item.idDistribuidor,
    observacao: item.observacao ?? '',
    codigoRastreamento: item.codigoRastreamento,
    isRecoleta: item.isRecoleta,
    idAmostraRecoletada: item.idAmostraRecoletada,
    codigoRecoletado: item.codigoRecoletado ?? null,
  };
}

/** The form values of a domain group (after a reset rule ran on it). */
export function fromGroup(group: SampleGroupForm): ScheduleValues {
  const tracking = trackingKind(group.tipoRastreamento);
  return {
    idLaboratorio: orEmpty(group.laboratorio?.idLaboratorio),
    idOrcamento: orEmpty(group.orcamento?.idOrcamento),
    idProgramaAmostra: orEmpty(group.programaAmostra?.idProgramaAmostra),
    idVarejo: orEmpty(group.varejo?.idVarejo),
    idLocalAmostra:
      group.localAmostra == null || typeof group.localAmostra === 'string' ? '' : group.localAmostra.idLocalAmostra,
    dataAgendada: parseWireDate(group.dataAgendada),
    responsavelAmostraAmbiental: group.responsavelAmostraAmbiental ?? '',
    relatoConformidade: group.relatoConformidade == null ? '' : group.relatoConformidade ? 'true' : 'false',
    idNormaAmbiental: orEmpty(group.idNormaAmbiental),
    tipoAmostragem: group.tipoAmostragem ?? '',
    idEmpresa: orEmpty(group.idEmpresa),
    idPessoaColetor: orEmpty(group.idPessoaColetor),
    rastreamento: tracking.kind === 'optional' && group[trackingFlagKey(tracking.product!)] === true,
    itens: group.itens.map(itemValues),
  };
}

/** The form values of a scheduled group the server answered (edit mode). */
export function fromView(view: SampleGroupView): ScheduleValues {
  return {
    idLaboratorio: orEmpty(view.idLaboratorio),
    idOrcamento: orEmpty(view.idOrcamento),
    idProgramaAmostra: orEmpty(view.idProgramaAmostra),
    idVarejo: orEmpty(view.idVarejo),
    idLocalAmostra: orEmpty(view.idLocalAmostra),
    dataAgendada: parseWireDate(view.dataAgendada),
    responsavelAmostraAmbiental: view.responsavelAmostraAmbiental ?? '',
    relatoConformidade: view.temConformidade == null ? '' : view.temConformidade ? 'true' : 'false',
    idNormaAmbiental: orEmpty(view.idNormaAmbiental),
    tipoAmostragem: view.tipoAmostragem ?? '',
    idEmpresa: view.idEmpresa,
    idPessoaColetor: orEmpty(view.idPessoaColetor),
    rastreamento: view.rastreamento,
    // a rejected item is no longer the group's to change: the writes leave it as it is (spec part B section 4)
    itens: view.itens
      .filter((item) => !isRejected(item))
      .map((item) => ({
        key: newItemKey(),
        idAmostra: item.idAmostra,
        idProduto: item.idProduto,
        idProdutoEmpresa: item.idProdutoEmpresa,
        idDistribuidor: item.idDistribuidor,
        observacao: item.observacao ?? '',
        codigoRastreamento: item.codigoRastreamento ?? null,
        isRecoleta: item.isRecoleta ?? false,
        idAmostraRecoletada: item.idAmostraRecoletada ?? null,
        codigoRecoletado: item.codigoRastreamentoRecoletado ?? null,
      })),
  };
}

/** Whether items pick a BAS product (traceable programs) or a company product. */
export const usesBasProduct = (values: ScheduleValues, programs: readonly ProgramaAmostra[]): boolean =>
  isTraceable(toGroup(values, programs));

/**
 * The request body: one entry per item, each carrying the group's values (spec part A section 7).
 * Only the product the program kind uses travels.
 */
export function toBody(
  values: ScheduleValues,
  programs: readonly ProgramaAmostra[],
  idAgrupador: string,
): SampleItemInput[] {
  const group = toGroup(values, programs);
  const bas = isTraceable(group);
  const optional = trackingKind(group.tipoRastreamento).kind === 'optional';
  const environmental = group.responsavelAmostraAmbiental != null || group.relatoConformidade != null;
  return values.itens.map((item) => ({
    idAgrupador,
    ...(item.idAmostra != null ? { idAmostra: item.idAmostra } : {}),
    idLaboratorio: group.laboratorio?.idLaboratorio ?? null,
    idEmpresa: group.idEmpresa,
    idProgramaAmostra: group.programaAmostra?.idProgramaAmostra ?? null,
    idLocalAmostra: idOrNull(values.idLocalAmostra),
    idPessoaColetor: group.idPessoaColetor,
    idVarejo: group.varejo?.idVarejo ?? null,
    dataAgendada: group.dataAgendada,
    infoLaboratorio: { idOrcamento: group.orcamento?.idOrcamento ?? null },
    ...(environmental
      ? {
          responsavelAmostraAmbiental: group.responsavelAmostraAmbiental,
          temConformidade: group.relatoConformidade,
          idNormaAmbiental: group.relatoConformidade ? group.idNormaAmbiental : null,
          tipoAmostragem: group.tipoAmostragem,
        }
      : {}),
    ...(optional ? { rastreamento: values.rastreamento } : {}),
    idProduto: bas ? item.idProduto : null,
    idProdutoEmpresa: bas ? null : item.idProdutoEmpresa,
    idDistribuidor: item.idDistribuidor,
    observacao: blankToNull(item.observacao)?.slice(0, LIMITS.observacao) ?? null,
    codigoRastreamento: item.codigoRastreamento ?? null,
    // a recollection names its earlier sample (the server sets isRecoleta from it)
    isRecoleta: item.idAmostraRecoletada != null,
    idAmostraRecoletada: item.idAmostraRecoletada ?? null,
  }));
}

/** Domain rule paths (laboratorio, itens.0.idProduto...) and wire paths (idLaboratorio, 0.observacao...) → form fields. */
const GROUP_FIELDS: Record<string, ScheduleField> = {
  laboratorio: 'idLaboratorio',
  idLaboratorio: 'idLaboratorio',
  orcamento: 'idOrcamento',
  idOrcamento: 'idOrcamento',
  'infoLaboratorio.idOrcamento': 'idOrcamento',
  programaAmostra: 'idProgramaAmostra',
  idProgramaAmostra: 'idProgramaAmostra',
  varejo: 'idVarejo',
  idVarejo: 'idVarejo',
  localAmostra: 'idLocalAmostra',
  idLocalAmostra: 'idLocalAmostra',
  dataAgendada: 'dataAgendada',
  responsavelAmostraAmbiental: 'responsavelAmostraAmbiental',
  relatoConformidade: 'relatoConformidade',
  temConformidade: 'relatoConformidade',
  idNormaAmbiental: 'idNormaAmbiental',
  normaAmbiental: 'idNormaAmbiental',
  tipoAmostragem: 'tipoAmostragem',
  idEmpresa: 'idEmpresa',
  empresaColetora: 'idEmpresa',
  idPessoaColetor: 'idPessoaColetor',
  pessoaColetora: 'idPessoaColetor',
  rastreamento: 'rastreamento',
};
const ITEM_FIELDS = ['idProduto', 'idProdutoEmpresa', 'idDistribuidor', 'observacao', 'idAmostraRecoletada'] as const;

/** The form field an error path names: a group field, an item field, 'itens' (the list), or null. */
export function fieldOfPath(path: string): string | null {
  const parts = path.split('.').filter(Boolean);
  if (parts[0] === 'itens' && parts.length === 1) return 'itens';
  // 'itens.0.x' (domain) or '0.x' (schema)
  const rest = parts[0] === 'itens' ? parts.slice(1) : parts;
  if (rest.length >= 2 && /^\d+$/.test(rest[0]!)) {
    const field = rest.slice(1).join('.');
    if (GROUP_FIELDS[field]) return GROUP_FIELDS[field];
    if ((ITEM_FIELDS as readonly string[]).includes(field)) return `itens.${rest[0]}.${field}`;
    if (field === 'nomeProduto') return `itens.${rest[0]}.idProduto`;
    if (field === 'isRecoleta') return `itens.${rest[0]}.idAmostraRecoletada`;
    return null;
  }
  return GROUP_FIELDS[parts.join('.')] ?? null;
}

export interface FormIssue {
  field: string;
  message: string;
}

/** The scheduling rules (schedulingIssues) on the form's values, mapped onto form fields. */
export function validateSchedule(
  values: ScheduleValues,
  programs: readonly ProgramaAmostra[],
  suppliers: readonly Pick<Empresa, 'idEmpresa' | 'usuarioPlataforma'>[] = [],
): FormIssue[] {
  const read = toGroup(values, programs);
  // whether a supplier uses the platform, as its list says; one the list does not know is the server's to check
  const uses = new Map(suppliers.map((e) => [e.idEmpresa, e.usuarioPlataforma]));
  const group = {
    ...read,
    itens: read.itens.map((it) => ({ ...it, usuarioPlataforma: uses.get(it.idDistribuidor ?? -1) ?? true })),
  };
  const bas = isTraceable(group);
  return schedulingIssues(group).flatMap((i) => {
    let field = fieldOfPath(i.path);
    // the company-product select stands for the product of a non-traceable item
    if (field?.endsWith('.idProduto') && !bas) field = field.replace(/idProduto$/, 'idProdutoEmpresa');
    return field ? [{ field, message: i.message }] : [];
  });
}
