import type { Db } from '../../db/client.ts';
import { enqueue } from '../jobs/repository.ts';
import { listPendingSamples } from './repository.ts';

export const SEND_TO_LAB_JOB = 'envio_laboratorio';

/**
 * Queues the lab's pending collected samples since `dateInit` for sending to the lab's system
 * (spec part B section 7, the side-menu integration action). Sending happens in the job worker of
 * the lab integration; a sample already queued is not queued twice.
 */
export async function sendSamplesToLab(db: Db, idLaboratorio: number, status: string, dateInit: string) {
  const samples = await listPendingSamples(db, idLaboratorio, dateInit);
  const queued = await enqueue(
    db,
    samples.map((s) => ({
      tipo: SEND_TO_LAB_JOB,
      payload: { idAmostra: s.idAmostra, idAgrupador: s.idAgrupador, idLaboratorio, status },
      chave: `${SEND_TO_LAB_JOB}:${idLaboratorio}:${s.idAmostra}`,
    })),
  );
  return { encontradas: samples.length, enfileiradas: queued.length, idsAmostra: samples.map((s) => s.idAmostra) };
}
