import { ALL_PLACES_FEATURES, FEATURES, hasFeature } from '@sara/domain/features';
import { formatCep, wholeCepDigits, type LocationForm } from '@sara/domain/rules/location';
import { SAMPLE_TOKENS } from '@sara/domain/samples';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from '../access/service.ts';
import { registerCollector } from '../collectors/service.ts';
import type { AddressProvider } from './cep.ts';
import * as repo from './repository.ts';

/**
 * Places, company products and postal codes (spec part A sections 5 "Location form", 6, 7
 * "Places and company products"). Scoping (section 6):
 * - amostra.gerenciamento ("management") may create places and products for any company;
 *   everybody else only for the company of their own SARA person;
 * - management or amostraAgendada.finalizar list places of every company; others only their own.
 */
const isManager = (auth: AuthContext) => hasFeature(auth.features, FEATURES.amostraGerenciamento);
const listsAllPlaces = (auth: AuthContext) => hasFeature(auth.features, ALL_PLACES_FEATURES);

/** The company of the session's SARA person (registered on first use, as the bootstrap does). */
export async function userCompany(db: Db, auth: AuthContext): Promise<number> {
  return (await registerCollector(db, auth, auth.user.id)).idEmpresa;
}

/** The company a write or a scoped read is for: the given one if allowed, otherwise 403. */
async function scopedCompany(db: Db, auth: AuthContext, requested: number | null | undefined, anyCompany: boolean) {
  if (anyCompany && requested != null) return requested;
  const own = await userCompany(db, auth);
  if (requested != null && requested !== own) throw new AppError('FORBIDDEN');
  return own;
}

const clean = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
/** The label of each reference a place names, so the message says it in the user's language. */
const REFERENCE_LABELS = {
  idMunicipio: 'sara2g.ui.local.municipio',
  idEmpresa: 'sara2g.ui.local.empresa',
  idProgramaAmostra: 'sara2g.ui.local.programa',
  idVarejo: 'sara2g.ui.local.varejo',
} as const;
const refError = (campo: keyof typeof REFERENCE_LABELS) =>
  new AppError('REFERENCE_INVALID', { args: { campo: REFERENCE_LABELS[campo] }, details: { path: campo } });

/** Registers a place; the body already passed the domain's location rules (the state may be absent). */
export async function createPlace(db: Db, auth: AuthContext, form: LocationForm) {
  const idEmpresa = await scopedCompany(db, auth, form.idEmpresa, isManager(auth));
  const idVarejo = form.idVarejo ?? null;
  const refs = await repo.placeReferences(db, {
    idMunicipio: form.idMunicipio!,
    idEmpresa,
    idProgramaAmostra: form.idProgramaAmostra!,
    idVarejo,
  });
  if (refs.municipioUf == null) throw refError('idMunicipio');
  if (form.idUf != null && refs.municipioUf !== form.idUf) {
    throw new AppError('MUNICIPALITY_STATE_MISMATCH', { details: { path: 'idMunicipio' } });
  }
  if (!refs.empresa) throw refError('idEmpresa');
  if (!refs.programa) throw refError('idProgramaAmostra');
  if (idVarejo != null && refs.varejoRama == null) throw refError('idVarejo');
  // the chains the screens offer are the RAMA ones, and a sample's write refuses another (as here)
  if (idVarejo != null && !refs.varejoRama) {
    throw new AppError('VALIDATION', {
      details: { in: 'body', errors: [{ path: 'idVarejo', message: SAMPLE_TOKENS.notRamaRetailer }] },
    });
  }

  const semNumero = form.semNumero ?? false;
  const codigoPostal = clean(form.codigoPostal);
  const { idLocalAmostra } = await repo.insertPlace(db, {
    nome: form.nome!.trim(),
    codigoPostal: codigoPostal && formatCep(codigoPostal),
    logradouro: clean(form.logradouro),
    bairro: clean(form.bairro),
    // ticking "no number" clears the number (part A section 5)
    numero: semNumero ? null : clean(form.numero),
    semNumero,
    complemento: clean(form.complemento),
    idMunicipio: form.idMunicipio!,
    idEmpresa,
    tipo: form.tipo ?? 'outro',
    idProgramaAmostra: form.idProgramaAmostra!,
    idVarejo,
  });
  return (await repo.findPlace(db, idLocalAmostra))!;
}

/** GET /api/v1/localizacoes: every company's places (narrowed by idEmpresa) or only one's own. */
export async function listPlaces(db: Db, auth: AuthContext, filter: { idEmpresa?: number; busca?: string }) {
  const idEmpresa = listsAllPlaces(auth) ? filter.idEmpresa : await scopedCompany(db, auth, filter.idEmpresa, false);
  return repo.listPlaces(db, { idEmpresa, busca: filter.busca });
}

/** GET /api/v1/localizacoes/filterByIdEmpresa: empty for management (as the spec says), else a company's places. */
export async function placesOfCompany(db: Db, auth: AuthContext, idEmpresa: number | undefined) {
  if (isManager(auth)) return [];
  return repo.listPlaces(db, { idEmpresa: await scopedCompany(db, auth, idEmpresa, listsAllPlaces(auth)) });
}

// ---------- company products ----------

/** Name required, max 60 and trimmed (checked by the body schema); unique per company ignoring case. */
export async function createCompanyProduct(
  db: Db,
  auth: AuthContext,
  body: { nome: string; idEmpresa?: number | null },
) {
  const idEmpresa = await scopedCompany(db, auth, body.idEmpresa, isManager(auth));
  if (!(await repo.companyExists(db, idEmpresa))) throw refError('idEmpresa');
  const nome = body.nome.trim();
  const created = await repo.insertCompanyProduct(db, { nome, idEmpresa });
  if (!created) throw new AppError('COMPANY_PRODUCT_EXISTS', { args: { nome }, details: { path: 'nome' } });
  return created;
}

/**
 * The company whose own lists (products, budgets) a read may name: any for management (none given:
 * undefined), otherwise the user's own, the default (another is 403).
 */
export async function readableCompany(db: Db, auth: AuthContext, idEmpresa: number | undefined) {
  return isManager(auth) ? idEmpresa : await scopedCompany(db, auth, idEmpresa, false);
}

export async function listCompanyProducts(db: Db, auth: AuthContext, idEmpresa: number | undefined) {
  return repo.listCompanyProducts(db, await readableCompany(db, auth, idEmpresa));
}

// ---------- postal codes ----------

/** 400 for a malformed code, 404 for one of no known range. */
export async function lookupCep(provider: AddressProvider, input: string) {
  const cep = wholeCepDigits(input);
  if (!cep) throw new AppError('CEP_INVALID', { details: { path: 'cep' } });
  const address = await provider.lookup(cep);
  if (!address) throw new AppError('CEP_NOT_FOUND', { args: { cep: formatCep(cep) } });
  return address;
}
