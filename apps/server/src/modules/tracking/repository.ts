import type { Db } from '../../db/client.ts';

/** The code's product and its supplier company (the tracker's idDistribuidor), when it has one. */
export function findTracking(db: Db, codigo: string) {
  return db
    .selectFrom('sara.rastreamento as r')
    .leftJoin('sara.empresa as d', 'd.idEmpresa', 'r.idDistribuidor')
    .select([
      'r.idRastreamento',
      'r.produto as nome',
      'r.idTipoProduto',
      'r.idProdutoProcessado',
      'r.idProduto',
      'd.idEmpresa as idDistribuidor',
      'd.razaoSocial as nomeDistribuidor',
      'd.usuarioPlataforma',
    ])
    .where('r.codigoRastreamento', '=', codigo)
    .executeTakeFirst();
}

/** The chain's links in order; a link that is a company carries its id and usuarioPlataforma. */
export function listLinks(db: Db, idRastreamento: number) {
  return db
    .selectFrom('sara.rastreamentoElo as l')
    .leftJoin('sara.empresa as e', 'e.idEmpresa', 'l.idEmpresa')
    .select(['l.idElo', 'l.nome', 'l.tipoElo', 'e.idEmpresa', 'e.usuarioPlataforma'])
    .where('l.idRastreamento', '=', idRastreamento)
    .orderBy('l.ordem')
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
