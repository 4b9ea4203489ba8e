import { FEATURES } from '@sara/domain/features';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Empresa } from '../../db/sara-schema.ts';
import { AppError } from '../../errors.ts';
import { findUserProfile, type AuthContext } from '../access/service.ts';
import * as repo from './repository.ts';

/** The advisory lock class of the collector bootstrap (pg_advisory_xact_lock(class, grouper)). */
const BOOTSTRAP_LOCK = 590_061;

/** The company type a new user's company gets, from the profile features of the user. */
function companyTypeOf(features: Set<string>): Empresa['tipoEmpresa'] {
  if (features.has(FEATURES.perfilAmostrador)) return 'coletora';
  if (features.has(FEATURES.perfilFornecedor)) return 'fornecedora';
  if (features.has(FEATURES.perfilVarejo)) return 'varejo';
  return 'gerenciadora';
}

/**
 * Registers the SARA person (collector) of an access-service user, once, and answers it
 * (spec part A section 7, part B section 2 "Collector bootstrap"). The person joins the company
 * of the user's grouper; a grouper without a company gets one, typed by the user's profile.
 * Idempotent: later calls answer the same person.
 */
export async function registerCollector(db: Db, auth: AuthContext, idScaUsuario: number) {
  if (idScaUsuario !== auth.user.id && !auth.features.has(FEATURES.admin)) {
    throw new AppError('COLLECTOR_USER_MISMATCH');
  }
  const existing = await repo.findCollectorByUser(db, idScaUsuario);
  if (existing) return present(existing);

  const user = await findUserProfile(db, idScaUsuario);
  if (!user) throw new AppError('NOT_FOUND');
  await db.transaction().execute(async (tx) => {
    // one bootstrap per grouper at a time (per user without one): two colleagues' first logins at the
    // same moment would each find no company and create one, and then not see each other's samples
    const lockKey = user.idAgrupadorUsuario ?? -idScaUsuario;
    await sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK}, ${lockKey})`.execute(tx);
    if (await repo.findCollectorByUser(tx, idScaUsuario)) return;
    const company =
      (user.idAgrupadorUsuario !== null ? await repo.findCompanyByGrouper(tx, user.idAgrupadorUsuario) : undefined) ??
      (await repo.insertCompany(tx, {
        razaoSocial: user.name,
        tipoEmpresa: idScaUsuario === auth.user.id ? companyTypeOf(auth.features) : 'gerenciadora',
        idAgrupadorUsuario: user.idAgrupadorUsuario,
      }));
    await repo.insertUserPerson(tx, { nome: user.name, email: user.email, idEmpresa: company.idEmpresa, idScaUsuario });
  });
  const created = await repo.findCollectorByUser(db, idScaUsuario);
  if (!created) throw new AppError('INTERNAL');
  return present(created);
}

function present(row: NonNullable<Awaited<ReturnType<typeof repo.findCollectorByUser>>>) {
  return {
    idPessoa: row.idPessoa,
    nome: row.nome,
    idEmpresa: row.idEmpresa,
    idScaUsuario: row.idScaUsuario!,
    razaoSocial: row.razaoSocial,
    tipoEmpresa: row.tipoEmpresa,
    idAgrupadorUsuario: row.idAgrupadorUsuario,
    /** A person is a collector when the company type is collector (part A section 6). */
    coletor: row.tipoEmpresa === 'coletora',
    certificados: row.certificados,
  };
}
