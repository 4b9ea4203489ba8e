import { LRUCache } from 'lru-cache';
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
 * sara."faixaCep" and leaves street and neighbourhood empty; with `CEP_SERVICE_URL` the upstream
 * provider adds street and neighbourhood from an address service, and falls back to the offline
 * answer when the service is slow, down or does not know the code.
 */
export interface AddressProvider {
  /** `cep`: exactly 8 digits. Undefined when the code belongs to no known range. */
  lookup(cep: string): Promise<Address | undefined>;
}

/**
 * State and municipality from the postal-code ranges of every municipality, stored in the database
 * (`sara."faixaCep"`, seeded from br-city-codes.csv): answers without any outside service.
 */
export function rangeAddressProvider(db: Db): AddressProvider {
  return {
    async lookup(cep) {
      const m = await repo.findMunicipalityByCep(db, Number(cep));
      return m && { cep, rua: '', bairro: '', ...m };
    },
  };
}

/** A small least-recently-used cache in front of a provider (answers and misses are both kept). */
export function cachedAddressProvider(inner: AddressProvider, size = 2000): AddressProvider {
  // lru-cache keeps no undefined values: a miss is kept as an empty box
  const cache = new LRUCache<string, { address?: Address }>({ max: size });
  return {
    async lookup(cep) {
      const hit = cache.get(cep);
      if (hit) return hit.address;
      const address = await inner.lookup(cep);
      cache.set(cep, { address });
      return address;
    },
  };
}

export interface UpstreamOptions {
  /** The service's address of one code, `{cep}` standing for its 8 digits (ViaCEP's JSON shape). */
  urlTemplate: string;
  timeoutMs?: number;
  cacheSize?: number;
  /** Told when the service fails; the answer then comes from the ranges alone. */
  onError?: (error: unknown) => void;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 200) : '');

/**
 * Street and neighbourhood from an upstream address service (ViaCEP's answer: logradouro, bairro,
 * erro), over the ranges' state and municipality, which stay authoritative: a code outside every
 * range is unknown whatever the service says. The service's answers (found or not) are cached;
 * its failures are not, so the next lookup asks again.
 */
export function upstreamAddressProvider(ranges: AddressProvider, options: UpstreamOptions): AddressProvider {
  const cache = new LRUCache<string, { rua: string; bairro: string }>({ max: options.cacheSize ?? 5000 });
  return {
    async lookup(cep) {
      const base = await ranges.lookup(cep);
      if (!base) return undefined;
      const hit = cache.get(cep);
      if (hit) return { ...base, ...hit };
      try {
        const res = await fetch(options.urlTemplate.replace('{cep}', cep), {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
        });
        if (!res.ok) throw new Error(`address service answered ${res.status}`);
        const body = (await res.json()) as { logradouro?: unknown; bairro?: unknown; erro?: unknown };
        const street = body.erro ? { rua: '', bairro: '' } : { rua: text(body.logradouro), bairro: text(body.bairro) };
        cache.set(cep, street);
        return { ...base, ...street };
      } catch (error) {
        options.onError?.(error);
        return base;
      }
    },
  };
}
