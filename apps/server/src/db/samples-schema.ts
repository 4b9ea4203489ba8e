import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type {
  MotivoColetaNaoRealizada,
  ResponsavelAmostraAmbiental,
  ResultadoLaudo,
  ResultadoParametro,
  Situacao,
  StatusLaudo,
  StatusSistema,
  TipoComunicacao,
} from '@sara/domain/enums';

/**
 * Kysely types of the sample, file, tracking, report, contestation, action-plan, preference,
 * audit and job tables (migration 0003_samples.sql). Names are the specification's.
 *
 * Value conventions (see client.ts): `timestamp` columns (dataColeta, dataAgendada, dataLaudo...)
 * read as 'YYYY-MM-DDTHH:mm:ss[.SSS]' text without zone and accept the same text; `date` columns
 * read as 'YYYY-MM-DD'; `timestamptz` columns read as Date; numeric and bigint read as numbers;
 * bytea reads as a Uint8Array (a Buffer on node-postgres).
 */
/** timestamptz with a default (optional on insert). */
type Timestamptz = ColumnType<Date, Date | string | undefined, Date | string>;
type TimestamptzOrNull = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** timestamp without time zone: wall-clock time in Brasilia, as text. */
type Timestamp = string;
/** date: 'YYYY-MM-DD' (a 'YYYY-MM-DDTHH:mm:ss.SSS' text is accepted and truncated). */
type DateText = string;
/** Columns computed by the database (search keys): read only. */
type Computed<T> = ColumnType<T, never, never>;

export type SituacaoAgrupador = Extract<Situacao, 'rascunho' | 'agendada' | 'coletada'>;
export type TipoRevisao = 'atual' | 'antiga';
export type StatusJob = 'pendente' | 'executando' | 'concluido' | 'falhou';

export interface Arquivo {
  idArquivo: Generated<string>;
  nome: string;
  /** 1 pdf, 2 imagem, 3 other document (contestation attachments). */
  idTipoArquivo: 1 | 2 | 3;
  contentType: string;
  tamanho: number;
  /** Hex SHA-256 of the content. */
  sha256: string;
  conteudo: Uint8Array | null;
  idPessoa: number | null;
  idUsuario: number | null;
  dataCriacao: Timestamptz;
}

export interface Rastreamento {
  idRastreamento: Generated<number>;
  codigoRastreamento: string;
  produto: string;
  idProduto: number | null;
  idTipoProduto: number | null;
  idProdutoProcessado: number | null;
  multiplosInsumos: Generated<boolean>;
  idObjetoRastreado: number | null;
  idDistribuidor: number | null;
  dataCriacao: Timestamptz;
}
export interface RastreamentoElo {
  idElo: Generated<number>;
  idRastreamento: number;
  ordem: number;
  nome: string;
  /** 'origem' marks an origin; other values name the link's role (distribuidor, varejo...). */
  tipoElo: string;
  idEmpresa: number | null;
}

export interface Agrupador {
  idAgrupador: Generated<string>;
  numero: GeneratedAlways<number>;
  situacao: SituacaoAgrupador;
  finalizado: Generated<boolean>;
  idLaboratorio: number | null;
  idOrcamento: number | null;
  idProgramaAmostra: number | null;
  idLocalAmostra: number | null;
  idVarejo: number | null;
  dataAgendada: Timestamp | null;
  dataColeta: Timestamp | null;
  responsavelColeta: string | null;
  pessoaColeta: string | null;
  idPessoaColetor: number | null;
  idPessoaCadastrante: number | null;
  idEmpresa: number;
  temConformidade: boolean | null;
  idNormaAmbiental: number | null;
  responsavelAmostraAmbiental: ResponsavelAmostraAmbiental | null;
  localAmostra: string | null;
  tipoAmostragem: string | null;
  rastreamento: Generated<boolean>;
  hashRequisicao: string | null;
  idUsuarioCriacao: number | null;
  ativo: Generated<boolean>;
  dataCriacao: Timestamptz;
  dataAtualizacao: Timestamptz;
}

export interface Amostra {
  idAmostra: Generated<number>;
  idAgrupador: string;
  idLaboratorio: number | null;
  idEmpresa: number;
  idProgramaAmostra: number | null;
  idLocalAmostra: number | null;
  idPessoaColetor: number | null;
  idPessoaCadastrante: number | null;
  idProdutoEmpresa: number | null;
  idObjetoRastreado: number | null;
  idObjetoAmostra: number | null;
  situacao: Situacao;
  statusSistema: StatusSistema | null;
  dataColeta: Timestamp | null;
  dataAgendada: Timestamp | null;
  dataFabricacao: DateText | null;
  dataValidade: DateText | null;
  dataCriacao: Timestamptz;
  dataAtualizacao: Timestamptz;
  responsavelColeta: string | null;
  lote: string | null;
  numeroLacre: string | null;
  codigoEAN: string | null;
  observacao: string | null;
  idTipoProduto: number | null;
  idProdutoProcessado: number | null;
  codigoRastreamento: string | null;
  idDistribuidor: number | null;
  idVarejo: number | null;
  tipoFornecedor: string | null;
  idProduto: number | null;
  atrasada: Generated<boolean>;
  contestada: Generated<boolean>;
  contestacaoFinalizada: Generated<boolean>;
  coletaRealizada: Generated<boolean>;
  finalizado: Generated<boolean>;
  localAmostra: string | null;
  responsavelAmostraAmbiental: ResponsavelAmostraAmbiental | null;
  temConformidade: boolean | null;
  idNormaAmbiental: number | null;
  idAmostraRecoletada: number | null;
  isRecoleta: Generated<boolean>;
  codigoAgrosafety: string | null;
  codigoMylims: string | null;
  // infoLaboratorio
  idOrcamento: number | null;
  idSQSAmostraAgrosafety: string | null;
  statusSQSAgrosafety: Generated<'success' | 'pending'>;
  idSampleMyLims: string | null;
  motivoRejeicao: string | null;
  dataRejeicao: TimestamptzOrNull;
  textoBusca: Computed<string>;
}

export interface AmostraCampoPrograma {
  idAmostra: number;
  idCampoPrograma: number;
  valor: string | null;
}
export interface AmostraMotivoColetaNaoRealizada {
  idAmostra: number;
  motivo: MotivoColetaNaoRealizada;
}
export interface AmostraArquivo {
  idAmostra: number;
  idArquivo: string;
  ordem: Generated<number>;
}
export interface AmostraHistoricoStatus {
  id: GeneratedAlways<number>;
  idAmostra: number;
  /** What happened: agendar, registrar_coleta, finalizar_agendada, rejeitar, laudo_recebido, ... */
  evento: string;
  statusSistemaDe: StatusSistema | null;
  statusSistemaPara: StatusSistema | null;
  situacaoDe: Situacao | null;
  situacaoPara: Situacao;
  /** The flags of a write (migration 0010); null where the event does not concern them. */
  finalizadoDe: boolean | null;
  finalizadoPara: boolean | null;
  coletaRealizadaDe: boolean | null;
  coletaRealizadaPara: boolean | null;
  /** null: done by the system (integration, jobs). */
  idUsuario: number | null;
  motivo: string | null;
  data: Timestamptz;
}

export interface Laudo {
  idLaudo: Generated<number>;
  idAmostra: number;
  idEmpresa: number | null;
  status: Generated<StatusLaudo>;
  resultado: ResultadoLaudo | null;
  idPessoaAprovacao: number | null;
  dataAprovacao: TimestamptzOrNull;
  dataCriacao: Timestamptz;
  dataAtualizacao: Timestamptz;
}
export interface RevisaoLaudo {
  idRevisaoLaudo: Generated<number>;
  idLaudo: number;
  versao: number;
  codigoLaudo: string;
  dataRecebimento: Timestamp | null;
  dataLaudo: Timestamp | null;
  tipoRevisao: Generated<TipoRevisao>;
  resultado: ResultadoLaudo | null;
  meioRecebimento: 'api' | 'pdf' | null;
  idUsuario: number | null;
  dataCriacao: Timestamptz;
}
export interface RevisaoLaudoArquivo {
  idRevisaoLaudo: number;
  idArquivo: string;
}
export interface ParametroLaudo {
  idParametroLaudo: Generated<number>;
  idRevisaoLaudo: number;
  ordem: Generated<number>;
  nomeSubstancia: string;
  resultado: ResultadoParametro;
  quantidadeEncontrada: number | null;
  quantidadeLimite: number | null;
  unidade: Generated<string>;
}

export interface ContestacaoLaudo {
  idContestacaoLaudo: Generated<number>;
  idLaudo: number;
  status: Generated<'aberta' | 'respondida' | 'finalizada'>;
  finalizada: Generated<boolean>;
  statusSistemaAnterior: StatusSistema | null;
  idPessoa: number | null;
  dataCriacao: Timestamptz;
  dataFinalizacao: TimestamptzOrNull;
}
export interface ContestacaoLaudoMensagem {
  idContestacaoLaudoMensagem: Generated<number>;
  idContestacaoLaudo: number;
  idPessoa: number;
  mensagem: string;
  finalizado: Generated<boolean>;
  /** true: written by the contesting side; false: an answer. */
  contestado: Generated<boolean>;
  data: Timestamptz;
}
export interface ContestacaoLaudoMensagemArquivo {
  idContestacaoLaudoMensagem: number;
  idArquivo: string;
}

export interface PlanoAcao {
  idPlanoAcao: Generated<number>;
  idLaudo: number;
  versao: number;
  dataElaboracao: DateText | null;
  nomeResponsavel: string | null;
  numeroRegistro: string | null;
  alvoBiologico: string | null;
  motivo: string | null;
  acaoCorretiva: string | null;
  finalizado: Generated<boolean>;
  tipoRevisao: Generated<TipoRevisao>;
  prazo: TimestamptzOrNull;
  avaliacaoVarejo: 'aprovado' | 'reprovado' | null;
  idPessoa: number | null;
  dataCriacao: Timestamptz;
  dataAtualizacao: Timestamptz;
  dataFinalizacao: TimestamptzOrNull;
}
export interface PlanoAcaoArquivo {
  idPlanoAcao: number;
  idArquivo: string;
}
export interface ResolucaoPlanoAcao {
  idResolucaoPlanoAcao: Generated<number>;
  idPlanoAcao: number;
  idPessoa: number;
  status: 'aprovado' | 'reprovado' | null;
  motivo: string | null;
  finalizado: Generated<boolean>;
  dataCriacao: Timestamptz;
  dataAtualizacao: Timestamptz;
}

export interface ComunicacaoPreferencia {
  idScaUsuario: number;
  tipoComunicacao: TipoComunicacao;
  ativo: Generated<boolean>;
  dataAtualizacao: Timestamptz;
}

export interface Job {
  id: GeneratedAlways<number>;
  tipo: string;
  payload: ColumnType<unknown, string | undefined, string>;
  status: Generated<StatusJob>;
  tentativas: Generated<number>;
  maxTentativas: Generated<number>;
  executarEm: Timestamptz;
  bloqueadoAte: TimestamptzOrNull;
  chave: string | null;
  erro: string | null;
  dataCriacao: Timestamptz;
  dataAtualizacao: Timestamptz;
  concluidoEm: TimestamptzOrNull;
}

export interface SampleTables {
  'sara.arquivo': Arquivo;
  'sara.rastreamento': Rastreamento;
  'sara.rastreamentoElo': RastreamentoElo;
  'sara.agrupador': Agrupador;
  'sara.amostra': Amostra;
  'sara.amostraCampoPrograma': AmostraCampoPrograma;
  'sara.amostraMotivoColetaNaoRealizada': AmostraMotivoColetaNaoRealizada;
  'sara.amostraArquivo': AmostraArquivo;
  'sara.amostraHistoricoStatus': AmostraHistoricoStatus;
  'sara.laudo': Laudo;
  'sara.revisaoLaudo': RevisaoLaudo;
  'sara.revisaoLaudoArquivo': RevisaoLaudoArquivo;
  'sara.parametroLaudo': ParametroLaudo;
  'sara.contestacaoLaudo': ContestacaoLaudo;
  'sara.contestacaoLaudoMensagem': ContestacaoLaudoMensagem;
  'sara.contestacaoLaudoMensagemArquivo': ContestacaoLaudoMensagemArquivo;
  'sara.planoAcao': PlanoAcao;
  'sara.planoAcaoArquivo': PlanoAcaoArquivo;
  'sara.resolucaoPlanoAcao': ResolucaoPlanoAcao;
  'sara.comunicacaoPreferencia': ComunicacaoPreferencia;
  'sara.job': Job;
}
