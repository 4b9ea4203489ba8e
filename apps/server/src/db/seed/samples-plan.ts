import { LABS, PROGRAMS } from '@sara/domain/constants';
import type { MotivoColetaNaoRealizada, ResultadoLaudo } from '@sara/domain/enums';
import type { DEMO_PRODUTO } from './demo-ids.ts';
import {
  DEMO_EMPRESA as E,
  DEMO_LOCAL as L,
  DEMO_NORMA,
  DEMO_ORCAMENTO as O,
  DEMO_PESSOA as P,
  DEMO_PRODUTO_EMPRESA as PE,
  DEMO_VAREJO as V,
} from './demo-ids.ts';

/**
 * The demo sample groups, as a readable plan: each item names the outcome it reaches, and
 * samples.ts writes the rows (group, items, tracking, photos, reports, plans, contestations,
 * status history) that lead there. Days are relative to today (negative: past).
 */
export type Outcome =
  /** draft (situacao rascunho, finalizado false, no statusSistema) */
  | 'rascunho'
  /** AMOSTRA_AGENDADA */
  | 'agendada'
  /** AMOSTRA_NOVA */
  | 'nova'
  /** AMOSTRA_NOVA with coletaRealizada false and reasons */
  | 'nao_realizada'
  /** AMOSTRA_REJEITADA after collection */
  | 'rejeitada'
  /** AMOSTRA_REJEITADA while scheduled (never collected) */
  | 'rejeitada_agendada'
  /** LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA, report aguardando_aprovacao */
  | 'aguardando'
  /** the internal team rejected the report: back to AMOSTRA_NOVA, waiting for the lab's new revision */
  | 'laudo_reprovado'
  /** LAUDO_SEM_PROBLEMA */
  | 'sem_problema'
  /** LAUDO_SEM_PROBLEMA with two report revisions (the lab corrected its report) */
  | 'revisao_dupla'
  /** LAUDO_EM_PLANO_DE_ACAO, draft plan v1 within its deadline */
  | 'plano'
  /** LAUDO_EM_PLANO_DE_ACAO_EM_ATRASO, draft plan v1 past its deadline */
  | 'plano_atraso'
  /** AGUARDANDO_APROVACA_DO_PLANO_DE_ACAO, plan v1 finalised, retail evaluation pending */
  | 'plano_aguardando'
  /** LAUDO_EM_PLANO_DE_ACAO_FINALIZADO: v1 rejected by retail, v2 approved */
  | 'plano_finalizado'
  /** LAUDO_EM_PLANO_DE_ACAO_FINALIZADO: v1 approved */
  | 'plano_finalizado_v1'
  /** LAUDO_EM_PLANO_DE_ACAO after retail rejected v1: v2 is a draft */
  | 'plano_reprovado'
  /** LAUDO_CONTESTADO: open contestation with the supplier's finalised message */
  | 'contestado'
  /** LAUDO_EM_PLANO_DE_ACAO with a contestation whose message is still a draft */
  | 'contestacao_rascunho'
  /** contestation accepted: a second report revision, LAUDO_SEM_PROBLEMA */
  | 'contestacao_procedente'
  /** contestation refused: back to LAUDO_EM_PLANO_DE_ACAO */
  | 'contestacao_improcedente';

export type ProdutoKey = keyof typeof DEMO_PRODUTO;

export interface ItemPlan {
  outcome: Outcome;
  /** BAS product (tracked and environmental items). */
  produto?: ProdutoKey;
  /** Company product (items without tracking). */
  produtoEmpresa?: number;
  /** Supplier (idDistribuidor). */
  fornecedor?: number;
  /** Report result of the current revision. */
  resultado?: ResultadoLaudo;
  motivos?: MotivoColetaNaoRealizada[];
  /** Recollection of item `index` of group `grupo`. */
  recoletaDe?: { grupo: number; item: number };
  /** Processed product with one input (PP260002). */
  processado?: boolean;
}

export interface AmbientalPlan {
  responsavel: 'agrosafety' | 'cliente';
  temConformidade: boolean;
  norma?: number;
  local: string;
  tipoAmostragem: string;
}

export interface GroupPlan {
  /** The group's number in this plan: idAgrupador is demoAgrupadorId(n). */
  n: number;
  programa: number;
  lab: number;
  orcamento: number | null;
  /** idPessoaColetor (null: free-text collector, environmental sampling by the customer). */
  coletor: number | null;
  /** idPessoaCadastrante: amostrador registers her company's visits; gestor those made from management. */
  cadastrante: number;
  empresa: number;
  local?: number;
  varejo?: number;
  day: number;
  hour: number;
  /** A collected group that was scheduled first (has dataAgendada). */
  agendadaAntes?: boolean;
  /** Trace-alongside ticked (optional-traceability program). */
  rastreamento?: boolean;
  ambiental?: AmbientalPlan;
  responsavelColeta?: string;
  itens: ItemPlan[];
}

const RAMA = PROGRAMS.rama;
const STD = PROGRAMS.standard;
const OWN = PROGRAMS.own;
const WATER = PROGRAMS.environmentalWater;
const SOIL = PROGRAMS.environmentalSoil;
const A = P.amostrador;
const G = P.gestor;
const F3 = E.fornecedor;
const F6 = E.fornecedorSerra;
const F7 = E.cooperativa;

/** ramaGroup: lab 1 with the RAMA budget, registered by the amostrador unless another collector is named. */
const rama = (
  n: number,
  day: number,
  local: number,
  varejo: number,
  itens: ItemPlan[],
  extra: Partial<GroupPlan> = {},
): GroupPlan => ({
  n,
  programa: RAMA,
  lab: LABS.integrated,
  orcamento: O.rama,
  coletor: A,
  cadastrante: A,
  empresa: E.coletora,
  local,
  varejo,
  day,
  hour: 8 + (n % 6),
  itens,
  ...extra,
});
const byGestor = (
  coletor: number,
  empresa: number = E.coletora,
): Pick<GroupPlan, 'coletor' | 'cadastrante' | 'empresa'> => ({
  coletor,
  cadastrante: G,
  empresa,
});

export const GROUPS: GroupPlan[] = [
  // Scheduled visits
  rama(1, 2, L.bomPrecoPinheiros, V.bomPreco, [
    { outcome: 'agendada', produto: 'tomate', fornecedor: F3 },
    { outcome: 'agendada', produto: 'alface', fornecedor: F3 },
  ]),
  rama(2, 5, L.solCuritiba, V.redeSol, [{ outcome: 'agendada', produto: 'morango', fornecedor: F6 }]),
  {
    n: 3,
    programa: STD,
    lab: LABS.integrated,
    orcamento: O.hortifruti,
    coletor: A,
    cadastrante: A,
    empresa: E.coletora,
    local: L.ceagesp,
    day: 1,
    hour: 7,
    rastreamento: true,
    itens: [
      { outcome: 'agendada', produto: 'batata', fornecedor: F7 },
      { outcome: 'agendada', produto: 'cenoura', fornecedor: F3 },
      { outcome: 'agendada', produto: 'tomate', fornecedor: F7 },
    ],
  },
  {
    n: 4,
    programa: OWN,
    lab: LABS.integrated,
    orcamento: O.proprioColetaCampo,
    ...byGestor(P.carlos),
    local: L.packingMogi,
    day: 7,
    hour: 9,
    itens: [{ outcome: 'agendada', produtoEmpresa: PE.tomateItaliano }],
  },
  {
    n: 5,
    programa: WATER,
    lab: LABS.integrated,
    orcamento: O.ambiental,
    coletor: P.helena,
    cadastrante: A,
    empresa: E.coletora,
    day: 3,
    hour: 8,
    ambiental: {
      responsavel: 'agrosafety',
      temConformidade: true,
      norma: DEMO_NORMA.conama357,
      local: 'Captação do Rio Atibaia - ponto P1 (Atibaia/SP)',
      tipoAmostragem: 'Simples',
    },
    itens: [{ outcome: 'agendada', produto: 'aguaSuperficial' }],
  },
  {
    n: 6,
    programa: SOIL,
    lab: LABS.external5,
    orcamento: O.lab5Solo,
    ...byGestor(P.juliana),
    day: 10,
    hour: 10,
    responsavelColeta: 'Eng. agr. Paulo Henrique (cliente)',
    ambiental: {
      responsavel: 'cliente',
      temConformidade: false,
      local: 'Fazenda Santa Helena - talhões 3 e 4 (Vacaria/RS)',
      tipoAmostragem: 'Composta',
    },
    itens: [
      { outcome: 'agendada', produto: 'soloAgricola' },
      { outcome: 'agendada', produto: 'sedimento' },
    ],
  },
  rama(7, 14, L.bomPrecoCampinas, V.bomPreco, [
    { outcome: 'agendada', produto: 'maca', fornecedor: F3, recoletaDe: { grupo: 40, item: 0 } },
  ]),
  {
    n: 8,
    programa: STD,
    lab: LABS.others,
    orcamento: null,
    ...byGestor(P.roberto, E.coletoraNordeste),
    local: L.feiraBrasilia,
    day: 4,
    hour: 6,
    itens: [{ outcome: 'agendada', produtoEmpresa: PE.mangaTommy }],
  },
  rama(9, -1, L.bomPrecoPinheiros, V.bomPreco, [{ outcome: 'agendada', produto: 'morango', fornecedor: F3 }]),

  // Drafts
  rama(10, 0, L.bomPrecoPinheiros, V.bomPreco, [
    { outcome: 'rascunho', produto: 'tomate', fornecedor: F3 },
    { outcome: 'rascunho', produto: 'alface', fornecedor: F3 },
  ]),
  {
    n: 11,
    programa: STD,
    lab: LABS.integrated,
    orcamento: O.hortifruti,
    ...byGestor(P.juliana),
    local: L.ceasaContagem,
    day: -2,
    hour: 14,
    itens: [{ outcome: 'rascunho', produtoEmpresa: PE.batataLavada }],
  },

  // Collected, no report yet
  rama(
    12,
    -1,
    L.bomPrecoPinheiros,
    V.bomPreco,
    [
      { outcome: 'nova', produto: 'tomate', fornecedor: F3 },
      { outcome: 'nova', produto: 'pimentao', fornecedor: F3 },
    ],
    { agendadaAntes: true },
  ),
  rama(13, -3, L.solCuritiba, V.redeSol, [
    { outcome: 'nova', produto: 'morango', fornecedor: F6 },
    { outcome: 'nao_realizada', produto: 'uva', fornecedor: F6, motivos: ['falta_produto', 'produto_sem_quantidade'] },
  ]),
  {
    n: 14,
    programa: STD,
    lab: LABS.integrated,
    orcamento: O.hortifruti,
    ...byGestor(P.carlos),
    local: L.ceagesp,
    day: -2,
    hour: 6,
    rastreamento: true,
    itens: [
      { outcome: 'nova', produto: 'batata', fornecedor: F7 },
      { outcome: 'nao_realizada', produto: 'cebola', fornecedor: F7, motivos: ['falta_produto_com_rastreabilidade'] },
    ],
  },
  {
    n: 15,
    programa: OWN,
    lab: LABS.integrated,
    orcamento: O.proprioColetaCampo,
    ...byGestor(P.juliana),
    local: L.packingMogi,
    day: -4,
    hour: 10,
    itens: [
      { outcome: 'nova', produtoEmpresa: PE.morangoBandeja },
      { outcome: 'nao_realizada', produtoEmpresa: PE.alfaceCrespa, motivos: ['produto_em_condicao_inadequada'] },
    ],
  },
  rama(16, -5, L.bomPrecoPinheiros, V.bomPreco, [
    { outcome: 'nova', produto: 'morango', fornecedor: F3, recoletaDe: { grupo: 38, item: 0 } },
  ]),
  {
    n: 17,
    programa: WATER,
    lab: LABS.integrated,
    orcamento: O.ambiental,
    coletor: P.helena,
    cadastrante: A,
    empresa: E.coletora,
    day: -2,
    hour: 9,
    ambiental: {
      responsavel: 'agrosafety',
      temConformidade: true,
      norma: DEMO_NORMA.conama357,
      local: 'Represa Jaguari - ponto P2 (Bragança Paulista/SP)',
      tipoAmostragem: 'Simples',
    },
    itens: [{ outcome: 'nova', produto: 'aguaSuperficial' }],
  },
  {
    n: 45,
    programa: WATER,
    lab: LABS.others,
    orcamento: null,
    coletor: null,
    cadastrante: G,
    empresa: E.coletoraNordeste,
    day: -7,
    hour: 7,
    responsavelColeta: 'Antônio Carlos Souza (zelador)',
    ambiental: {
      responsavel: 'cliente',
      temConformidade: true,
      norma: DEMO_NORMA.portaria888,
      local: 'Reservatório do Condomínio Mar Azul (Recife/PE)',
      tipoAmostragem: 'Simples',
    },
    itens: [{ outcome: 'nova', produto: 'aguaConsumo' }],
  },

  // Rejected
  rama(18, -6, L.bomPrecoPinheiros, V.bomPreco, [
    { outcome: 'rejeitada', produto: 'tomate', fornecedor: F3 },
    { outcome: 'nova', produto: 'alface', fornecedor: F3 },
  ]),
  {
    n: 19,
    programa: STD,
    lab: LABS.integrated,
    orcamento: O.hortifruti,
    ...byGestor(P.carlos),
    local: L.ceagesp,
    day: -8,
    hour: 6,
    rastreamento: true,
    itens: [{ outcome: 'rejeitada_agendada', produto: 'tomate', fornecedor: F7 }],
  },

  // Report awaiting the internal team
  rama(
    20,
    -9,
    L.bomPrecoPinheiros,
    V.bomPreco,
    [
      { outcome: 'aguardando', produto: 'tomate', fornecedor: F3, resultado: 'satisfatorio' },
      { outcome: 'aguardando', produto: 'morango', fornecedor: F3, resultado: 'insatisfatorio' },
    ],
    { agendadaAntes: true },
  ),
  {
    n: 21,
    programa: STD,
    lab: LABS.integrated,
    orcamento: O.hortifruti,
    ...byGestor(P.juliana),
    local: L.cdValeVerde,
    day: -10,
    hour: 11,
    rastreamento: true,
    itens: [
      { outcome: 'aguardando', produto: 'polpaMorango', fornecedor: F3, resultado: 'satisfatorio', processado: true },
    ],
  },
  {
    n: 22,
    programa: SOIL,
    lab: LABS.external5,
    orcamento: O.lab5Solo,
    coletor: P.marcos,
    cadastrante: A,
    empresa: E.coletora,
    day: -12,
    hour: 9,
    ambiental: {
      responsavel: 'agrosafety',
      temConformidade: true,
      norma: DEMO_NORMA.conama420,
      local: 'Área de plantio de soja - gleba 7 (Cascavel/PR)',
      tipoAmostragem: 'Composta',
    },
    itens: [{ outcome: 'aguardando', produto: 'soloAgricola', resultado: 'nao_disponivel' }],
  },
  {
    n: 46,
    programa: STD,
    lab: LABS.external4,
    orcamento: O.lab4Nordeste,
    ...byGestor(P.roberto, E.coletoraNordeste),
    local: L.paoECiaRecife,
    day: -12,
    hour: 8,
    itens: [{ outcome: 'aguardando', produtoEmpresa: PE.mangaTommy, resultado: 'insatisfatorio' }],
  },
  rama(
    23,
    -14,
    L.solCuritiba,
    V.redeSol,
    [
      { outcome: 'laudo_reprovado', produto: 'alface', fornecedor: F6, resultado: 'satisfatorio' },
      { outcome: 'sem_problema', produto: 'tomate', fornecedor: F6, resultado: 'satisfatorio' },
    ],
    byGestor(P.carlos),
  ),

  // Reports without problems
  rama(
    24,
    -15,
    L.bomPrecoPinheiros,
    V.bomPreco,
    [
      { outcome: 'sem_problema', produto: 'tomate', fornecedor: F3, resultado: 'satisfatorio' },
      { outcome: 'sem_problema', produto: 'alface', fornecedor: F3, resultado: 'satisfatorio' },
      { outcome: 'sem_problema', produto: 'batata', fornecedor: F3, resultado: 'satisfatorio' },
    ],
    { agendadaAntes: true },
  ),
  rama(25, -20, L.bomPrecoCampinas, V.bomPreco, [
    { outcome: 'sem_problema', produto: 'maca', fornecedor: F3, resultado: 'satisfatorio' },
    { outcome: 'sem_problema', produto: 'banana', fornecedor: F6, resultado: 'satisfatorio' },
  ]),
  {
    n: 26,
    programa: STD,
    lab: LABS.external3,
    orcamento: O.lab3,
    ...byGestor(P.carlos),
    local: L.ceagesp,
    day: -18,
    hour: 6,
    rastreamento: true,
    itens: [{ outcome: 'sem_problema', produto: 'laranja', fornecedor: F7, resultado: 'satisfatorio' }],
  },
  {
    n: 27,
    programa: OWN,
    lab: LABS.external4,
    orcamento: null,
    ...byGestor(P.juliana),
    local: L.fazendaSantaHelena,
    day: -25,
    hour: 10,
    itens: [
      { outcome: 'sem_problema', produtoEmpresa: PE.tomateItaliano, resultado: 'satisfatorio' },
      { outcome: 'sem_problema', produtoEmpresa: PE.pimentaoVerde, resultado: 'satisfatorio' },
    ],
  },
  {
    n: 28,
    programa: WATER,
    lab: LABS.integrated,
    orcamento: O.ambiental,
    coletor: P.helena,
    cadastrante: A,
    empresa: E.coletora,
    day: -30,
    hour: 8,
    ambiental: {
      responsavel: 'agrosafety',
      temConformidade: true,
      norma: DEMO_NORMA.conama396,
      local: 'Poço artesiano PA-02 - Sítio Boa Vista (Ibiúna/SP)',
      tipoAmostragem: 'Simples',
    },
    itens: [{ outcome: 'sem_problema', produto: 'aguaSubterranea', resultado: 'disponivel' }],
  },
  {
    n: 29,
    programa: SOIL,
    lab: LABS.external5,
    orcamento: O.lab5Solo,
    coletor: P.marcos,
    cadastrante: A,
    empresa: E.coletora,
    day: -35,
    hour: 9,
    ambiental: {
      responsavel: 'agrosafety',
      temConformidade: false,
      local: 'Pomar de maçãs - quadras 2 e 5 (Vacaria/RS)',
      tipoAmostragem: 'Composta',
    },
    itens: [
      { outcome: 'sem_problema', produto: 'soloAgricola', resultado: 'disponivel' },
      // an environmental report the lab corrected: My samples asks which versions to download
      { outcome: 'revisao_dupla', produto: 'soloAgricola', resultado: 'disponivel' },
    ],
  },
  {
    n: 30,
    programa: STD,
    lab: LABS.external6,
    orcamento: O.lab6,
    ...byGestor(P.roberto, E.coletoraNordeste),
    local: L.feiraBrasilia,
    day: -22,
    hour: 7,
    itens: [{ outcome: 'sem_problema', produtoEmpresa: PE.uvaItalia, resultado: 'satisfatorio' }],
  },
  rama(31, -40, L.solCuritiba, V.redeSol, [
    { outcome: 'sem_problema', produto: 'tomate', fornecedor: F6, resultado: 'satisfatorio' },
    { outcome: 'revisao_dupla', produto: 'morango', fornecedor: F6, resultado: 'satisfatorio' },
  ]),

  // Action plans
  rama(32, -16, L.bomPrecoPinheiros, V.bomPreco, [
    { outcome: 'plano', produto: 'tomate', fornecedor: F3, resultado: 'insatisfatorio' },
    { outcome: 'sem_problema', produto: 'alface', fornecedor: F3, resultado: 'satisfatorio' },
  ]),
  rama(
    33,
    -19,
    L.solSaoJose,
    V.redeSol,
    [{ outcome: 'plano', produto: 'pimentao', fornecedor: F3, resultado: 'lmr' }],
    byGestor(P.carlos),
  ),
  rama(34, -45, L.bomPrecoCampinas, V.bomPreco, [
    { outcome: 'plano_atraso', produto: 'morango', fornecedor: F3, resultado: 'insatisfatorio' },
  ]),
  {
    n: 35,
    programa: OWN,
    lab: LABS.integrated,
    orcamento: O.proprioColetaCampo,
    ...byGestor(P.juliana),
    local: L.packingMogi,
    day: -50,
    hour: 9,
    itens: [{ outcome: 'plano_atraso', produtoEmpresa: PE.morangoBandeja, fornecedor: F3, resultado: 'lmr' }],
  },
  rama(36, -28, L.bomPrecoPinheiros, V.bomPreco, [
    { outcome: 'plano_aguardando', produto: 'tomate', fornecedor: F3, resultado: 'insatisfatorio' },
  ]),
  rama(37, -32, L.solCuritiba, V.redeSol, [
    { outcome: 'plano_aguardando', produto: 'uva', fornecedor: F3, resultado: 'lmr' },
  ]),
  rama(38, -55, L.bomPrecoPinheiros, V.bomPreco, [
    { outcome: 'plano_finalizado', produto: 'morango', fornecedor: F3, resultado: 'insatisfatorio' },
  ]),
  {
    n: 39,
    programa: OWN,
    lab: LABS.integrated,
    orcamento: O.proprioColetaCampo,
    ...byGestor(P.carlos),
    local: L.fazendaSantaHelena,
    day: -48,
    hour: 8,
    itens: [
      {
        outcome: 'plano_finalizado_v1',
        produtoEmpresa: PE.tomateItaliano,
        fornecedor: F3,
        resultado: 'insatisfatorio',
      },
    ],
  },
  rama(40, -38, L.bomPrecoCampinas, V.bomPreco, [
    { outcome: 'plano_reprovado', produto: 'maca', fornecedor: F3, resultado: 'insatisfatorio' },
  ]),

  // Contestations
  rama(41, -26, L.bomPrecoPinheiros, V.bomPreco, [
    { outcome: 'contestado', produto: 'alface', fornecedor: F3, resultado: 'insatisfatorio' },
  ]),
  rama(
    42,
    -30,
    L.solCuritiba,
    V.redeSol,
    [{ outcome: 'contestacao_rascunho', produto: 'tomate', fornecedor: F3, resultado: 'insatisfatorio' }],
    byGestor(P.carlos),
  ),
  rama(43, -42, L.bomPrecoCampinas, V.bomPreco, [
    { outcome: 'contestacao_procedente', produto: 'morango', fornecedor: F3, resultado: 'satisfatorio' },
  ]),
  {
    n: 44,
    programa: OWN,
    lab: LABS.integrated,
    orcamento: O.proprioColetaCampo,
    ...byGestor(P.juliana),
    local: L.packingMogi,
    day: -58,
    hour: 9,
    itens: [{ outcome: 'contestacao_improcedente', produtoEmpresa: PE.cenouraExtra, fornecedor: F3, resultado: 'lmr' }],
  },
];
