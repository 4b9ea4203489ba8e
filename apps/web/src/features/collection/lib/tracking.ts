import { trackingCodeIssues, type TrackingSupplier } from '@sara/domain/rules/collection';
import type { SampleItemForm } from '@sara/domain/rules/sample-form';
import type { Rastreamento } from '../../../api/samples/get-rastreamento';

/**
 * The item's supplier (idDistribuidor) from a tracking answer: the code's supplier the server
 * answers as `fornecedor` (the tracker's distributor company, with its usuarioPlataforma for the
 * "supplier is not a platform user" rule). An answer without one leaves the item's supplier as it
 * was (e.g. the scheduled one).
 */
export function supplierFromTracking(info: Pick<Rastreamento, 'fornecedor'>): TrackingSupplier | null {
  const f = info.fornecedor;
  return f?.idDistribuidor != null ? f : null;
}

/** The server sends its field errors as { path, message } (older answers: plain strings). */
const messageOf = (e: unknown): string =>
  typeof e === 'string' ? e : String((e as { message?: unknown })?.message ?? '');

export interface TrackingOutcome {
  /** The fields the code sets on the item (its supplier's name too: the form keeps what it shows). */
  patch: Partial<SampleItemForm>;
  /** Errors under the code field (already translated by the caller's `t`). */
  errors: string[];
}

/**
 * What a tracking answer does to an item: its product (kept when `keepProduct`, the scheduled
 * product of finalize mode, which the server compares instead), its supplier and the field errors.
 */
export function applyTracking(
  item: SampleItemForm,
  info: Rastreamento,
  t: (token: string) => string,
  keepProduct = false,
): TrackingOutcome {
  const local = trackingCodeIssues('codigoRastreamento', info, keepProduct ? item.idProduto : null).map((i) =>
    t(i.message),
  );
  const errors = [...new Set([...local, ...(info.erros ?? []).map(messageOf).filter(Boolean)])];
  const supplier = supplierFromTracking(info);
  const patch: Partial<SampleItemForm> = {
    idTipoProduto: info.produto?.idTipoProduto ?? null,
    idProdutoProcessado: info.produto?.idProdutoProcessado ?? null,
  };
  if (!keepProduct) {
    patch.idProduto = info.produto?.idProduto ?? item.idProduto;
    patch.nomeProduto = info.produto?.nome ?? item.nomeProduto;
  }
  if (supplier) {
    patch.idDistribuidor = supplier.idDistribuidor;
    patch.usuarioPlataforma = supplier.usuarioPlataforma;
    patch.nomeDistribuidor = supplier.nome ?? null;
  }
  return { patch, errors };
}
