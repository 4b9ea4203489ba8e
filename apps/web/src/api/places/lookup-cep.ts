import { useMutation } from '@tanstack/react-query';
import { cepDigits } from '@sara/domain/rules/location';
import { api } from '../client';

/** An address found for a postal code. */
export interface EnderecoCep {
  cep: string;
  rua: string;
  bairro: string;
  cidade: string;
  idUf: number;
  idMunicipio: number;
  uf: string;
}

/**
 * GET /broker/rest/public/cep?cep=<digits> (404 when unknown). Silent: the location dialog handles
 * a failure itself (municipality re-enabled and empty). There is no local copy of addresses, so
 * offline it fails like any unreachable server.
 */
export function lookupCep(codigoPostal: string, options?: { signal?: AbortSignal }): Promise<EnderecoCep> {
  return api.get<EnderecoCep>('/broker/rest/public/cep', {
    query: { cep: cepDigits(codigoPostal) },
    silent: true,
    signal: options?.signal,
  });
}

/** The postal-code lookup, run on demand (a button), so a mutation rather than a cached query. */
export function useCepLookup() {
  return useMutation({ mutationFn: (codigoPostal: string) => lookupCep(codigoPostal) });
}
