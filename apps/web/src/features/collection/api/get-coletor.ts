import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { db } from '../../../offline/db';
import type { Coletor } from '../../../types/api';

/**
 * The user's collector (person and company): the copy the bootstrap kept, or, when the screen is
 * opened before it ran, POST /api/v1/coletores/usuario/{idScaUsuario} (idempotent), kept as well.
 */
export async function getColetor(idScaUsuario: number): Promise<Coletor | null> {
  const kept = await db.coletor.where('idScaUsuario').equals(idScaUsuario).first();
  if (kept) return kept;
  try {
    const coletor = await api.post<Coletor>(`/api/v1/coletores/usuario/${idScaUsuario}`, { silent: true });
    await db.coletor.put(coletor);
    return coletor;
  } catch {
    return null;
  }
}

export function useColetor(idScaUsuario: number) {
  return useQuery({ queryKey: ['coletor', idScaUsuario], queryFn: () => getColetor(idScaUsuario) });
}
