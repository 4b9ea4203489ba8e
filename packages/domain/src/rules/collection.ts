import { LIMITS, RETAILER_REQUIRING_EAN } from '../constants.ts';
import {
  at,
  dateIssues,
  dayOrderIssues,
  isBlank,
  issue,
  localDay,
  notAfterDayIssues,
  requiredText,
  selectIssues,
  textIssues,
  type RuleErrors,
} from './fields.ts';
import { isEnvironmental, isMainLab, isRama, isTraceable, type TrackingFlags } from './programs.ts';
import { hasLocation, type SampleGroupForm, type SampleItemForm } from './sample-form.ts';
import { SAMPLE_TOKENS } from '../samples.ts';
import { RULE_TOKENS as T } from './tokens.ts';

/** Collection save, item validity, finalize, tracking code and supplier rules (part A section 5). */

/** coletaRealizada is true when the list of reasons for collection not done is empty. */
export const coletaRealizada = (item: Pick<SampleItemForm, 'motivosColetaNaoRealizada'>): boolean =>
  (item.motivosColetaNaoRealizada ?? []).length === 0;

/**
 * Part A section 5 "Item validity" puts the tracking code, supplier, product name and company
 * product under "when reasons for collection not done exist". Encoded as written: only items
 * that carry reasons need them. (It reads like a transcription of a truthiness check on the list;
 * if the product owner means "always", this predicate is the one place to change.)
 */
export const identificationRequired = (item: Pick<SampleItemForm, 'motivosColetaNaoRealizada'>): boolean =>
  !coletaRealizada(item);

/** What item validity reads from its group. */
export type ItemContext = Pick<SampleGroupForm, 'programaAmostra' | 'tipoRastreamento' | 'varejo'> & TrackingFlags;

/** Free-text limits of an item (seal 200, batch 200, observation 300); the seal may be required. */
function itemTextIssues(item: SampleItemForm, base: string, sealRequired: boolean): RuleErrors {
  return [
    ...textIssues(at(base, 'numeroLacre'), item.numeroLacre, { required: sealRequired, max: LIMITS.numeroLacre }),
    ...textIssues(at(base, 'lote'), item.lote, { max: LIMITS.lote }),
    ...textIssues(at(base, 'observacao'), item.observacao, { max: LIMITS.observacao }),
  ];
}

/**
 * An item's dates: a given one must be a real date ('Data inválida'); the date program fields are
 * also required ('Campo obrigatório') when `programDatesRequired`.
 */
function itemDateIssues(item: SampleItemForm, base: string, programDatesRequired: boolean): RuleErrors {
  return [
    ...dateIssues(at(base, 'dataFabricacao'), item.dataFabricacao, false),
    ...dateIssues(at(base, 'dataValidade'), item.dataValidade, false),
    ...(item.camposProgramaAmostra ?? []).flatMap((campo, j) =>
      campo.tipo === 'data'
        ? dateIssues(at(base, 'camposProgramaAmostra', j, 'valor'), campo.valor, programDatesRequired)
        : [],
    ),
  ];
}

/** Item validity; paths are `itens.{index}.{field}`. */
export function itemIssues(item: SampleItemForm, group: ItemContext, index = 0): RuleErrors {
  const base = at('itens', index);
  const path = (field: keyof SampleItemForm) => at(base, field);
  const traceable = isTraceable(group);
  const out: RuleErrors = [];
  if (identificationRequired(item)) {
    if (traceable) out.push(...requiredText(path('codigoRastreamento'), item.codigoRastreamento));
    if (traceable && !isEnvironmental(group.programaAmostra)) {
      out.push(...selectIssues(path('idDistribuidor'), item.idDistribuidor));
    }
    out.push(...requiredText(path('nomeProduto'), item.nomeProduto));
    if (!traceable) out.push(...selectIssues(path('idProdutoEmpresa'), item.idProdutoEmpresa));
  }
  if (group.varejo?.idVarejo === RETAILER_REQUIRING_EAN) out.push(...requiredText(path('codigoEAN'), item.codigoEAN));
  out.push(...itemTextIssues(item, base, true));
  if ((item.idsArquivo ?? []).length === 0) out.push(issue(path('idsArquivo'), T.imageRequired));
  out.push(...itemDateIssues(item, base, true));
  out.push(...dayOrderIssues(path('dataValidade'), item.dataFabricacao, item.dataValidade, T.expiryBeforeManufacture));
  return out;
}

export const isItemValid = (item: SampleItemForm, group: ItemContext): boolean => itemIssues(item, group).length === 0;

/** 'Necessário adicionar um item para salvar a amostra.' when empty, otherwise each item's issues. */
export function itemsIssues(group: ItemContext & Pick<SampleGroupForm, 'itens'>): RuleErrors {
  if (group.itens.length === 0) return [issue('itens', T.addItem)];
  return group.itens.flatMap((item, i) => itemIssues(item, group, i));
}

/**
 * Supplier rule (part A section 5 "Supplier"): every item's supplier must be a platform user. The
 * spec reads a marker in the supplier's text, whose values it does not show; we model the supplier
 * as { idDistribuidor, usuarioPlataforma } and require usuarioPlataforma === true for every item
 * that has a supplier (items without one are covered by item validity).
 */
export function supplierIssues(
  itens: readonly Pick<SampleItemForm, 'idDistribuidor' | 'usuarioPlataforma'>[],
): RuleErrors {
  return itens.flatMap((item, i) =>
    item.idDistribuidor != null && item.usuarioPlataforma !== true
      ? [issue(at('itens', i, 'idDistribuidor'), T.supplierNotPlatformUser)]
      : [],
  );
}

/**
 * A collection is registered when or after it happens: its date may not fall after `today`
 * ('YYYY-MM-DD'; the device's day on the screens, latestDayOnEarth on the server). Not in the
 * specification; a typo in the year would otherwise reach the lab's records (docs/decisions/0024).
 */
const collectionDateIssues = (group: SampleGroupForm, today: string): RuleErrors => [
  ...dateIssues('dataColeta', group.dataColeta),
  ...notAfterDayIssues('dataColeta', group.dataColeta, today, T.futureCollectionDate),
];

/**
 * Collection save. The budget follows the section's closing sentence: required only when the lab
 * is the main lab AND the program is RAMA (the bullet above it omits the program).
 */
export function collectionIssues(group: SampleGroupForm, today: string = localDay()): RuleErrors {
  const program = group.programaAmostra;
  return [
    ...selectIssues('laboratorio', group.laboratorio),
    ...(isMainLab(group.laboratorio) && isRama(program) ? selectIssues('orcamento', group.orcamento) : []),
    ...(!isEnvironmental(program) && !hasLocation(group.localAmostra) ? [issue('localAmostra', T.required)] : []),
    ...collectionDateIssues(group, today),
    ...selectIssues('programaAmostra', program),
    ...(isRama(program) ? selectIssues('varejo', group.varejo) : []),
    ...textIssues('responsavelColeta', group.responsavelColeta, { max: LIMITS.responsavelColeta }),
    ...itemsIssues(group),
    ...supplierIssues(group.itens),
  ];
}

/**
 * Opened from sample management, the screen shows the company and collector to choose (part A
 * section 6): both are required, as the management route (POST /api/v2/amostras/coletadas) requires
 * them. Without them the group would go to the manager's own company, with the manager as collector.
 */
export function managementIssues(group: Pick<SampleGroupForm, 'idEmpresa' | 'idPessoaColetor'>): RuleErrors {
  return [
    ...(group.idEmpresa == null ? [issue('empresaColetor', T.required)] : []),
    ...(group.idPessoaColetor == null ? [issue('coletor', T.required)] : []),
  ];
}

/** Finalize a scheduled group: a valid collection date, items present and valid (lab and program are fixed). */
export function finalizeIssues(group: SampleGroupForm, today: string = localDay()): RuleErrors {
  return [
    ...collectionDateIssues(group, today),
    ...textIssues('responsavelColeta', group.responsavelColeta, { max: LIMITS.responsavelColeta }),
    ...itemsIssues(group),
    ...supplierIssues(group.itens),
  ];
}

/**
 * The product an item names must be the one its program kind uses: a catalogue product (idProduto)
 * on traceable programs, a company product (idProdutoEmpresa) on the others. The screens send only
 * that one; a write naming the other would lose it at the group's next edit. For a group whose
 * program (with its tipoRastreamento) is known.
 */
export function productKindIssues(group: SampleGroupForm): RuleErrors {
  const other = isTraceable(group) ? 'idProdutoEmpresa' : 'idProduto';
  return group.itens.flatMap((item, i) =>
    item[other] != null ? [issue(at('itens', i, other), SAMPLE_TOKENS.productKind)] : [],
  );
}

/** Save for later (finalizado false): nothing is required yet, but limits and given dates still hold. */
export function draftIssues(group: SampleGroupForm): RuleErrors {
  return [
    // a group is its items (the calls send a list of them): a draft too needs one, as the server says
    ...(group.itens.length === 0 ? [issue('itens', T.addItem)] : []),
    ...dateIssues('dataColeta', group.dataColeta, false),
    ...dateIssues('dataAgendada', group.dataAgendada, false),
    ...textIssues('responsavelColeta', group.responsavelColeta, { max: LIMITS.responsavelColeta }),
    ...group.itens.flatMap((item, i) => [
      ...itemTextIssues(item, at('itens', i), false),
      ...itemDateIssues(item, at('itens', i), false),
    ]),
  ];
}

// ---------- tracking code ----------

/** A link of a tracking chain; idEmpresa when the link is a company, with its usuarioPlataforma. */
export interface TrackingLink {
  idElo: number;
  nome: string;
  tipoElo: string;
  idEmpresa?: number | null;
  usuarioPlataforma?: boolean | null;
}

/**
 * The code's supplier as the tracker records it (sara.rastreamento."idDistribuidor": the chain's
 * distributor, the company whose items a supplier user sees): what a tracking code sets as the
 * item's idDistribuidor, with the name shown in the supplier field and the flag the supplier rule reads.
 */
export interface TrackingSupplier {
  idDistribuidor: number;
  nome: string;
  usuarioPlataforma: boolean;
}

export interface TrackingInfo {
  produto: {
    nome?: string | null;
    idTipoProduto?: number | null;
    idProdutoProcessado?: number | null;
    idProduto?: number | null;
  } | null;
  elos: readonly TrackingLink[];
  idAmostra?: number | null;
  /** null when the tracker names no supplier company for the code. */
  fornecedor?: TrackingSupplier | null;
}

const origins = (info: TrackingInfo) => info.elos.filter((e) => e.tipoElo === 'origem');

/** The origin's name: the part of its name before the first semicolon. */
export function originName(info: TrackingInfo): string | undefined {
  const origin = origins(info)[0];
  return origin?.nome.split(';')[0]?.trim();
}

/**
 * The two errors under the tracking-code field, after its info is fetched on blur: the scheduled
 * product differs from the code's product; the code's processed product has several inputs. The
 * spec does not show how "multiple inputs" is recognised: we read it as a processed product with
 * more than one origin link.
 */
export function trackingCodeIssues(path: string, info: TrackingInfo, scheduledIdProduto?: number | null): RuleErrors {
  const out: RuleErrors = [];
  const idProduto = info.produto?.idProduto;
  if (scheduledIdProduto != null && idProduto != null && idProduto !== scheduledIdProduto) {
    out.push(issue(path, T.productDiffersFromTracking));
  }
  if (info.produto?.idProdutoProcessado != null && origins(info).length > 1)
    out.push(issue(path, T.trackingMultipleInputs));
  return out;
}

/** The recollection dialog confirms only when a tracking code was entered. */
export const canConfirmRecollection = (codigo: string | null | undefined): boolean => !isBlank(codigo);

// ---------- photos ----------

/** The photo input: several files, images only. */
export const PHOTO_ACCEPT = 'image/*';
/**
 * An image by its type, or by its name when the picker gave no type (some do for HEIC): such a file is
 * then tried as an image, and one the browser cannot read is said to be unreadable, not 'not an image'.
 */
export const isPhotoFile = (file: { type: string; name?: string }): boolean =>
  file.type === '' ? /\.(jpe?g|png|webp|gif|bmp|avif|hei[cf])$/i.test(file.name ?? '') : /^image\//i.test(file.type);
