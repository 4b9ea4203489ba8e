import { ENVIRONMENTAL_MATRIX_CATEGORY, ENVIRONMENTAL_PROGRAMS, LABS, PROGRAMS } from '../constants.ts';
import { CALLED_BY_MANAGEMENT, TIPO_RASTREAMENTO_PREFIX, type ActionScreen } from '../enums.ts';

/** Program kinds (part A section 1) and which fields each screen shows (sections 2 and 4). */

export type ProgramLike = number | { idProgramaAmostra: number } | null | undefined;
export type LabLike = number | { idLaboratorio: number } | null | undefined;

const programId = (p: ProgramLike) => (typeof p === 'number' ? p : p?.idProgramaAmostra);

export const isRama = (p: ProgramLike): boolean => programId(p) === PROGRAMS.rama;
export const isOwnProgram = (p: ProgramLike): boolean => programId(p) === PROGRAMS.own;
export function isEnvironmental(p: ProgramLike): boolean {
  const id = programId(p);
  return id != null && ENVIRONMENTAL_PROGRAMS.includes(id);
}
/** Lab 1 is the integrated main lab. */
export const isMainLab = (lab: LabLike): boolean =>
  (typeof lab === 'number' ? lab : lab?.idLaboratorio) === LABS.integrated;

/**
 * The tracker products an item of the program may take: the analysis matrices (environmental
 * matrices category) for an environmental program, the food products for the others. Products
 * in `keep` (those items already have) stay, so a saved choice still shows.
 */
export function productsForProgram<P extends { id: number; idCategoriaProduto?: number | null }>(
  products: readonly P[],
  program: ProgramLike,
  keep: readonly (number | null | undefined)[] = [],
): P[] {
  const matrices = isEnvironmental(program);
  return products.filter(
    (p) => (p.idCategoriaProduto === ENVIRONMENTAL_MATRIX_CATEGORY) === matrices || keep.includes(p.id),
  );
}

export type ProgramKind = 'rama' | 'environmental' | 'other';
/** With no program the screen behaves as for "others" (a sampling location is asked). */
export const programKind = (p: ProgramLike): ProgramKind =>
  isRama(p) ? 'rama' : isEnvironmental(p) ? 'environmental' : 'other';

export type TrackingKind = 'traceable' | 'optional' | 'none';
export interface Tracking {
  kind: TrackingKind;
  /** The {product} of rastreamento_{product} / opcional_{product}. */
  product?: string;
}

/** rastreamento_{product} → traceable, opcional_{product} → optional, anything else → none. */
export function trackingKind(tipoRastreamento: string | null | undefined): Tracking {
  for (const [kind, prefix] of [
    ['traceable', TIPO_RASTREAMENTO_PREFIX.required],
    ['optional', TIPO_RASTREAMENTO_PREFIX.optional],
  ] as const) {
    if (tipoRastreamento?.startsWith(prefix) && tipoRastreamento.length > prefix.length) {
      return { kind, product: tipoRastreamento.slice(prefix.length) };
    }
  }
  return { kind: 'none' };
}

/**
 * The group's flag `rastreamento{product}` (part A section 3) for an optional program. The spec
 * does not spell the separator; we use `rastreamento_{product}`, the tracking type the items
 * follow once the box is ticked.
 */
export type TrackingFlagKey = `${typeof TIPO_RASTREAMENTO_PREFIX.required}${string}`;
export const trackingFlagKey = (product: string): TrackingFlagKey => `${TIPO_RASTREAMENTO_PREFIX.required}${product}`;
export type TrackingFlags = { [flag: TrackingFlagKey]: boolean | undefined };

/** An optional program with its box ticked is traceable; unticked it is not. */
export function isTraceable(group: { tipoRastreamento?: string | null } & TrackingFlags): boolean {
  const t = trackingKind(group.tipoRastreamento);
  return t.kind === 'traceable' || (t.kind === 'optional' && group[trackingFlagKey(t.product!)] === true);
}

// ---------- which fields each screen shows ----------

/** Fields 1-16 of the collection registration screen (part A section 2). */
export const COLLECTION_FIELDS = [
  'laboratorio', // 1
  'empresaColetor', // 2
  'programaAmostra', // 3
  'orcamento', // 4
  'varejo', // 5
  'localAmostra', // 6 place select with "add new place"
  'localAmostraTexto', // 7 free-text location
  'cadastradoPor', // 8 read-only
  'dataColeta', // 9
  'responsavelColeta', // 10
  'responsavelAmostraAmbiental', // 11
  'pessoaColeta', // 12
  'relatoConformidade', // 13
  'normaAmbiental', // 14
  'rastreamentoOpcional', // 15
  'itens', // 16
] as const;
export type CollectionField = (typeof COLLECTION_FIELDS)[number];

const BY_KIND: Record<ProgramKind, readonly CollectionField[]> = {
  rama: ['varejo', 'localAmostra'],
  environmental: [
    'localAmostraTexto',
    'cadastradoPor',
    'responsavelAmostraAmbiental',
    'pessoaColeta',
    'relatoConformidade',
  ],
  other: ['localAmostra'],
};

export interface CollectionScreenState {
  actionScreen: ActionScreen;
  /** 'gerenciamento_amostra' when opened from sample management. */
  calledBy?: string | null;
  programa?: ProgramLike;
  tipoRastreamento?: string | null;
  relatoConformidade?: boolean | null;
}

/** The visible fields of the collection screen, in screen order. */
export function collectionFields(s: CollectionScreenState): CollectionField[] {
  const kind = programKind(s.programa);
  const visible: Record<CollectionField, boolean> = {
    laboratorio: s.actionScreen !== 'finalize',
    empresaColetor: s.actionScreen === 'save' && s.calledBy === CALLED_BY_MANAGEMENT,
    programaAmostra: s.actionScreen !== 'finalize',
    orcamento: true,
    varejo: false,
    localAmostra: false,
    localAmostraTexto: false,
    cadastradoPor: false,
    dataColeta: true,
    responsavelColeta: true,
    responsavelAmostraAmbiental: false,
    pessoaColeta: false,
    relatoConformidade: false,
    normaAmbiental: kind === 'environmental' && s.relatoConformidade === true,
    rastreamentoOpcional: s.actionScreen !== 'finalize' && trackingKind(s.tipoRastreamento).kind === 'optional',
    itens: true,
  };
  for (const f of BY_KIND[kind]) visible[f] = true;
  return COLLECTION_FIELDS.filter((f) => visible[f]);
}

/**
 * The fields the finalize screen asks, in screen order. The schedule's values stay (the summary
 * shows them); the collection date and responsible, the collection person of an environmental
 * group (field 12: the schedule has no such field, and only who collected can say) and the items
 * are filled in. So is the place of an environmental group whose schedule left it empty (optional
 * there): without it the collected group could never say where it was collected.
 */
export function finalizeFields(
  programa: ProgramLike,
  { placeScheduled = true }: { placeScheduled?: boolean } = {},
): CollectionField[] {
  const environmental = programKind(programa) === 'environmental';
  return COLLECTION_FIELDS.filter(
    (f) =>
      f === 'dataColeta' ||
      f === 'responsavelColeta' ||
      f === 'itens' ||
      (environmental && f === 'pessoaColeta') ||
      (environmental && !placeScheduled && f === 'localAmostraTexto'),
  );
}

/** The read-only summary of the finalize screen, in order. */
export const FINALIZE_SUMMARY = [
  'laboratorio',
  'orcamento',
  'programaAmostra',
  'localAmostra',
  'dataAgendada',
  'responsavelAmostraAmbiental',
  'relatoConformidade',
  'normaAmbiental',
  'tipoAmostragem',
  'nomeEmpresaColetora',
  'nomePessoaColetora',
  'varejo',
] as const;

/** Collection person (field 12): a list of lab people when the lab is responsible, free text otherwise. */
export const collectionPersonInput = (responsavel: string | null | undefined): 'list' | 'text' =>
  responsavel === 'agrosafety' ? 'list' : 'text';

/** View and finalize hide add and delete; an item can be deleted only while more than one exists. */
export function itemActions(actionScreen: ActionScreen, itemCount: number): { canAdd: boolean; canDelete: boolean } {
  const editable = actionScreen !== 'view' && actionScreen !== 'finalize';
  return { canAdd: editable, canDelete: editable && itemCount > 1 };
}

/** Save-for-later (draft) is hidden once the sample is collected. */
export const canSaveForLater = (situacao: string | null | undefined): boolean => situacao !== 'coletada';

/** Fields of the scheduling screen (part A section 2 "Scheduling screen"). */
export const SCHEDULING_FIELDS = [
  'laboratorio',
  'orcamento',
  'programaAmostra',
  'varejo',
  'localAmostra',
  'dataAgendada',
  'responsavelAmostraAmbiental',
  'relatoConformidade',
  'normaAmbiental',
  'tipoAmostragem',
  'empresaColetora',
  'pessoaColetora',
  'rastreamentoOpcional',
] as const;
export type SchedulingField = (typeof SCHEDULING_FIELDS)[number];

export function schedulingFields(s: Omit<CollectionScreenState, 'actionScreen' | 'calledBy'>): SchedulingField[] {
  const kind = programKind(s.programa);
  const env = kind === 'environmental';
  const hidden: Partial<Record<SchedulingField, boolean>> = {
    varejo: kind !== 'rama',
    // the place stays visible for environmental programs, only not required there
    responsavelAmostraAmbiental: !env,
    relatoConformidade: !env,
    normaAmbiental: !(env && s.relatoConformidade === true),
    tipoAmostragem: !env,
    rastreamentoOpcional: trackingKind(s.tipoRastreamento).kind !== 'optional',
  };
  return SCHEDULING_FIELDS.filter((f) => !hidden[f]);
}
