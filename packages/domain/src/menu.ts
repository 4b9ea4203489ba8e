import { FEATURES, hasFeature, type Feature } from './features.ts';

/**
 * The side menu and the bottom navigation, with the features each entry needs
 * (part A section 2 "Bottom navigation", part B section 2 "Side menu" and section 6).
 * Routes are those of part A section 2.
 */
export interface MenuEntry {
  id: string;
  labelKey: string;
  route?: string;
  features: readonly Feature[];
}
export interface MenuSection {
  id: string;
  labelKey: string;
  entries: readonly MenuEntry[];
}

export const ROUTES = {
  login: '/public/login',
  home: '/app/main',
  loadInit: (idScaUsuario: number | string) => `/app/main/load-init/${idScaUsuario}`,
  coletadaAdd: '/app/coleta/coletada/add',
  agendadaAdd: '/app/coleta/agendada/add/',
  historico: '/app/coleta/historico',
  listagem: '/app/amostra/list',
  gerenciamento: '/app/amostra-gerenciamento/list',
  laudoAdd: '/app/laudo/add',
  comunicacao: '/app/comunicacao',
  /** The edit and finalize screens of a group (part A section 2); the action is the screen's mode. */
  agendadaEdit: (idAgrupador: string) => `/app/coleta/agendada/edit/${encodeURIComponent(idAgrupador)}`,
  coletadaEdit: (idAgrupador: string, action: 'edit' | 'finalize' | 'view' = 'edit') =>
    `/app/coleta/coletada/edit/${encodeURIComponent(idAgrupador)}/${action}`,
  agendadaFinalize: (idAgrupador: string, action: 'finalize' | 'view' = 'finalize') =>
    `/app/coleta/agendada/finalize/${encodeURIComponent(idAgrupador)}/${action}`,
  /** The read-only views of a group (part B section 2). */
  agendadaView: (idAgrupador: string) => `/app/amostra/agendada/view/${encodeURIComponent(idAgrupador)}`,
  coletadaView: (idAgrupador: string) => `/app/amostra/coletada/view/${encodeURIComponent(idAgrupador)}`,
  /** Report detail of a sample (part B section 2: sample detail, feature laudo.visualizar). */
  laudoDetalhe: (idAmostra: number | string) => `/app/amostra/${idAmostra}/detalhes`,
  /** Report contestation (part B section 2: contest, answer or view contestation). */
  contestacao: (idLaudo: number | string) => `/app/amostra/contestacao/${idLaudo}`,
  /** Action plan resolution (part A section 2, part B section 2: feature avaliar). */
  planoAcao: (idAmostra: number | string, idPlanoAcao: number | string) =>
    `/app/amostra/${idAmostra}/planoAcao/${idPlanoAcao}`,
} as const;

export const SIDE_MENU: readonly MenuSection[] = [
  {
    id: 'coletas',
    labelKey: 'sara2g.ui.menu.coletas',
    entries: [
      {
        id: 'cadastrar_coleta',
        labelKey: 'sara2g.ui.menu.cadastrar_coleta',
        route: ROUTES.coletadaAdd,
        features: [FEATURES.amostraColetadaAdicionar],
      },
      {
        id: 'agendar_coleta',
        labelKey: 'sara2g.ui.menu.agendar_coleta',
        route: ROUTES.agendadaAdd,
        features: [FEATURES.amostraAgendadaAdicionar],
      },
      {
        id: 'historico',
        labelKey: 'sara2g.ui.menu.historico',
        route: ROUTES.historico,
        features: [FEATURES.historico],
      },
    ],
  },
  {
    id: 'amostras',
    labelKey: 'sara2g.ui.menu.amostras',
    entries: [
      { id: 'listagem', labelKey: 'sara2g.ui.menu.listagem', route: ROUTES.listagem, features: [FEATURES.listagem] },
      {
        id: 'gerenciamento',
        labelKey: 'sara2g.ui.menu.gerenciamento',
        route: ROUTES.gerenciamento,
        features: [FEATURES.amostraGerenciamento],
      },
    ],
  },
  {
    id: 'laudos',
    labelKey: 'sara2g.ui.menu.laudos',
    entries: [
      {
        id: 'cadastrar_laudo',
        labelKey: 'sara2g.ui.menu.cadastrar_laudo',
        route: ROUTES.laudoAdd,
        features: [FEATURES.laudoAdicionar],
      },
    ],
  },
  {
    id: 'configuracoes',
    labelKey: 'sara2g.ui.menu.configuracoes',
    entries: [
      {
        id: 'comunicacao',
        labelKey: 'sara2g.ui.menu.comunicacao',
        route: ROUTES.comunicacao,
        features: [FEATURES.configuracoesComunicacao],
      },
    ],
  },
  {
    id: 'integracoes',
    labelKey: 'sara2g.ui.menu.integracoes',
    // an action, not a route: sends the integrated lab's samples of the last 7 days
    entries: [
      {
        id: 'enviar_laboratorio',
        labelKey: 'sara2g.ui.menu.enviar_laboratorio',
        features: [FEATURES.amostraGerenciamento],
      },
    ],
  },
];

export const BOTTOM_NAV: readonly MenuEntry[] = [
  {
    id: 'agendada',
    labelKey: 'sara2g.ui.nav.agendada',
    route: ROUTES.agendadaAdd,
    features: [FEATURES.amostraAgendadaAdicionar],
  },
  {
    id: 'coletada',
    labelKey: 'sara2g.ui.nav.coletada',
    route: ROUTES.coletadaAdd,
    features: [FEATURES.amostraColetadaAdicionar],
  },
  // history for whoever has it, otherwise the sample list (visibleBottomNav)
  {
    id: 'historico',
    labelKey: 'sara2g.ui.nav.historico',
    route: ROUTES.historico,
    features: [FEATURES.historico, FEATURES.listagem],
  },
  {
    id: 'gerenciamento',
    labelKey: 'sara2g.ui.nav.gerenciamento',
    route: ROUTES.gerenciamento,
    features: [FEATURES.amostraGerenciamento],
  },
  { id: 'sair', labelKey: 'sara2g.ui.nav.sair', route: ROUTES.login, features: [] },
];

/** The menu sections a user sees: entries lacking a feature are hidden, empty sections too. */
export function visibleSideMenu(userFeatures: Iterable<string>): MenuSection[] {
  const held = new Set(userFeatures);
  return SIDE_MENU.map((s) => ({ ...s, entries: s.entries.filter((e) => hasFeature(held, e.features)) })).filter(
    (s) => s.entries.length > 0,
  );
}

/**
 * The bottom navigation a user sees: entries lacking a feature are hidden; the history item opens the
 * history for who has it, otherwise the sample list, named and drawn as such ('Amostras').
 */
export function visibleBottomNav(userFeatures: Iterable<string>): MenuEntry[] {
  const held = new Set(userFeatures);
  return BOTTOM_NAV.filter((e) => hasFeature(held, e.features)).map((e) =>
    e.id === 'historico' && !hasFeature(held, [FEATURES.historico])
      ? { ...e, id: 'listagem', labelKey: 'sara2g.ui.nav.listagem', route: ROUTES.listagem }
      : e,
  );
}
