import type { TrackingInfo } from '@sara/domain/rules/collection';
import { api } from '../client';

export interface Rastreamento extends TrackingInfo {
  origem?: string | null;
  /** The server's translated messages about the code ({ path, message }; older answers: strings). */
  erros: ({ path: string; message: string } | string)[];
}

/** GET /api/v1/amostras/rastreamentos/{codigo}?idProduto=: what the tracking code traces (404 when unknown). */
export function getRastreamento(codigo: string, idProduto?: number | null): Promise<Rastreamento> {
  return api.get<Rastreamento>(`/api/v1/amostras/rastreamentos/${encodeURIComponent(codigo.trim())}`, {
    silent: true,
    query: { idProduto },
  });
}
