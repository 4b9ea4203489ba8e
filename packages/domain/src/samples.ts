import { z } from 'zod';
import { LIMITS, PG_INTEGER_MAX, PHOTO } from './constants.ts';
import {
  MOTIVO_COLETA_NAO_REALIZADA,
  RESPONSAVEL_AMOSTRA_AMBIENTAL,
  SITUACAO,
  STATUS_SISTEMA,
  STATUS_SQS,
} from './enums.ts';
import { isValidWireDate } from './rules/fields.ts';
import { RULE_TOKENS as T } from './rules/tokens.ts';

/**
 * Wire contract of the sample writes (spec part A section 7 "Samples"): a body is a JSON array of
 * sample items that all carry the same `idAgrupador` (a client-generated UUID, the idempotency
 * key of the group). Group-level values (laboratory, program, place, dates...) travel on every
 * item, as in the spec's payloads; the server reads them from the first item and requires the
 * others to agree. Unknown fields (display names the client keeps) are ignored.
 */

export const SAMPLE_TOKENS = {
  groupMismatch: 'sara2g.erro.amostra.agrupador_divergente',
  valueMismatch: 'sara2g.erro.amostra.valor_divergente',
  referenceMissing: 'sara2g.erro.amostra.referencia_inexistente',
  collectorOtherCompany: 'sara2g.erro.amostra.coletor_outra_empresa',
  notCollectorCompany: 'sara2g.erro.amostra.empresa_nao_coletora',
  notSupplier: 'sara2g.erro.amostra.fornecedor_nao_fornecedora',
  budgetOtherLab: 'sara2g.erro.amostra.orcamento_outro_laboratorio',
  photoNotImage: 'sara2g.erro.amostra.foto_nao_imagem',
  itemNotInGroup: 'sara2g.erro.amostra.item_fora_do_agrupador',
  itemRepeated: 'sara2g.erro.amostra.item_repetido',
  allItemsRequired: 'sara2g.erro.amostra.itens_incompletos',
  productKind: 'sara2g.erro.amostra.produto_do_tipo_do_programa',
  placeOtherProgram: 'sara2g.erro.amostra.local_outro_programa',
  notRamaRetailer: 'sara2g.erro.amostra.varejo_nao_rama',
  recollectionRamaOnly: 'sara2g.erro.amostra.recoleta_somente_rama',
  recollectionNotCollected: 'sara2g.erro.amostra.recoleta_nao_coletada',
  hasRecollection: 'sara2g.erro.amostra.tem_recoleta',
  programNotCollectors: 'sara2g.erro.amostra.programa_do_coletor',
  rejected: 'sara2g.msg.amostra.rejeitada',
} as const;

const id = z.number().int().positive().max(PG_INTEGER_MAX);
/** The tracker's ids (`bigint` columns), and its product kinds (1 in natura, 2 processed). */
const trackerId = z.number().int().positive().nullish();
const trackerKind = z.number().int().min(0).max(PG_INTEGER_MAX).nullish();
const optId = id.nullish();
const text = (max: number) => z.string().max(max, T.limit).nullish();
/** 'YYYY-MM-DDTHH:mm:ss.SSS' without zone (shorter forms accepted), or null. */
const wireDate = z
  .string()
  .refine((v) => v.trim() === '' || isValidWireDate(v), { message: T.invalidDate })
  .transform((v) => (v.trim() === '' ? null : v.trim()))
  .nullish();

export const infoLaboratorioSchema = z.object({
  idOrcamento: optId,
  codigoAgrosafety: text(60),
  idSQSAmostraAgrosafety: text(120),
  statusSQSAgrosafety: z.enum(STATUS_SQS).nullish(),
  idSampleMyLims: text(60),
});

export const sampleItemSchema = z.object({
  idAmostra: optId,
  // a UUID names one group whatever its letters' case: kept lowercase, as the web app writes it
  idAgrupador: z.uuid().transform((v) => v.toLowerCase()),
  idLaboratorio: optId,
  idEmpresa: optId,
  idProgramaAmostra: optId,
  idLocalAmostra: optId,
  idPessoaColetor: optId,
  idProdutoEmpresa: optId,
  idObjetoRastreado: trackerId,
  idObjetoAmostra: trackerId,
  idProduto: optId,
  idTipoProduto: trackerKind,
  idProdutoProcessado: trackerKind,
  idDistribuidor: optId,
  idVarejo: optId,
  idNormaAmbiental: optId,
  idAmostraRecoletada: optId,
  dataColeta: wireDate,
  dataAgendada: wireDate,
  dataFabricacao: wireDate,
  dataValidade: wireDate,
  responsavelColeta: text(LIMITS.responsavelColeta),
  /** Collection person of environmental programs (field 12): a lab person's name or free text. */
  pessoaColeta: text(LIMITS.pessoaColeta),
  lote: text(LIMITS.lote),
  numeroLacre: text(LIMITS.numeroLacre),
  codigoEAN: text(LIMITS.codigoEAN),
  observacao: text(LIMITS.observacao),
  codigoRastreamento: text(LIMITS.codigoRastreamento),
  tipoFornecedor: text(LIMITS.tipoFornecedor),
  /** Product name shown on the card; when absent the server takes the product's or company product's. */
  nomeProduto: text(LIMITS.nomeProduto),
  /** Free-text place of environmental programs. */
  localAmostra: text(LIMITS.localAmostra),
  tipoAmostragem: text(LIMITS.tipoAmostragem),
  responsavelAmostraAmbiental: z.enum(RESPONSAVEL_AMOSTRA_AMBIENTAL).nullish(),
  temConformidade: z.boolean().nullish(),
  /** The trace-alongside box of an optional-traceability program (the group's rastreamento{product}). */
  rastreamento: z.boolean().nullish(),
  isRecoleta: z.boolean().nullish(),
  /** false: save for later (a draft); default true. */
  finalizado: z.boolean().nullish(),
  infoLaboratorio: infoLaboratorioSchema.nullish(),
  motivosColetaNaoRealizada: z.array(z.enum(MOTIVO_COLETA_NAO_REALIZADA)).max(4).nullish(),
  arquivos: z
    .array(z.object({ idArquivo: z.uuid() }))
    .max(PHOTO.maxPerItem)
    .nullish(),
  camposProgramaAmostra: z
    .array(z.object({ idCampoPrograma: id, valor: z.string().max(LIMITS.defaultText, T.limit).nullish() }))
    .max(50)
    .nullish(),
});
export type SampleItemInput = z.infer<typeof sampleItemSchema>;

/** A write body: the items of one group (all with the same idAgrupador). */
export const sampleListSchema = z
  .array(sampleItemSchema)
  .max(100)
  .superRefine((items, ctx) => {
    const first = items[0]?.idAgrupador;
    items.forEach((item, i) => {
      if (item.idAgrupador !== first) {
        ctx.addIssue({ code: 'custom', message: SAMPLE_TOKENS.groupMismatch, path: [i, 'idAgrupador'] });
      }
    });
  });
export type SampleListInput = z.infer<typeof sampleListSchema>;

// ---------- answers ----------

const nullableText = z.string().nullable();
const nullableId = z.number().nullable();

export const sampleItemView = z.object({
  idAmostra: z.number(),
  idAgrupador: z.string(),
  situacao: z.enum(SITUACAO),
  statusSistema: z.enum(STATUS_SISTEMA).nullable(),
  coletaRealizada: z.boolean(),
  finalizado: z.boolean(),
  codigoRastreamento: nullableText,
  idProduto: nullableId,
  nomeProduto: nullableText,
  /** A catalogue product's names by language; null for a company product (lists.ts productNames). */
  nomeProdutoI18n: z.record(z.string(), z.string()).nullish(),
  idProdutoEmpresa: nullableId,
  nomeProdutoEmpresa: nullableText,
  idDistribuidor: nullableId,
  nomeDistribuidor: nullableText,
  tipoFornecedor: nullableText,
  idTipoProduto: nullableId,
  idProdutoProcessado: nullableId,
  idObjetoRastreado: nullableId,
  idObjetoAmostra: nullableId,
  codigoEAN: nullableText,
  numeroLacre: nullableText,
  lote: nullableText,
  observacao: nullableText,
  dataColeta: nullableText,
  dataAgendada: nullableText,
  dataFabricacao: nullableText,
  dataValidade: nullableText,
  isRecoleta: z.boolean(),
  idAmostraRecoletada: nullableId,
  /** The tracking code of the sample this one collects again (a recollection). */
  codigoRastreamentoRecoletado: nullableText,
  codigoAgrosafety: nullableText,
  codigoMylims: nullableText,
  infoLaboratorio: z.object({
    idOrcamento: nullableId,
    codigoAgrosafety: nullableText,
    idSQSAmostraAgrosafety: nullableText,
    statusSQSAgrosafety: z.enum(STATUS_SQS),
    idSampleMyLims: nullableText,
  }),
  motivosColetaNaoRealizada: z.array(z.enum(MOTIVO_COLETA_NAO_REALIZADA)),
  arquivos: z.array(z.object({ idArquivo: z.string() })),
  idsArquivo: z.array(z.string()),
  camposProgramaAmostra: z.array(z.object({ idCampoPrograma: z.number(), valor: nullableText })),
});
export type SampleItemView = z.infer<typeof sampleItemView>;

export const sampleGroupView = z.object({
  idAgrupador: z.string(),
  numero: z.number(),
  situacao: z.enum(['rascunho', 'agendada', 'coletada']),
  finalizado: z.boolean(),
  /** false once a scheduled group was deleted (an empty update). */
  ativo: z.boolean(),
  idLaboratorio: nullableId,
  nomeLaboratorio: nullableText,
  idOrcamento: nullableId,
  nomeOrcamento: nullableText,
  idProgramaAmostra: nullableId,
  nomeProgramaAmostra: nullableText,
  tipoRastreamento: nullableText,
  idLocalAmostra: nullableId,
  nomeLocalAmostra: nullableText,
  localAmostra: nullableText,
  idVarejo: nullableId,
  nomeVarejo: nullableText,
  dataAgendada: nullableText,
  dataColeta: nullableText,
  responsavelColeta: nullableText,
  pessoaColeta: nullableText,
  idEmpresa: z.number(),
  nomeEmpresaColetora: nullableText,
  idPessoaColetor: nullableId,
  nomePessoaColetora: nullableText,
  idPessoaCadastrante: nullableId,
  /** Who registered the group (the collection screen's 'Cadastrado por'). */
  nomePessoaCadastrante: nullableText,
  /**
   * The company of who registered the group (the group's own company for a group without a
   * registrant): it may delete a scheduled group (spec part A section 6).
   */
  idEmpresaCadastrante: z.number(),
  temConformidade: z.boolean().nullable(),
  idNormaAmbiental: nullableId,
  normaAmbiental: nullableText,
  responsavelAmostraAmbiental: z.enum(RESPONSAVEL_AMOSTRA_AMBIENTAL).nullable(),
  tipoAmostragem: nullableText,
  rastreamento: z.boolean(),
  /**
   * The group's version: changes with every write of its content (the write's hash). An edit sends it
   * back as `If-Match`; the server refuses the edit (412) when the group changed since it was read.
   * Absent from copies kept before it existed.
   */
  versao: z.string().optional(),
  itens: z.array(sampleItemView),
  /**
   * What the reading user may do with the group (groupActions): sent by the group reads (GET
   * agendadas/coletadas/{idAgrupador}) so the edit and finalize screens open read-only the group the
   * server would refuse to change; absent from write answers and from copies kept before it existed.
   */
  acoes: z
    .object({
      editAgendada: z.boolean(),
      editColetada: z.boolean(),
      finalizeAgendada: z.boolean(),
      deleteAmostra: z.boolean(),
      view: z.boolean(),
    })
    .optional(),
});
export type SampleGroupView = z.infer<typeof sampleGroupView>;

export const rejectedSampleView = z.object({
  idAmostra: z.number(),
  situacao: z.enum(SITUACAO),
  statusSistema: z.enum(STATUS_SISTEMA).nullable(),
  observacao: nullableText,
  mensagem: z.string(),
});
