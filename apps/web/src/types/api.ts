import type { TipoCampo, TipoEmpresa } from '@sara/domain/enums';

/**
 * Shapes of the reference data the app reads and keeps locally (spec part A section 3), as the
 * server answers them. Optional fields are sent by the server but not needed by every screen.
 */
export interface Laboratorio {
  idLaboratorio: number;
  nome: string;
  integrado?: boolean;
}

export interface CampoPrograma {
  idCampoPrograma: number;
  token: string;
  tipo: TipoCampo;
}

export interface ProgramaAmostra {
  idProgramaAmostra: number;
  nome: string;
  tipoRastreamento: string | null;
  campos: CampoPrograma[];
  idPessoa?: number | null;
  rama?: boolean;
  ambiental?: boolean;
}

export interface Orcamento {
  idOrcamento: number;
  codigoOrcamento: string;
  objetoOrcamento: string;
  idLaboratorio: number;
  idEmpresa?: number | null;
}

export interface NormaAmbiental {
  idNormaAmbiental: number;
  nome: string;
}

export interface Varejo {
  idVarejo: number;
  nome: string;
  rama: boolean;
  idPessoaVarejoSca?: number | null;
  raizesCnpj?: string[];
  idAgrupadorUsuario?: number | null;
}

export interface Empresa {
  idEmpresa: number;
  razaoSocial: string;
  tipoEmpresa: TipoEmpresa;
  idAgrupadorUsuario?: number | null;
  /** A supplier that uses the platform: the only kind a sample may name (part A section 5). */
  usuarioPlataforma?: boolean | null;
}

export interface Pessoa {
  idPessoa: number;
  nome: string;
  idEmpresa: number;
  certificados: string[];
  idScaUsuario?: number | null;
  tipoEmpresa?: TipoEmpresa;
}

/** The SARA person of the logged-in user, answered by the collector bootstrap. */
export interface Coletor {
  idPessoa: number;
  nome: string;
  idEmpresa: number;
  idScaUsuario: number;
  razaoSocial: string;
  tipoEmpresa: TipoEmpresa;
  coletor: boolean;
  certificados: string[];
  idAgrupadorUsuario?: number | null;
}

export interface Uf {
  idUf: number;
  sigla: string;
  nome: string;
}

export interface Municipio {
  id: number;
  idUf: number;
  nome: string;
  sigla: string;
  codigoMunicipioIbge: string;
  latitude: number | null;
  longitude: number | null;
}

export interface Produto {
  id: number;
  nome: string;
  nomeI18n?: Record<string, string>;
  idCategoriaProduto?: number;
}

export interface ProdutoEmpresa {
  idProdutoEmpresa: number;
  nome: string;
  idEmpresa: number;
}

export interface LocalAmostra {
  idLocalAmostra: number;
  nome: string;
  tipo: 'elo_4g' | 'outro';
  idEmpresa: number | null;
  idMunicipio: number | null;
  codigoPostal?: string | null;
  logradouro?: string | null;
  bairro?: string | null;
  numero?: string | null;
  semNumero?: boolean;
  complemento?: string | null;
  idProgramaAmostra?: number | null;
  idVarejo?: number | null;
}

export interface Laudo {
  idLaudo: number;
  idAmostra: number;
  idRevisaoLaudo?: number;
  codigoLaudo?: string;
  dataLaudo?: string | null;
  resultado?: string | null;
  status?: string | null;
}
