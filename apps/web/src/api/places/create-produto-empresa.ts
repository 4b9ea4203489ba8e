import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../client';
import { db } from '../../offline/db';
import { keepCopy } from '../../offline/local-copy';
import { pushError } from '../../stores/alerts';
import type { ProdutoEmpresa } from '../../types/api';
import { insertByName, placesKeys } from './keys';

export interface NovoProdutoEmpresa {
  nome: string;
  idEmpresa: number;
}

/**
 * POST /api/v1/produtos-empresa, then the product goes to the device's copy. On failure (409 when
 * the name exists) the FIRST error message goes to the shared error list (spec part A section 8).
 */
export async function createProdutoEmpresa(body: NovoProdutoEmpresa): Promise<ProdutoEmpresa> {
  try {
    const product = await api.post<ProdutoEmpresa>('/api/v1/produtos-empresa', { body, silent: true });
    await keepCopy(() => db.produtoEmpresa.put(product), 'the new product');
    return product;
  } catch (error) {
    // the client joins a list of messages with new lines: only the first one is shown
    const message = error instanceof ApiError ? error.message.split('\n')[0] : undefined;
    if (message) pushError(message);
    throw error;
  }
}

/**
 * Creates a company product and adds it to the cached list of its company. A name the server already
 * has (409: another device added it) reads the list again, so the product it names can be chosen.
 */
export function useCreateProdutoEmpresa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProdutoEmpresa,
    onSuccess: (product) => {
      queryClient.setQueryData<ProdutoEmpresa[]>(placesKeys.produtosEmpresa(product.idEmpresa), (rows) =>
        rows
          ? insertByName(
              rows.filter((r) => r.idProdutoEmpresa !== product.idProdutoEmpresa),
              product,
            )
          : rows,
      );
    },
    onError: (error, body) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: placesKeys.produtosEmpresa(body.idEmpresa) });
      }
    },
  });
}
