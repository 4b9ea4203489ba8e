import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRACKER_PRODUCT_CATEGORIES } from '@sara/domain/constants';
import { namedProducts } from '@sara/domain/rules/location';
import { api, type FetchOptions } from '../client';
import { db } from '../../offline/db';
import { listWithLocalCopy } from '../../offline/local-copy';
import type { Produto } from '../../types/api';

/**
 * GET /public/v2/produtos/?idsCategorias=..: the platform (BAS) products of the tracker categories, kept
 * on the device; a product without a name is left out of the list (part A section 5).
 */
export async function getProdutosBas(options?: FetchOptions): Promise<Produto[]> {
  const products = await listWithLocalCopy(db.produto, () =>
    api.get<Produto[]>('/public/v2/produtos/', { ...options, query: { idsCategorias: TRACKER_PRODUCT_CATEGORIES } }),
  );
  return namedProducts(products);
}

export const produtosBasQueryOptions = () =>
  queryOptions({ queryKey: ['produtos-bas'], queryFn: ({ signal }) => getProdutosBas({ signal, silent: true }) });

/** The BAS products (scheduling, collection items, the management product filter); `enabled` false waits. */
export function useProdutosBas(enabled = true) {
  return useQuery({ ...produtosBasQueryOptions(), enabled });
}
