import type { Db } from '../../db/client.ts';

/** Collected, finalised samples of a lab since a date whose lab-system status is still pending. */
export function listPendingSamples(db: Db, idLaboratorio: number, since: string) {
  return db
    .selectFrom('sara.amostra')
    .select(['idAmostra', 'idAgrupador'])
    .where('idLaboratorio', '=', idLaboratorio)
    .where('situacao', '=', 'coletada')
    .where('finalizado', '=', true)
    .where('statusSQSAgrosafety', '=', 'pending')
    .where('dataColeta', '>=', `${since}T00:00:00.000`)
    .orderBy('idAmostra')
    .execute();
}
