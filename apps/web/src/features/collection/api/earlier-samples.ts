import type { MySampleRow, MySamplesPage } from '@sara/domain/lists';
import { api, type FetchOptions } from '../../../api/client';

/**
 * The user's earlier samples whose tracking code contains `codigo` (GET /api/v1/amostras/listagem),
 * for the recollection dialog (users with the list feature; the others find it through the tracking call).
 */
export async function getEarlierSamples(codigo: string, options?: FetchOptions): Promise<MySampleRow[]> {
  try {
    const page = await api.get<MySamplesPage>('/api/v1/amostras/listagem', {
      ...options,
      silent: true,
      query: { codigoRastreamento: codigo.trim(), tamanho: 20 },
    });
    return page.itens;
  } catch {
    return [];
  }
}
