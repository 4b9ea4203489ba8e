import type { MotivoColetaNaoRealizada, ResponsavelAmostraAmbiental, Situacao, TipoCampo } from '../enums.ts';
import { formatWireMinute, isBlank } from './fields.ts';
import type { TrackingFlags } from './programs.ts';

/**
 * Screen state of a sample group and its items (part A section 3 "Sample group (screen state)"
 * and "Sample item (screen state)"), with the spec's field names. Selections are references
 * holding at least their id, so the server can build the same state from a request.
 */

export interface LaboratorioRef {
  idLaboratorio: number;
  nome?: string;
}
export interface OrcamentoRef {
  idOrcamento: number;
  codigoOrcamento?: string;
  objetoOrcamento?: string;
}
export interface CampoPrograma {
  idCampoPrograma: number;
  token: string;
  tipo: TipoCampo;
}
export interface ProgramaRef {
  idProgramaAmostra: number;
  nome?: string;
  tipoRastreamento?: string | null;
  campos?: readonly CampoPrograma[];
}
/** A registered place; places belong to a program (and a retailer for RAMA). */
export interface LocalAmostraRef {
  idLocalAmostra: number;
  nome?: string;
  idProgramaAmostra?: number | null;
  idVarejo?: number | null;
}
export interface VarejoRef {
  idVarejo: number;
  nome?: string;
}

export interface CampoProgramaValor extends CampoPrograma {
  valor: string | null;
}

export interface SampleItemForm {
  /** Locally generated key (stable across edits and offline). */
  key: string;
  idAmostra: number | null;
  idObjetoAmostra: number | null;
  idObjetoRastreado: number | null;
  idProduto: number | null;
  idProdutoEmpresa: number | null;
  idProdutoProcessado: number | null;
  idTipoProduto: number | null;
  nomeProduto: string | null;
  nomeProdutoBas: string | null;
  codigoRastreamento: string | null;
  /** The supplier (elo). */
  idDistribuidor: number | null;
  /** The supplier's name as shown (the group's answer, or the tracking code's supplier). */
  nomeDistribuidor?: string | null;
  /**
   * Not in the spec's list: the spec checks the supplier's *text* for a platform-user marker
   * (part A section 5 "Supplier") without showing the marker. We carry the outcome as a flag set
   * when the supplier is picked (from the tracking info or the supplier list).
   */
  usuarioPlataforma?: boolean | null;
  tipoFornecedor: string | null;
  codigoEAN: string | null;
  numeroLacre: string | null;
  dataFabricacao: string | null;
  dataValidade: string | null;
  lote: string | null;
  observacao: string | null;
  motivosColetaNaoRealizada: MotivoColetaNaoRealizada[];
  idsArquivo: (number | string)[];
  camposProgramaAmostra: CampoProgramaValor[];
  codigoAmostra: string | null;
  codigoMylims: string | null;
  isRecoleta: boolean;
  idAmostraRecoletada: number | null;
  /** The recollected sample's tracking code, as the group read names it (shown, not sent). */
  codigoRecoletado?: string | null;
}

export interface SampleGroupForm extends TrackingFlags {
  /** Client-generated UUID for new groups (DESIGN section 5), null before the first save. */
  idAgrupador: string | null;
  laboratorio: LaboratorioRef | null;
  orcamento: OrcamentoRef | null;
  programaAmostra: ProgramaRef | null;
  /** A registered place, or free text for environmental programs. */
  localAmostra: LocalAmostraRef | string | null;
  varejo: VarejoRef | null;
  dataAgendada: string | null;
  dataColeta: string | null;
  situacaoAmostra: Situacao | null;
  tipoRastreamento: string | null;
  relatoConformidade: boolean | null;
  idNormaAmbiental: number | null;
  /** Name of the standard, for display. */
  normaAmbiental?: string | null;
  responsavelAmostraAmbiental: ResponsavelAmostraAmbiental | null;
  /** Not in the spec's list: the collecting company's id, which the payload carries as idEmpresa. */
  idEmpresa: number | null;
  nomeEmpresaColetora: string | null;
  nomePessoaColetora: string | null;
  /** Who registered a saved group ('Cadastrado por'); absent on a new one, which the user registers. */
  nomePessoaCadastrante?: string | null;
  responsavelColeta: string | null;
  /** Field 12 (environmental): a lab person's name when the lab is responsible, free text otherwise. */
  pessoaColeta: string | null;
  idPessoaColetor: number | null;
  tipoAmostragem: string | null;
  finalizado: boolean;
  itens: SampleItemForm[];
}

/** A place is chosen (or, as free text, not blank). */
export const hasLocation = (local: SampleGroupForm['localAmostra']): boolean =>
  typeof local === 'string' ? !isBlank(local) : local != null;

/** The program's date and text fields, empty. */
export const emptyProgramFields = (campos: readonly CampoPrograma[] = []): CampoProgramaValor[] =>
  campos.map((c) => ({ idCampoPrograma: c.idCampoPrograma, token: c.token, tipo: c.tipo, valor: null }));

export function newItem(key: string, program?: ProgramaRef | null): SampleItemForm {
  return {
    key,
    idAmostra: null,
    idObjetoAmostra: null,
    idObjetoRastreado: null,
    idProduto: null,
    idProdutoEmpresa: null,
    idProdutoProcessado: null,
    idTipoProduto: null,
    nomeProduto: null,
    nomeProdutoBas: null,
    codigoRastreamento: null,
    idDistribuidor: null,
    usuarioPlataforma: null,
    tipoFornecedor: null,
    codigoEAN: null,
    numeroLacre: null,
    dataFabricacao: null,
    dataValidade: null,
    lote: null,
    observacao: null,
    motivosColetaNaoRealizada: [],
    idsArquivo: [],
    camposProgramaAmostra: emptyProgramFields(program?.campos),
    codigoAmostra: null,
    codigoMylims: null,
    isRecoleta: false,
    idAmostraRecoletada: null,
  };
}

/** A new group: collection and scheduled dates default to today (`now`); registered, not a draft. */
export function newGroup(now: Date, itens: SampleItemForm[] = []): SampleGroupForm {
  return {
    idAgrupador: null,
    laboratorio: null,
    orcamento: null,
    programaAmostra: null,
    localAmostra: null,
    varejo: null,
    dataAgendada: formatWireMinute(now),
    dataColeta: formatWireMinute(now),
    situacaoAmostra: null,
    tipoRastreamento: null,
    relatoConformidade: null,
    idNormaAmbiental: null,
    normaAmbiental: null,
    responsavelAmostraAmbiental: null,
    idEmpresa: null,
    nomeEmpresaColetora: null,
    nomePessoaColetora: null,
    responsavelColeta: null,
    pessoaColeta: null,
    idPessoaColetor: null,
    tipoAmostragem: null,
    finalizado: true,
    itens,
  };
}

/**
 * `kept` with every field it lacks (absent or undefined) taken from `defaults`: what a device kept
 * under an earlier release opens under this one, whose form may have more fields (decision 0033).
 */
export function withDefaults<T extends object>(defaults: T, kept: unknown): T {
  const out = { ...defaults } as Record<string, unknown>;
  if (kept && typeof kept === 'object') {
    for (const [field, value] of Object.entries(kept)) if (value !== undefined) out[field] = value;
  }
  return out as T;
}

/** A collection form kept on the device (a form being filled in, a write in the outbox), whatever release kept it. */
export function keptGroupForm(kept: unknown, now = new Date()): SampleGroupForm {
  const group = withDefaults(newGroup(now), kept);
  const itens: unknown[] = Array.isArray(group.itens) ? group.itens : [];
  return {
    ...group,
    itens: itens.map((item) => {
      const key = (item as { key?: unknown } | null)?.key;
      return withDefaults(newItem(typeof key === 'string' ? key : crypto.randomUUID()), item);
    }),
  };
}
