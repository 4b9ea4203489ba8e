import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the `sara` schema. Names are the specification's (camelCase, quoted in SQL). */
type Timestamptz = ColumnType<Date, Date | string | undefined, Date | string>;
/** Columns computed by the database (search keys): read only. */
type Computed<T> = ColumnType<T, never, never>;

export interface Uf {
  idUf: number;
  sigla: string;
  nome: string;
  regiao: string;
  latitude: number | null;
  longitude: number | null;
}
export interface Municipio {
  id: number;
  idUf: number;
  nome: string;
  codigoMunicipioIbge: string;
  latitude: number | null;
  longitude: number | null;
  capital: Generated<boolean>;
}
export interface FaixaCep {
  idMunicipio: number;
  inicio: number;
  fim: number;
}
export interface Laboratorio {
  idLaboratorio: number;
  nome: string;
  integrado: Generated<boolean>;
}
export interface Empresa {
  idEmpresa: Generated<number>;
  razaoSocial: string;
  nomeFantasia: string | null;
  documento: string | null;
  inscricaoRural: string | null;
  tipoEmpresa: 'coletora' | 'fornecedora' | 'varejo' | 'laboratorio' | 'gerenciadora';
  idAgrupadorUsuario: number | null;
  ativo: Generated<boolean>;
  /** Whether a supplier uses the platform (migration 0003). */
  usuarioPlataforma: Generated<boolean>;
  nomeBusca: Computed<string>;
}
export interface Pessoa {
  idPessoa: Generated<number>;
  nome: string;
  idEmpresa: number;
  idScaUsuario: number | null;
  tipo: Generated<'sca' | 'outro'>;
  email: string | null;
  ativo: Generated<boolean>;
}
export interface PessoaCertificado {
  idPessoa: number;
  certificado: string;
}
export interface Orcamento {
  idOrcamento: Generated<number>;
  codigoOrcamento: string;
  objetoOrcamento: string;
  idLaboratorio: number;
  idEmpresa: number | null;
  ativo: Generated<boolean>;
}
export interface ProgramaAmostra {
  idProgramaAmostra: number;
  nome: string;
  tipoRastreamento: string | null;
  rama: Generated<boolean>;
  ambiental: Generated<boolean>;
  idPessoa: number | null;
}
export interface CampoPrograma {
  idCampoPrograma: Generated<number>;
  idProgramaAmostra: number;
  token: string;
  tipo: 'texto' | 'data';
  ordem: Generated<number>;
}
export interface ProgramaPessoa {
  idProgramaAmostra: number;
  idPessoa: number;
}
export interface Varejo {
  idVarejo: number;
  nome: string;
  idPessoaVarejoSca: number | null;
  raizesCnpj: Generated<string[]>;
  idAgrupadorUsuario: number | null;
  rama: Generated<boolean>;
  exigeEan: Generated<boolean>;
}
export interface NormaAmbiental {
  idNormaAmbiental: Generated<number>;
  nome: string;
}
export interface CategoriaProduto {
  idCategoriaProduto: Generated<number>;
  nome: string;
}
export interface Produto {
  id: Generated<number>;
  nome: string;
  nomeI18n: Generated<Record<string, string>>;
  idCategoriaProduto: number;
  nomeBusca: Computed<string>;
}
export interface LocalAmostra {
  idLocalAmostra: Generated<number>;
  nome: string;
  codigoPostal: string | null;
  logradouro: string | null;
  bairro: string | null;
  numero: string | null;
  semNumero: Generated<boolean>;
  complemento: string | null;
  idMunicipio: number;
  idEmpresa: number | null;
  tipo: Generated<'elo_4g' | 'outro'>;
  idProgramaAmostra: number | null;
  idVarejo: number | null;
  dataCriacao: Generated<Timestamptz>;
  nomeBusca: Computed<string>;
}
export interface ProdutoEmpresa {
  idProdutoEmpresa: Generated<number>;
  nome: string;
  idEmpresa: number;
}

export interface ReferenceTables {
  'sara.uf': Uf;
  'sara.municipio': Municipio;
  'sara.faixaCep': FaixaCep;
  'sara.laboratorio': Laboratorio;
  'sara.empresa': Empresa;
  'sara.pessoa': Pessoa;
  'sara.pessoaCertificado': PessoaCertificado;
  'sara.orcamento': Orcamento;
  'sara.programaAmostra': ProgramaAmostra;
  'sara.campoPrograma': CampoPrograma;
  'sara.programaPessoa': ProgramaPessoa;
  'sara.varejo': Varejo;
  'sara.normaAmbiental': NormaAmbiental;
  'sara.categoriaProduto': CategoriaProduto;
  'sara.produto': Produto;
  'sara.localAmostra': LocalAmostra;
  'sara.produtoEmpresa': ProdutoEmpresa;
}

// Sample, report, contestation and action-plan tables: samples-schema.ts (migration 0003).
import type { SampleTables } from './samples-schema.ts';

export interface SaraTables extends ReferenceTables, SampleTables {}
