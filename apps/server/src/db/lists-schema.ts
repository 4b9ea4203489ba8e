import type { GeneratedAlways } from 'kysely';
import type { Situacao, StatusLaudo, StatusSistema, ResultadoLaudo } from '@sara/domain/enums';

/** timestamp without time zone, read as 'YYYY-MM-DDTHH:mm:ss[.SSS]' text (see client.ts). */
type Timestamp = string;

/**
 * The lists' read model (migration 0004_lists.sql): one row per listed item, kept in step with the
 * source tables by triggers through sara.atualizar_amostra_lista(ids). Written only by the database.
 */
export interface AmostraLista {
  idAmostra: number;
  idAgrupador: string;
  idLaboratorio: number | null;
  laboratorio: string | null;
  idProgramaAmostra: number | null;
  ambiental: boolean;
  idEmpresa: number;
  nomeEmpresa: string | null;
  idPessoaColetor: number | null;
  nomePessoaColetor: string | null;
  idPessoaCadastrante: number | null;
  situacao: Situacao;
  statusSistema: StatusSistema | null;
  statusSQSAgrosafety: 'success' | 'pending' | null;
  codigoRastreamento: string | null;
  codigoAmostra: string | null;
  codigoMylims: string | null;
  dataColeta: Timestamp | null;
  dataAgendada: Timestamp | null;
  /** Its group's date (collection, else scheduled): the history's period (migration 0021). */
  dataGrupo: Timestamp | null;
  idVarejo: number | null;
  varejo: string | null;
  idLocalAmostra: number | null;
  localAmostra: string | null;
  idProduto: number | null;
  idProdutoEmpresa: number | null;
  produto: string | null;
  idDistribuidor: number | null;
  fornecedor: string | null;
  documento: string | null;
  inscricaoRural: string | null;
  numeroLacre: string | null;
  observacao: string | null;
  atrasada: boolean;
  contestada: boolean;
  idAmostraRecoletada: number | null;
  idLaudo: number | null;
  statusLaudo: StatusLaudo | null;
  resultadoLaudo: ResultadoLaudo | null;
  numeroLaudo: string | null;
  dataLaudo: Timestamp | null;
  idArquivoLaudo: string | null;
  quantidadeLaudos: number;
  ordRastreamento: string | null;
  ordVarejo: string | null;
  ordLocal: string | null;
  ordProduto: string | null;
  ordFornecedor: string | null;
  ordObservacao: string | null;
  /** The status's place in STATUS_SISTEMA's order (statusRank), generated from statusSistema (migration 0017). */
  ordStatus: GeneratedAlways<number | null>;
  textoBusca: string;
}

export interface ListTables {
  'sara.amostraLista': AmostraLista;
}
