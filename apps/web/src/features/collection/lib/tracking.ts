import { originName, trackingCodeIssues } from '@sara/domain/rules/collection';
import type { SampleItemForm } from '@sara/domain/rules/sample-form';
import type { Rastreamento } from '../../../api/samples/get-rastreamento';

/**
 * The origin link of a tracking answer as the sample's supplier (idDistribuidor). The answer's
 * links carry idEmpresa and usuarioPlataforma only once the server sends them; without the
 * company id the item keeps the supplier it had (e.g. the scheduled one).
 */
export interface TrackedSupplier {
  idDistribuidor: number | null;
  usuarioPlataforma: boolean | null;
  nome: string | null;
}

type Link = Rastreamento['elos'][number] & { idEmpresa?: number | null; usuarioPlataforma?: boolean | null };

export function supplierFromTracking(info: Rastreamento): TrackedSupplier | null {
  const origin = (info.elos as readonly Link[]).find((e) => e.tipoElo === 'origem');
  if (!origin) return null;
  return {
    idDistribuidor: origin.idEmpresa ?? null,
    usuarioPlataforma: origin.usuarioPlataforma ?? null,
    nome: info.origem ?? originName(info) ?? null,
  };
}

/** The server sends its field errors as { path, message } (older answers: plain strings). */
const messageOf = (e: unknown): string =>
  typeof e === 'string' ? e : String((e as { message?: unknown })?.message ?? '');

export interface TrackingOutcome {
  /** The fields the code sets on the item. */
  patch: Partial<SampleItemForm>;
  /** Errors under the code field (already translated by the caller's `t`). */
  errors: string[];
  supplierName: string | null;
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
  if (supplier?.idDistribuidor != null) {
    patch.idDistribuidor = supplier.idDistribuidor;
    patch.usuarioPlataforma = supplier.usuarioPlataforma;
  }
  return { patch, errors, supplierName: supplier?.nome ?? null };
}
