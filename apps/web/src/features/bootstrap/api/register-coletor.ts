import { useMutation } from '@tanstack/react-query';
import { api, isNetworkError } from '../../../api/client';
import { db } from '../../../offline/db';
import type { Coletor } from '../../../types/api';

/** The collector kept from an earlier login on this device. */
async function keptColetor(idScaUsuario: number): Promise<Coletor> {
  const coletor = await db.coletor.where('idScaUsuario').equals(idScaUsuario).first();
  if (!coletor) throw new Error(`No collector of user ${idScaUsuario} is kept on this device`);
  return coletor;
}

/**
 * POST /api/v1/coletores/usuario/{idScaUsuario}: registers the user's collector (idempotent) and
 * keeps it on the device. Offline, the collector kept from an earlier login is used.
 */
export async function registerColetor(idScaUsuario: number): Promise<Coletor> {
  if (!navigator.onLine) return keptColetor(idScaUsuario);
  try {
    const coletor = await api.post<Coletor>(`/api/v1/coletores/usuario/${idScaUsuario}`, { silent: true });
    await db.coletor.put(coletor);
    return coletor;
  } catch (error) {
    if (isNetworkError(error)) return keptColetor(idScaUsuario);
    throw error;
  }
}

export function useRegisterColetor() {
  return useMutation({ mutationFn: registerColetor });
}
