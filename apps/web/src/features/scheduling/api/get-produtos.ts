import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type FetchOptions } from '../../../api/client';
import { db } from '../../../offline/db';
import { listWithLocalCopy } from '../../../offline/local-copy';
import type { Produto } from '../../../types/api';

/** GET /public/v2/produtos/: the BAS products (every category), kept on the device. */
export function getProdutos(options?: FetchOptions): Promise<Produto[]> {
  return listWithLocalCopy(db.produto, () => api.get<Produto[]>('/public/v2/produtos/', options));
}

export const produtosQueryOptions = () =>
  queryOptions({ queryKey: ['produtos-bas'], queryFn: ({ signal }) => getProdutos({ signal }) });

export function useProdutos(enabled = true) {
  return useQuery({ ...produtosQueryOptions(), enabled });
}
