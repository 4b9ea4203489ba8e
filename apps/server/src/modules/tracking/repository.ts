import type { Db } from '../../db/client.ts';

export function findTracking(db: Db, codigo: string) {
  return db
    .selectFrom('sara.rastreamento')
    .select(['idRastreamento', 'produto as nome', 'idTipoProduto', 'idProdutoProcessado', 'idProduto'])
    .where('codigoRastreamento', '=', codigo)
    .executeTakeFirst();
}

export function listLinks(db: Db, idRastreamento: number) {
  return db
    .selectFrom('sara.rastreamentoElo')
    .select(['idElo', 'nome', 'tipoElo'])
    .where('idRastreamento', '=', idRastreamento)
    .orderBy('ordem')
    .execute();
}

/** The newest sample of an active group that uses the code and was not rejected. */
export async function findSampleUsingCode(db: Db, codigo: string): Promise<number | null> {
  const row = await db
    .selectFrom('sara.amostra as a')
    .innerJoin('sara.agrupador as g', 'g.idAgrupador', 'a.idAgrupador')
    .select('a.idAmostra')
    .where('a.codigoRastreamento', '=', codigo)
    .where('g.ativo', '=', true)
    .where('a.situacao', '<>', 'rejeitada')
    .orderBy('a.idAmostra', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.idAmostra ?? null;
}
