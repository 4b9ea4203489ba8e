import { sql, type Kysely, type RawBuilder } from 'kysely';
import { AWAITING_INTERNAL_APPROVAL, FEATURES as F, hasFeature, hidesAwaitingInternal } from '@sara/domain/features';
import type { Database } from '../../db/schema.ts';
import type { AmostraLista } from '../../db/lists-schema.ts';

/**
 * Who sees which samples (spec part A section 6, part B section 6): the user's SARA person, the scope
 * their features and person give, and that scope as conditions on the lists' read model. The lists,
 * the sample writes, the files and the sample PDF all ask here.
 */

/** The SARA person of the user: who "me" is for the scope and the history flags. */
export interface ScopePerson {
  idPessoa: number;
  idEmpresa: number;
  /** Retailers of the person's company (sara.varejo.idAgrupadorUsuario = the company's). */
  idsVarejo: number[];
}

/** Which items a user sees (spec part A section 6, part B section 6). */
export type ListScope = (
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'collector'; idPessoa: number }
  | { kind: 'supplier'; idEmpresa: number }
  | { kind: 'retail'; idsVarejo: number[] }
  | { kind: 'company'; idEmpresa: number }
) & {
  /** Supplier-profile users never see reports awaiting the internal team. */
  hideAwaitingInternal: boolean;
  me: ScopePerson | null;
};

export const AWAITING_INTERNAL = AWAITING_INTERNAL_APPROVAL;

/** The scope of a user's features and person (null: a user without a SARA person sees nothing unless they see all). */
export function scopeOf(features: Iterable<string>, me: ScopePerson | null): ListScope {
  const list = [...features];
  const hideAwaitingInternal = hidesAwaitingInternal(list);
  const base = { hideAwaitingInternal, me };
  if (hasFeature(list, [F.amostraGerenciamento, F.amostraListagemAdmin])) return { kind: 'all', ...base };
  if (!me) return { kind: 'none', ...base };
  if (hasFeature(list, [F.perfilAmostrador])) return { kind: 'collector', idPessoa: me.idPessoa, ...base };
  if (hasFeature(list, [F.perfilFornecedor])) return { kind: 'supplier', idEmpresa: me.idEmpresa, ...base };
  if (hasFeature(list, [F.perfilVarejo])) return { kind: 'retail', idsVarejo: me.idsVarejo, ...base };
  return { kind: 'company', idEmpresa: me.idEmpresa, ...base };
}

/** One round trip: the user's person and the retailers of their company. */
export async function findScopePerson(db: Kysely<Database>, idUsuario: number): Promise<ScopePerson | null> {
  const { rows } = await sql<ScopePerson>`
    select p."idPessoa", p."idEmpresa",
      coalesce(array_agg(v."idVarejo" order by v."idVarejo") filter (where v."idVarejo" is not null), '{}') as "idsVarejo"
    from sara.pessoa p
    join sara.empresa e on e."idEmpresa" = p."idEmpresa"
    left join sara.varejo v on v."idAgrupadorUsuario" = e."idAgrupadorUsuario"
    where p."idScaUsuario" = ${idUsuario}
    group by p."idPessoa", p."idEmpresa"`.execute(db);
  const row = rows[0];
  return row ? { ...row, idsVarejo: row.idsVarejo.map(Number) } : null;
}

export async function scopeFor(db: Kysely<Database>, idUsuario: number, features: Iterable<string>) {
  return scopeOf(features, await findScopePerson(db, idUsuario));
}

const col = (alias: string, name: keyof AmostraLista) => sql.ref(`${alias}.${name}`);

/** The scope as SQL conditions on the read-model alias. */
export function scopeConditions(scope: ListScope, alias = 'l'): RawBuilder<unknown>[] {
  const out: RawBuilder<unknown>[] = [];
  switch (scope.kind) {
    case 'all':
      break;
    case 'none':
      out.push(sql`false`);
      break;
    case 'collector':
      out.push(sql`${col(alias, 'idPessoaColetor')} = ${scope.idPessoa}`);
      break;
    case 'supplier':
      out.push(sql`${col(alias, 'idDistribuidor')} = ${scope.idEmpresa}`);
      break;
    case 'retail':
      out.push(
        scope.idsVarejo.length === 0 ? sql`false` : sql`${col(alias, 'idVarejo')} in (${sql.join(scope.idsVarejo)})`,
      );
      break;
    case 'company':
      out.push(sql`${col(alias, 'idEmpresa')} = ${scope.idEmpresa}`);
      break;
  }
  if (scope.hideAwaitingInternal) out.push(sql`${col(alias, 'statusSistema')} <> ${AWAITING_INTERNAL}`);
  return out;
}
