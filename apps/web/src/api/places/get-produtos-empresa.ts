import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type FetchOptions } from '../client';
import { db, upsertMany } from '../../offline/db';
import { withLocalCopy } from '../../offline/local-copy';
import type { ProdutoEmpresa } from '../../types/api';
import { placesKeys } from './keys';

/** The company's products kept on the device (the store the name uniqueness rule reads). */
export function readLocalProdutosEmpresa(idEmpresa: number | null | undefined): Promise<ProdutoEmpresa[]> {
  return idEmpresa == null
    ? db.produtoEmpresa.toArray()
    : db.produtoEmpresa.where('idEmpresa').equals(idEmpresa).toArray();
}

/** GET /api/v1/produtos-empresa?idEmpresa=: the company's products, kept on the device. */
export function getProdutosEmpresa(
  idEmpresa: number | null | undefined,
  options?: FetchOptions,
): Promise<ProdutoEmpresa[]> {
  return withLocalCopy(
    () => api.get<ProdutoEmpresa[]>('/api/v1/produtos-empresa', { ...options, query: { idEmpresa } }),
    { save: (rows) => upsertMany(db.produtoEmpresa, rows), read: () => readLocalProdutosEmpresa(idEmpresa) },
  );
}

/** `silent`: a failure stays out of the shared error list (a filter's list: part B section 8). */
export const produtosEmpresaQueryOptions = (
  idEmpresa: number | null | undefined,
  options: Pick<FetchOptions, 'silent'> = {},
) =>
  queryOptions({
    queryKey: placesKeys.produtosEmpresa(idEmpresa),
    queryFn: ({ signal }) => getProdutosEmpresa(idEmpresa, { ...options, signal }),
  });

export function useProdutosEmpresa(idEmpresa: number | null | undefined) {
  return useQuery(produtosEmpresaQueryOptions(idEmpresa));
}
