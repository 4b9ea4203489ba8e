/**
 * Feature (permission) ids of SARA, system 59 (spec part A section 6, part B section 6).
 * `sara.admin` passes every check; a check with a list passes when any one matches.
 */
export const FEATURES = {
  admin: 'sara.admin',
  // profiles
  perfilAmostrador: 'perfil.amostrador',
  perfilFornecedor: 'perfil.fornecedor',
  perfilVarejo: 'perfil.varejo',
  perfilGerenciamento: 'perfil.gerenciamento',
  // samples
  amostraAgendadaAdicionar: 'amostraAgendada.adicionar',
  amostraAgendadaFinalizar: 'amostraAgendada.finalizar',
  amostraAgendadaEditar: 'amostraAgendada.editar',
  amostraColetadaAdicionar: 'amostraColetada.adicionar',
  amostraColetadaEditar: 'amostraColetada.editar',
  amostraAdicionar: 'amostra.adicionar',
  amostraExcluir: 'amostra.excluir',
  amostraVisualizar: 'amostra.visualizar',
  amostraGerenciamento: 'amostra.gerenciamento',
  amostraListagemAdmin: 'amostra.listagem.admin',
  historico: 'historico',
  listagem: 'listagem',
  // reports, contestations, action plans
  laudoVisualizar: 'laudo.visualizar',
  laudoAdicionar: 'laudo.adicionar',
  contestar: 'contestar',
  responderContestacao: 'responderContestacao',
  visualizarContestacao: 'visualizarContestacao',
  planoAcaoAdicionar: 'planoAcao.adicionar',
  avaliar: 'avaliar',
  visualizar: 'visualizar',
  // settings
  configuracoesComunicacao: 'configuracoes.comunicacao',
} as const;

export type Feature = (typeof FEATURES)[keyof typeof FEATURES];

/** The features that open each edit screen: the web's route gates, and the management table's Edit. */
export const EDIT_SCREEN_FEATURES = {
  coletada: [FEATURES.amostraColetadaEditar, FEATURES.amostraColetadaAdicionar],
  agendada: [FEATURES.amostraAgendadaEditar, FEATURES.amostraAgendadaAdicionar],
} as const satisfies Record<string, readonly Feature[]>;
/**
 * Who registers a collection, and so saves, reads back and finishes their drafts (spec part A
 * section 7: POST /api/v1/amostras beside /coletadas takes amostra.adicionar too).
 */
export const DRAFT_FEATURES: readonly Feature[] = [FEATURES.amostraColetadaAdicionar, FEATURES.amostraAdicionar];
/** Who opens a sample form (the collection, scheduling and finalize screens, to add or edit). */
export const SAMPLE_FORM_FEATURES: readonly Feature[] = [
  ...DRAFT_FEATURES,
  FEATURES.amostraColetadaEditar,
  FEATURES.amostraAgendadaAdicionar,
  FEATURES.amostraAgendadaEditar,
  FEATURES.amostraAgendadaFinalizar,
  FEATURES.amostraGerenciamento,
];
/**
 * Who registers places and company products: whoever opens a screen with their add buttons (the
 * sample forms). The company rule still applies.
 */
export const PLACE_WRITER_FEATURES: readonly Feature[] = SAMPLE_FORM_FEATURES;
/** Who lists the places of every company, not only their own (part A section 6). */
export const ALL_PLACES_FEATURES: readonly Feature[] = [
  FEATURES.amostraGerenciamento,
  FEATURES.amostraAgendadaFinalizar,
];
export const ALL_FEATURES: readonly Feature[] = Object.values(FEATURES);

/** Human names of each feature (pt-BR, en, es), seeded into the access service. */
export const FEATURE_NAMES: Record<Feature, [string, string, string]> = {
  'sara.admin': ['Administrador do SARA', 'SARA administrator', 'Administrador de SARA'],
  'perfil.amostrador': ['Perfil amostrador', 'Sampler profile', 'Perfil muestreador'],
  'perfil.fornecedor': ['Perfil fornecedor', 'Supplier profile', 'Perfil proveedor'],
  'perfil.varejo': ['Perfil varejo', 'Retail profile', 'Perfil minorista'],
  'perfil.gerenciamento': ['Perfil gerenciamento', 'Management profile', 'Perfil gestión'],
  'amostraAgendada.adicionar': ['Agendar coleta', 'Schedule collection', 'Programar recolección'],
  'amostraAgendada.finalizar': ['Finalizar agendamento', 'Finalize schedule', 'Finalizar programación'],
  'amostraAgendada.editar': ['Editar amostra agendada', 'Edit scheduled sample', 'Editar muestra programada'],
  'amostraColetada.adicionar': ['Cadastrar coleta', 'Register collection', 'Registrar recolección'],
  'amostraColetada.editar': ['Editar amostra coletada', 'Edit collected sample', 'Editar muestra recolectada'],
  'amostra.adicionar': ['Adicionar amostra', 'Add sample', 'Agregar muestra'],
  'amostra.excluir': ['Excluir amostra', 'Delete sample', 'Eliminar muestra'],
  'amostra.visualizar': ['Visualizar amostra', 'View sample', 'Ver muestra'],
  'amostra.gerenciamento': ['Gerenciamento de amostras', 'Sample management', 'Gestión de muestras'],
  'amostra.listagem.admin': ['Listagem de todas as amostras', 'List all samples', 'Listado de todas las muestras'],
  historico: ['Histórico de coletas', 'Collection history', 'Historial de recolecciones'],
  listagem: ['Listagem de amostras', 'Sample list', 'Listado de muestras'],
  'laudo.visualizar': ['Visualizar laudo', 'View report', 'Ver informe'],
  'laudo.adicionar': ['Cadastrar laudo', 'Upload report', 'Registrar informe'],
  contestar: ['Contestar laudo', 'Contest report', 'Impugnar informe'],
  responderContestacao: ['Responder contestação', 'Answer contestation', 'Responder impugnación'],
  visualizarContestacao: ['Visualizar contestação', 'View contestation', 'Ver impugnación'],
  'planoAcao.adicionar': ['Elaborar plano de ação', 'Write action plan', 'Elaborar plan de acción'],
  avaliar: ['Avaliar plano de ação', 'Evaluate action plan', 'Evaluar plan de acción'],
  visualizar: ['Visualizar plano de ação', 'View action plan', 'Ver plan de acción'],
  'configuracoes.comunicacao': [
    'Configurações de comunicação',
    'Notification settings',
    'Configuración de notificaciones',
  ],
};

/** True when the user holds `sara.admin` or any of the required features (an empty list always passes). */
/** A report awaiting the internal team's approval (part B section 4). */
export const AWAITING_INTERNAL_APPROVAL = 'LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA';

/**
 * Whether a user is given the report PDF of a sample in `statusSistema`: management always; who may
 * view reports once the internal team has approved it (part B sections 4 and 6). The history, the
 * lists, the report versions and the file download all follow it.
 */
export function reportFileShown(userFeatures: Iterable<string>, statusSistema: string | null | undefined): boolean {
  if (hasFeature(userFeatures, [FEATURES.amostraGerenciamento])) return true;
  return hasFeature(userFeatures, [FEATURES.laudoVisualizar]) && statusSistema !== AWAITING_INTERNAL_APPROVAL;
}

/**
 * A report the internal team refused (laudo.status reprovado) puts its sample back to 'new' until the
 * lab sends a corrected one (docs/state-machines.md): it is withheld from everyone but management, as a
 * report awaiting that team is, and more: its number, date and result too, since for them there is no
 * report yet.
 */
export function refusedReportHidden(userFeatures: Iterable<string>, statusLaudo: string | null | undefined): boolean {
  return statusLaudo === 'reprovado' && !hasFeature(userFeatures, [FEATURES.amostraGerenciamento]);
}

/**
 * Whether items awaiting the internal team's approval are hidden from the user: suppliers never see
 * them (part B section 4). The profile itself is checked, not hasFeature, so sara.admin is not caught.
 */
export function hidesAwaitingInternal(userFeatures: Iterable<string>): boolean {
  return [...userFeatures].includes(FEATURES.perfilFornecedor);
}

export function hasFeature(userFeatures: Iterable<string>, required: Feature | readonly Feature[]): boolean {
  const held = userFeatures instanceof Set ? (userFeatures as Set<string>) : new Set(userFeatures);
  if (held.has(FEATURES.admin)) return true;
  const list = typeof required === 'string' ? [required] : required;
  if (list.length === 0) return true;
  return list.some((f) => held.has(f));
}

/**
 * Whether the user is a sampler: holds the profile perfil.amostrador. A rule that hides something
 * "for samplers" (part B section 6) asks this, whatever else the user holds; sara.admin passes
 * every check, so it never loses a screen or a filter to a profile it does not have.
 */
export function isSampler(userFeatures: Iterable<string>): boolean {
  const held = userFeatures instanceof Set ? (userFeatures as Set<string>) : new Set(userFeatures);
  return held.has(FEATURES.perfilAmostrador) && !held.has(FEATURES.admin);
}
