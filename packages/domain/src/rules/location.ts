import { z } from 'zod';
import { LIMITS, PG_INTEGER_MAX } from '../constants.ts';
import { TIPO_LOCAL } from '../enums.ts';
import { issue, isBlank, requiredText, selectIssues, textIssues, withRules, type RuleErrors } from './fields.ts';
import { isRama } from './programs.ts';
import { RULE_TOKENS as T } from './tokens.ts';

/** Location registration dialog and company products (part A section 5 "Location form", "Shared field rules"). */

const id = z.number().int().positive().max(PG_INTEGER_MAX).nullish();
const text = z.string().nullish();

/** A sample place (POST /api/v1/localizacoes). The state is idUf, as on the municipality. */
export const locationShape = z.object({
  idLocalAmostra: id,
  nome: text,
  codigoPostal: text,
  idUf: id,
  idMunicipio: id,
  bairro: text,
  logradouro: text,
  numero: text,
  semNumero: z.boolean().nullish(),
  complemento: text,
  idEmpresa: id,
  tipo: z.enum(TIPO_LOCAL).nullish(),
  idProgramaAmostra: id,
  idVarejo: id,
});
export type LocationForm = z.infer<typeof locationShape>;

/**
 * Name, state, municipality and program are required; RAMA also needs the retail chain; postal code
 * max 10 and, when given, a whole CEP (8 digits; a place's code is not half of one).
 */
export function locationIssues(form: LocationForm): RuleErrors {
  const cepLimit = textIssues('codigoPostal', form.codigoPostal, { max: LIMITS.codigoPostal });
  const cep = form.codigoPostal ?? '';
  const wholeCep = isBlank(cep) || wholeCepDigits(cep) !== undefined;
  return [
    ...requiredText('nome', form.nome),
    ...(cepLimit.length > 0 ? cepLimit : wholeCep ? [] : [issue('codigoPostal', T.cepInvalid)]),
    ...selectIssues('idUf', form.idUf),
    ...selectIssues('idMunicipio', form.idMunicipio),
    ...selectIssues('idProgramaAmostra', form.idProgramaAmostra),
    ...(isRama(form.idProgramaAmostra) ? selectIssues('idVarejo', form.idVarejo) : []),
    ...(['bairro', 'logradouro', 'numero', 'complemento'] as const).flatMap((f) => textIssues(f, form[f])),
  ];
}

export const locationSchema = withRules(locationShape, locationIssues);

/**
 * What a place still needs from the screen it is registered on, by the rules above: its program,
 * then, on RAMA, the retail chain. The screens' add-place button and the dialog say it.
 */
export function missingPlaceContext(
  idProgramaAmostra: number | null | undefined,
  idVarejo: number | null | undefined,
): 'idProgramaAmostra' | 'idVarejo' | null {
  const paths = new Set(locationIssues({ idProgramaAmostra, idVarejo }).map((i) => i.path));
  return paths.has('idProgramaAmostra') ? 'idProgramaAmostra' : paths.has('idVarejo') ? 'idVarejo' : null;
}

/**
 * Postal code as typed: digits and the separators '.' and '-' only (a Brazilian CEP has no
 * letters); with 8 or more digits it becomes NN.NNN-NNN (the first 8 digits); otherwise it is kept,
 * cut at 10 characters. Idempotent.
 */
export function formatCep(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length < 8) return input.replace(/[^\d.-]/g, '').slice(0, LIMITS.codigoPostal);
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}-${digits.slice(5, 8)}`;
}

export const cepDigits = (codigoPostal: string): string => codigoPostal.replace(/\D/g, '');
/** The postal-code lookup needs a non-empty code; it sends the digits (separators alone are no code). */
export const canLookupCep = (codigoPostal: string | null | undefined): boolean =>
  cepDigits(codigoPostal ?? '').length > 0;

/**
 * The 8 digits of a whole CEP, written with or without its separators ('.', '-', spaces), or undefined
 * for anything else: the place form's rule and the server's lookup read a postal code alike.
 */
export function wholeCepDigits(codigoPostal: string): string | undefined {
  const digits = cepDigits(codigoPostal);
  return /^[\d.\-\s]*$/.test(codigoPostal) && digits.length === 8 ? digits : undefined;
}

/** Ticking "no number" clears (and the screen disables) the number. */
export function toggleSemNumero<F extends Pick<LocationForm, 'numero' | 'semNumero'>>(form: F, semNumero: boolean): F {
  return semNumero ? { ...form, semNumero, numero: '' } : { ...form, semNumero };
}

// ---------- company products ----------

/** A company product (POST /api/v1/produtos-empresa). */
export const companyProductShape = z.object({ idProdutoEmpresa: id, nome: text, idEmpresa: id });
export type CompanyProductForm = z.infer<typeof companyProductShape>;

/** One name ignoring case, and however its accents were typed ('ê' as one character or 'e' and a mark). */
const sameName = (a: string, b: string) => {
  const key = (name: string) => name.normalize('NFC').trim().toLocaleLowerCase('pt-BR');
  return key(a) === key(b);
};

/**
 * Name required, max 60, unique within the company ignoring case ('nome_existente' with {{nome}}).
 * `existing` is what the caller holds: the local store on the web, the company's rows on the server.
 */
export function companyProductIssues(
  product: CompanyProductForm,
  existing: readonly CompanyProductForm[] = [],
): RuleErrors {
  const nameIssues = requiredText('nome', product.nome, LIMITS.nomeProduto);
  if (nameIssues.length) return nameIssues;
  const duplicate = existing.some(
    (e) =>
      e.nome != null &&
      sameName(e.nome, product.nome!) &&
      (product.idProdutoEmpresa == null || e.idProdutoEmpresa !== product.idProdutoEmpresa) &&
      (product.idEmpresa == null || e.idEmpresa == null || e.idEmpresa === product.idEmpresa),
  );
  return duplicate ? [issue('nome', T.companyProductExists, { nome: product.nome!.trim() })] : [];
}

/** The body schema checks the name; uniqueness needs the stored products (call companyProductIssues). */
export const companyProductSchema = withRules(companyProductShape, (p) => companyProductIssues(p));

/** A product without a name is left out of the product list. */
export const namedProducts = <P extends { nome?: string | null }>(products: readonly P[]): P[] =>
  products.filter((p) => !isBlank(p.nome));
