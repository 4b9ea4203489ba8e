import { describe, expect, it } from 'vitest';
import { cachedAddressProvider, parseCep, type Address, type AddressProvider } from './cep.ts';

describe('postal codes', () => {
  it('accepts 8 digits with or without the dot and dash, nothing else', () => {
    for (const ok of ['01001000', '01001-000', '01.001-000', ' 01001000 ']) expect(parseCep(ok), ok).toBe('01001000');
    for (const bad of ['0100100', '010010000', '01-001000', 'abcdefgh', '']) expect(parseCep(bad), bad).toBeUndefined();
  });

  it('caches answers and misses, dropping the least recently used', async () => {
    const asked: string[] = [];
    const inner: AddressProvider = {
      async lookup(cep) {
        asked.push(cep);
        return cep === '00000000' ? undefined : ({ cep } as Address);
      },
    };
    const cached = cachedAddressProvider(inner, 2);
    await cached.lookup('11111111');
    await cached.lookup('00000000');
    await cached.lookup('11111111'); // hit: now the most recent
    expect(await cached.lookup('00000000')).toBeUndefined(); // a cached miss
    await cached.lookup('22222222'); // evicts 11111111
    await cached.lookup('11111111');
    expect(asked).toEqual(['11111111', '00000000', '22222222', '11111111']);
  });
});
