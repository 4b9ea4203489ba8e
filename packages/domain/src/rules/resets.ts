import { TIPO_RASTREAMENTO_PREFIX } from '../enums.ts';
import { programKind, trackingFlagKey, trackingKind } from './programs.ts';
import {
  newItem,
  type LaboratorioRef,
  type ProgramaRef,
  type SampleGroupForm,
  type SampleItemForm,
  type VarejoRef,
} from './sample-form.ts';

/**
 * What changing a field clears (part A section 4), as pure functions: each returns a new group
 * and leaves the given one untouched.
 */

/** The fields an item keeps when its program changes: its identity, lab codes and photos. */
const KEPT_ON_PROGRAM_CHANGE = [
  'key',
  'idAmostra',
  'idObjetoAmostra',
  'codigoAmostra',
  'codigoMylims',
  'idsArquivo',
] as const;

/** Changing program resets every item's fields (with the new program's date and text fields). */
export function resetItemForProgram(item: SampleItemForm, program: ProgramaRef | null): SampleItemForm {
  const kept = Object.fromEntries(KEPT_ON_PROGRAM_CHANGE.map((f) => [f, item[f]]));
  return { ...newItem(item.key, program), ...kept };
}

const withoutTrackingFlags = (group: SampleGroupForm): SampleGroupForm =>
  Object.fromEntries(
    Object.entries(group).filter(([k]) => !k.startsWith(TIPO_RASTREAMENTO_PREFIX.required)),
  ) as unknown as SampleGroupForm;

/**
 * Changing program resets item fields and shows the fields of the new program kind. Beyond the
 * spec's words, the values of fields the new kind hides are cleared too (retailer outside RAMA,
 * environmental fields outside environmental programs, the optional-tracking flag), and so is a
 * place that belongs to another program or no longer fits (free text vs. registered place): a
 * hidden value must not travel in the payload nor trigger a rule such as retailer 1's EAN.
 */
export function changeProgram(group: SampleGroupForm, program: ProgramaRef | null): SampleGroupForm {
  const kind = programKind(program);
  const env = kind === 'environmental';
  const place = group.localAmostra;
  const placeFits =
    place != null &&
    programKind(group.programaAmostra) === kind &&
    (typeof place === 'string' ||
      place.idProgramaAmostra == null ||
      place.idProgramaAmostra === program?.idProgramaAmostra);
  return {
    ...withoutTrackingFlags(group),
    programaAmostra: program,
    tipoRastreamento: program?.tipoRastreamento ?? null,
    varejo: kind === 'rama' ? group.varejo : null,
    localAmostra: placeFits ? place : null,
    responsavelAmostraAmbiental: env ? group.responsavelAmostraAmbiental : null,
    pessoaColeta: env ? group.pessoaColeta : null,
    relatoConformidade: env ? group.relatoConformidade : null,
    idNormaAmbiental: env ? group.idNormaAmbiental : null,
    normaAmbiental: env ? group.normaAmbiental : null,
    tipoAmostragem: env ? group.tipoAmostragem : null,
    itens: group.itens.map((item) => resetItemForProgram(item, program)),
  };
}

/** Changing lab clears the budget. */
export function changeLab(group: SampleGroupForm, laboratorio: LaboratorioRef | null): SampleGroupForm {
  return { ...group, laboratorio, orcamento: null };
}

/**
 * Changing company clears location, person, program and retailer. Clearing the program is a
 * program change, so the items are reset as well. The budget goes too: budgets are listed by
 * company, and another company's would stay chosen out of sight (decision 0017).
 */
export function changeCompany(
  group: SampleGroupForm,
  idEmpresa: number | null,
  nomeEmpresaColetora: string | null = null,
): SampleGroupForm {
  return {
    ...changeProgram(group, null),
    idEmpresa,
    nomeEmpresaColetora,
    orcamento: null,
    localAmostra: null,
    idPessoaColetor: null,
    nomePessoaColetora: null,
    varejo: null,
  };
}

/** Changing collector clears program (and so resets the items) and retailer. */
export function changeCollector(
  group: SampleGroupForm,
  idPessoaColetor: number | null,
  nomePessoaColetora: string | null = null,
): SampleGroupForm {
  return { ...changeProgram(group, null), idPessoaColetor, nomePessoaColetora, varejo: null };
}

/** Changing retailer clears each item's supplier type and the location (places belong to a retailer). */
export function changeRetailer(group: SampleGroupForm, varejo: VarejoRef | null): SampleGroupForm {
  return {
    ...group,
    varejo,
    localAmostra: null,
    itens: group.itens.map((item) => ({ ...item, tipoFornecedor: null })),
  };
}

/** The tracking fields of an item: what the tracking-code lookup fills. */
const TRACKING_FIELDS = [
  'codigoRastreamento',
  'idObjetoRastreado',
  'idProduto',
  'idProdutoProcessado',
  'idTipoProduto',
  'nomeProduto',
  'nomeProdutoBas',
  'idDistribuidor',
  'nomeDistribuidor',
  'usuarioPlataforma',
  'tipoFornecedor',
] as const satisfies readonly (keyof SampleItemForm)[];
/** The company product of an item (its name is shown in nomeProduto). */
const COMPANY_PRODUCT_FIELDS = ['idProdutoEmpresa', 'nomeProduto'] as const satisfies readonly (keyof SampleItemForm)[];

const clear = (item: SampleItemForm, fields: readonly (keyof SampleItemForm)[]): SampleItemForm => ({
  ...item,
  ...Object.fromEntries(fields.map((f) => [f, null])),
});

/** The supplier among the tracking fields: the lookup fills it on the collection screen only. */
const SUPPLIER_FIELDS: readonly (keyof SampleItemForm)[] = ['idDistribuidor', 'nomeDistribuidor', 'usuarioPlataforma'];

/**
 * Ticking the optional-traceability box makes items traceable, so their company product is
 * cleared; unticking it clears their tracking fields. No-op when the program is not optional.
 * `supplierChosen`: the screen has the supplier as a field of its own (scheduling, where no code is
 * looked up), so it is the user's choice, not a tracking field, and stays.
 */
export function toggleOptionalTracking(
  group: SampleGroupForm,
  checked: boolean,
  { supplierChosen = false }: { supplierChosen?: boolean } = {},
): SampleGroupForm {
  const t = trackingKind(group.tipoRastreamento);
  if (t.kind !== 'optional') return group;
  const tracking = supplierChosen ? TRACKING_FIELDS.filter((f) => !SUPPLIER_FIELDS.includes(f)) : TRACKING_FIELDS;
  return {
    ...group,
    [trackingFlagKey(t.product!)]: checked,
    itens: group.itens.map((item) => clear(item, checked ? COMPANY_PRODUCT_FIELDS : tracking)),
  };
}

/** The legislation is shown only when conformity is yes: answering anything else clears it. */
export function changeConformity(group: SampleGroupForm, relatoConformidade: boolean | null): SampleGroupForm {
  return relatoConformidade === true
    ? { ...group, relatoConformidade }
    : { ...group, relatoConformidade, idNormaAmbiental: null, normaAmbiental: null };
}

const entered = (value: unknown): boolean =>
  value != null && value !== '' && value !== false && !(Array.isArray(value) && value.length === 0);

/**
 * Does `after`, a reset of `before`, clear something entered in an item (a code, seal, batch, date,
 * note, reason, a program field's value)? The screen asks before such a change: a collector who
 * touches the program after filling the items in the field would lose them without a word. Photos
 * and the identity fields are kept by every reset and are not looked at; items keep their order.
 */
export function clearsItemEntries(before: SampleGroupForm, after: SampleGroupForm): boolean {
  return before.itens.some((item, i) => {
    const next = after.itens[i];
    return Object.entries(item).some(([field, value]) => {
      if ((KEPT_ON_PROGRAM_CHANGE as readonly string[]).includes(field)) return false;
      if (field === 'camposProgramaAmostra') {
        return item.camposProgramaAmostra.some(
          (campo) =>
            entered(campo.valor) &&
            !next?.camposProgramaAmostra.some(
              (kept) => kept.idCampoPrograma === campo.idCampoPrograma && kept.valor === campo.valor,
            ),
        );
      }
      return entered(value) && JSON.stringify(value) !== JSON.stringify(next?.[field as keyof SampleItemForm]);
    });
  });
}
