import { originName, trackingCodeIssues, type TrackingInfo } from '@sara/domain/rules/collection';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as repo from './repository.ts';

/**
 * The tracking-info call (spec part A sections 3 and 5 "Tracking code"): the code's product, its
 * chain links (with the company of each link that is one), the sample already using it and the
 * code's supplier (fornecedor: the tracker's idDistribuidor, which a client sets as the item's
 * idDistribuidor, with usuarioPlataforma for the "supplier is not a platform user" rule). Also
 * answers the origin's name and the two field errors of the domain rule, so a client need not
 * recompute them.
 */
export async function trackingInfo(db: Db, input: string, scheduledIdProduto?: number) {
  const codigo = input.trim();
  const tracking = await repo.findTracking(db, codigo);
  if (!tracking) throw new AppError('TRACKING_NOT_FOUND', { args: { codigo } });
  const { idRastreamento, idDistribuidor, nomeDistribuidor, usuarioPlataforma, ...produto } = tracking;
  const [elos, idAmostra] = await Promise.all([
    repo.listLinks(db, idRastreamento),
    repo.findSampleUsingCode(db, codigo),
  ]);
  const fornecedor =
    idDistribuidor == null
      ? null
      : { idDistribuidor, nome: nomeDistribuidor!, usuarioPlataforma: usuarioPlataforma ?? false };
  const info = { produto, elos, idAmostra, fornecedor } satisfies TrackingInfo;
  return {
    info: { ...info, origem: originName(info) ?? null },
    issues: trackingCodeIssues('codigoRastreamento', info, scheduledIdProduto),
  };
}

/**
 * What a tracking code sets on a sample item (its product and supplier), for a write whose item
 * came without them: a code typed offline, whose lookup the screen could not run. Null for an
 * unknown code.
 */
export async function trackedItemFields(db: Db, codigo: string) {
  const t = await repo.findTracking(db, codigo.trim());
  if (!t) return null;
  const { idProduto, idTipoProduto, idProdutoProcessado, idDistribuidor } = t;
  return { idProduto, idTipoProduto, idProdutoProcessado, idDistribuidor };
}

/**
 * A code's product and, for a processed product, its links: what the tracking-code field's two errors
 * need (`trackingCodeIssues`), for a write checked on the server. Null for an unknown code.
 */
export async function trackedCodeInfo(db: Db, codigo: string): Promise<TrackingInfo | null> {
  const tracking = await repo.findTracking(db, codigo.trim());
  if (!tracking) return null;
  const { idRastreamento, idDistribuidor: _d, nomeDistribuidor: _n, usuarioPlataforma: _u, ...produto } = tracking;
  // only a processed product's origins matter ("multiple inputs"): the links are not read otherwise
  const elos = produto.idProdutoProcessado == null ? [] : await repo.listLinks(db, idRastreamento);
  return { produto, elos, idAmostra: null, fornecedor: null };
}
