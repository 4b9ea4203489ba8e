import { useQuery } from '@tanstack/react-query';
import { api, type FetchOptions } from '../../../api/client';
import { db } from '../../../offline/db';
import { listWithLocalCopy } from '../../../offline/local-copy';
import type { Produto } from '../../../types/api';

/** GET /public/v2/produtos/: the platform (BAS) products of traceable items, kept on the device. */
export function getProdutos(options?: FetchOptions): Promise<Produto[]> {
  return listWithLocalCopy(db.produto, () => api.get<Produto[]>('/public/v2/produtos/', options));
}

export function useProdutos() {
  return useQuery({ queryKey: ['produtos'], queryFn: ({ signal }) => getProdutos({ signal, silent: true }) });
}
