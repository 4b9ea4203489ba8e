import { originName, trackingCodeIssues, type TrackingInfo } from '@sara/domain/rules/collection';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as repo from './repository.ts';

/**
 * A code's tracking info: its product, its supplier (fornecedor: the tracker's idDistribuidor, with
 * usuarioPlataforma for the "supplier is not a platform user" rule) and its chain links (with the company
 * of each link that is one). Null for an unknown code. `forWrite`: what a sample write needs, no more:
 * the links only of a processed product (the "multiple inputs" error), not the sample using the code.
 */
async function readTracking(db: Db, codigo: string, forWrite = false) {
  const tracking = await repo.findTracking(db, codigo);
  if (!tracking) return null;
  const { idRastreamento, idDistribuidor, nomeDistribuidor, usuarioPlataforma, ...produto } = tracking;
  const [elos, idAmostra] = await Promise.all([
    forWrite && produto.idProdutoProcessado == null ? [] : repo.listLinks(db, idRastreamento),
    forWrite ? null : repo.findSampleUsingCode(db, codigo),
  ]);
  const fornecedor =
    idDistribuidor == null
      ? null
      : { idDistribuidor, nome: nomeDistribuidor!, usuarioPlataforma: usuarioPlataforma ?? false };
  return { produto, elos, idAmostra, fornecedor } satisfies TrackingInfo;
}

/**
 * The tracking-info call (spec part A sections 3 and 5 "Tracking code"): the code's info with the sample
 * already using it. Also answers the origin's name and the two field errors of the domain rule, so a
 * client need not recompute them.
 */
export async function trackingInfo(db: Db, input: string, scheduledIdProduto?: number) {
  const codigo = input.trim();
  const info = await readTracking(db, codigo);
  if (!info) throw new AppError('TRACKING_NOT_FOUND', { args: { codigo } });
  return {
    info: { ...info, origem: originName(info) ?? null },
    issues: trackingCodeIssues('codigoRastreamento', info, scheduledIdProduto),
  };
}

/** Looks a code up for a sample write. */
export type CodeLookup = (codigo: string) => ReturnType<typeof readTracking>;

/**
 * The tracking lookup of one sample write: each code read once, however many steps of the write ask
 * for it (filling a product typed offline, then checking the code against it).
 */
export function codeLookup(db: Db): CodeLookup {
  const read = new Map<string, ReturnType<typeof readTracking>>();
  return (codigo) => {
    const code = codigo.trim();
    let info = read.get(code);
    if (!info) read.set(code, (info = readTracking(db, code, true)));
    return info;
  };
}
