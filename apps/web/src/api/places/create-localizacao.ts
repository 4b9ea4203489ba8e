import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationForm } from '@sara/domain/rules/location';
import { api } from '../client';
import { db } from '../../offline/db';
import { keepCopy } from '../../offline/local-copy';
import type { LocalAmostra } from '../../types/api';
import { insertByName, placesKeys } from './keys';

/** The body of POST /api/v1/localizacoes. */
export interface NovaLocalizacao {
  nome: string;
  codigoPostal: string | null;
  idMunicipio: number;
  bairro: string | null;
  logradouro: string | null;
  numero: string | null;
  semNumero: boolean;
  complemento: string | null;
  idEmpresa: number | null;
  tipo: 'outro';
  idProgramaAmostra: number;
  idVarejo: number | null;
}

const blankToNull = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value.trim());

/** The body for a validated location form (blank texts travel as null; "no number" sends no number). */
export function toNovaLocalizacao(form: LocationForm): NovaLocalizacao {
  return {
    nome: form.nome!.trim(),
    codigoPostal: blankToNull(form.codigoPostal),
    idMunicipio: form.idMunicipio!,
    bairro: blankToNull(form.bairro),
    logradouro: blankToNull(form.logradouro),
    numero: form.semNumero ? null : blankToNull(form.numero),
    semNumero: Boolean(form.semNumero),
    complemento: blankToNull(form.complemento),
    idEmpresa: form.idEmpresa ?? null,
    tipo: 'outro',
    idProgramaAmostra: form.idProgramaAmostra!,
    idVarejo: form.idVarejo ?? null,
  };
}

/**
 * POST /api/v1/localizacoes, then the new place goes to the device's copy. Silent: a failure is
 * only logged by the caller (spec part A section 8, "Location insert failure: logged only").
 */
export async function createLocalizacao(body: NovaLocalizacao): Promise<LocalAmostra> {
  const place = await api.post<LocalAmostra>('/api/v1/localizacoes', { body, silent: true });
  await keepCopy(() => db.localAmostra.put(place), 'the new place');
  return place;
}

/** Creates a place and adds it to the cached lists of its company and of every company. */
export function useCreateLocalizacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocalizacao,
    onSuccess: (place) => {
      for (const key of [placesKeys.localizacoes(place.idEmpresa), placesKeys.localizacoes(null)]) {
        queryClient.setQueryData<LocalAmostra[]>(key, (rows) =>
          rows
            ? insertByName(
                rows.filter((r) => r.idLocalAmostra !== place.idLocalAmostra),
                place,
              )
            : rows,
        );
      }
    },
  });
}
