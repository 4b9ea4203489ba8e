import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';

/** An address found for a postal code (GET /broker/rest/public/cep). */
export interface Address {
  /** 8 digits. */
  cep: string;
  rua: string;
  bairro: string;
  cidade: string;
  idUf: number;
  idMunicipio: number;
  uf: string;
}

/**
 * Where addresses come from. The offline provider answers state and municipality from
 * sara."faixaCep" and leaves street and neighbourhood empty; an upstream address service
 * (a future `CEP_SERVICE_URL`) would implement the same interface and fall back to it.
 */
export interface AddressProvider {
  /** `cep`: exactly 8 digits. Undefined when the code belongs to no known range. */
  lookup(cep: string): Promise<Address | undefined>;
}

export function offlineAddressProvider(db: Db): AddressProvider {
  return {
    async lookup(cep) {
      const m = await repo.findMunicipalityByCep(db, Number(cep));
      return m && { cep, rua: '', bairro: '', ...m };
    },
  };
}

/** A small least-recently-used cache in front of a provider (answers and misses are both kept). */
export function cachedAddressProvider(inner: AddressProvider, size = 2000): AddressProvider {
  const cache = new Map<string, Address | undefined>();
  return {
    async lookup(cep) {
      if (cache.has(cep)) {
        const hit = cache.get(cep);
        cache.delete(cep);
        cache.set(cep, hit);
        return hit;
      }
      const found = await inner.lookup(cep);
      cache.set(cep, found);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return found;
    },
  };
}

/** 01001000, 01001-000 and 01.001-000 are accepted; anything else is not a postal code. */
const CEP_INPUT = /^\d{2}\.?\d{3}-?\d{3}$/;
export const parseCep = (input: string): string | undefined =>
  CEP_INPUT.test(input.trim()) ? input.replace(/\D/g, '') : undefined;
