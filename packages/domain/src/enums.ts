/** Enumerations of the specification; the values are the wire contract. */
export const SITUACAO = ['agendada', 'coletada', 'rejeitada', 'analisada', 'rascunho'] as const;
export type Situacao = (typeof SITUACAO)[number];

export const STATUS_SISTEMA = [
  'AMOSTRA_AGENDADA',
  'AMOSTRA_NOVA',
  'AMOSTRA_REJEITADA',
  'LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA',
  'LAUDO_SEM_PROBLEMA',
  'LAUDO_EM_PLANO_DE_ACAO',
  'LAUDO_EM_PLANO_DE_ACAO_EM_ATRASO',
  'AGUARDANDO_APROVACA_DO_PLANO_DE_ACAO',
  'LAUDO_EM_PLANO_DE_ACAO_FINALIZADO',
  'LAUDO_CONTESTADO',
] as const;
export type StatusSistema = (typeof STATUS_SISTEMA)[number];

/**
 * A status's place in the order a sample goes through them (STATUS_SISTEMA's), 1 first: the lists'
 * status sorts (the read model's ordStatus, migration 0017, ranks them alike).
 */
export const statusRank = (status: string | null): number | null => {
  const at = STATUS_SISTEMA.indexOf(status as StatusSistema);
  return at < 0 ? null : at + 1;
};

/**
 * The statusSistema values a sample in each situacao can have (docs/state-machines.md): a scheduled
 * one is AMOSTRA_AGENDADA, a collected one AMOSTRA_NOVA, a rejected one AMOSTRA_REJEITADA, an analysed
 * one any report status. The management filters offer only these.
 */
export function statusesOfSituacao(situacao: Situacao | '' | null | undefined): readonly StatusSistema[] {
  switch (situacao) {
    case 'agendada':
      return ['AMOSTRA_AGENDADA'];
    case 'coletada':
      return ['AMOSTRA_NOVA'];
    case 'rejeitada':
      return ['AMOSTRA_REJEITADA'];
    case 'analisada':
      return STATUS_SISTEMA.slice(3);
    case 'rascunho':
      return [];
    default:
      return STATUS_SISTEMA;
  }
}

export const MOTIVO_COLETA_NAO_REALIZADA = [
  'falta_produto',
  'falta_produto_com_rastreabilidade',
  'produto_sem_quantidade',
  'produto_em_condicao_inadequada',
] as const;
export type MotivoColetaNaoRealizada = (typeof MOTIVO_COLETA_NAO_REALIZADA)[number];

/** Who is responsible for environmental sampling: the lab or the customer. */
export const RESPONSAVEL_AMOSTRA_AMBIENTAL = ['agrosafety', 'cliente'] as const;
export type ResponsavelAmostraAmbiental = (typeof RESPONSAVEL_AMOSTRA_AMBIENTAL)[number];

export const TIPO_RASTREAMENTO_PREFIX = { required: 'rastreamento_', optional: 'opcional_' } as const;
export const TIPO_FORNECEDOR = ['coletora'] as const;
export const TIPO_PESSOA = ['sca', 'outro'] as const;
export const TIPO_CAMPO = ['texto', 'data'] as const;
export type TipoCampo = (typeof TIPO_CAMPO)[number];
export const TIPO_LOCAL = ['elo_4g', 'outro'] as const;
export const TIPO_ARQUIVO = { pdf: 1, imagem: 2 } as const;
export const STATUS_SQS = ['success', 'pending'] as const;

export const TIPO_EMPRESA = ['coletora', 'fornecedora', 'varejo', 'laboratorio', 'gerenciadora'] as const;
export type TipoEmpresa = (typeof TIPO_EMPRESA)[number];

/** Sample-level report result (chip). */
export const RESULTADO_LAUDO = ['satisfatorio', 'insatisfatorio', 'disponivel', 'nao_disponivel', 'lmr'] as const;
export type ResultadoLaudo = (typeof RESULTADO_LAUDO)[number];
/** Per-substance result. */
export const RESULTADO_PARAMETRO = ['proibida', 'conforme', 'inconforme', 'nao_autorizada', 'nao_se_aplica'] as const;
export type ResultadoParametro = (typeof RESULTADO_PARAMETRO)[number];
export const STATUS_LAUDO = ['aguardando_aprovacao', 'aprovado', 'reprovado'] as const;
export type StatusLaudo = (typeof STATUS_LAUDO)[number];
export const TIPO_REVISAO = ['atual', 'antiga'] as const;
export const AVALIACAO_VAREJO = ['aprovado', 'reprovado'] as const;

export const TIPO_COMUNICACAO = [
  'laudo_com_problema',
  'laudo_sem_problemas',
  'amostra_nova',
  'laudo_contestado',
  'plano_acao_reprovado',
  'plano_acao_finalizado',
] as const;
export type TipoComunicacao = (typeof TIPO_COMUNICACAO)[number];

/** Screen action modes of the collection screen. */
export const ACTION_SCREEN = ['save', 'edit', 'view', 'finalize'] as const;
export type ActionScreen = (typeof ACTION_SCREEN)[number];
export const CALLED_BY_MANAGEMENT = 'gerenciamento_amostra';
