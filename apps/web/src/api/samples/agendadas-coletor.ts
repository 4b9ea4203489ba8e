import { useQuery } from '@tanstack/react-query';
import { api, isNetworkError } from '../client';
import { db } from '../../offline/db';
import type { Coletor } from '../../types/api';

/**
 * The signed-in user's collector (person and company): the copy kept on the device by the
 * bootstrap, or, when none is kept (a page opened directly), the collector registration call
 * (idempotent), which also keeps it.
 */
export async function getColetorAtual(idScaUsuario: number): Promise<Coletor | null> {
  const kept = await db.coletor.where('idScaUsuario').equals(idScaUsuario).first();
  if (kept) return kept;
  try {
    const coletor = await api.post<Coletor>(`/api/v1/coletores/usuario/${idScaUsuario}`, { silent: true });
    await db.coletor.put(coletor);
    return coletor;
  } catch (error) {
    if (isNetworkError(error)) return null;
    throw error;
  }
}

export function useColetorAtual(idScaUsuario: number | undefined) {
  return useQuery({
    queryKey: ['coletor-atual', idScaUsuario ?? null],
    queryFn: () => getColetorAtual(idScaUsuario!),
    enabled: idScaUsuario != null,
    staleTime: Infinity,
  });
}
