import { originName, trackingCodeIssues, type TrackingInfo } from '@sara/domain/rules/collection';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as repo from './repository.ts';

/**
 * The tracking-info call (spec part A sections 3 and 5 "Tracking code"): the code's product, its
 * chain links and the sample already using it. Also answers the origin's name and the two
 * field errors of the domain rule, so a client need not recompute them.
 */
export async function trackingInfo(db: Db, input: string, scheduledIdProduto?: number) {
  const codigo = input.trim();
  const tracking = await repo.findTracking(db, codigo);
  if (!tracking) throw new AppError('TRACKING_NOT_FOUND', { args: { codigo } });
  const { idRastreamento, ...produto } = tracking;
  const [elos, idAmostra] = await Promise.all([
    repo.listLinks(db, idRastreamento),
    repo.findSampleUsingCode(db, codigo),
  ]);
  const info: TrackingInfo = { produto, elos, idAmostra };
  return {
    info: { produto, elos, idAmostra, origem: originName(info) ?? null },
    issues: trackingCodeIssues('codigoRastreamento', info, scheduledIdProduto),
  };
}
