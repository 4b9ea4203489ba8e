import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helper.ts';
import { cachedAddressProvider, upstreamAddressProvider, type Address, type AddressProvider } from './cep.ts';

describe('postal codes', () => {
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

/** A stand-in for the upstream address service (ViaCEP's JSON), on a real port. */
async function addressService(answer: (cep: string) => { status: number; body?: unknown; delayMs?: number }) {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    const cep = /\/ws\/(\d{8})\/json/.exec(req.url ?? '')?.[1] ?? '';
    asked.push(cep);
    const a = answer(cep);
    setTimeout(() => {
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(a.body ?? {}));
    }, a.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    asked,
    url: `http://127.0.0.1:${port}/ws/{cep}/json/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('upstream address service', () => {
  const ranges: AddressProvider = {
    async lookup(cep) {
      return cep.startsWith('0')
        ? { cep, rua: '', bairro: '', cidade: 'São Paulo', idUf: 35, idMunicipio: 3550308, uf: 'SP' }
        : undefined;
    },
  };

  it('adds street and neighbourhood over the ranges, caches them, and never overrides the municipality', async () => {
    const service = await addressService((cep) =>
      cep === '01001000'
        ? { status: 200, body: { logradouro: ' Praça da Sé ', bairro: 'Sé', localidade: 'Outra', uf: 'RJ' } }
        : { status: 200, body: { erro: true } },
    );
    try {
      const provider = upstreamAddressProvider(ranges, { urlTemplate: service.url });
      expect(await provider.lookup('01001000')).toMatchObject({
        rua: 'Praça da Sé',
        bairro: 'Sé',
        cidade: 'São Paulo',
        uf: 'SP',
      });
      await provider.lookup('01001000');
      expect(await provider.lookup('09999999')).toMatchObject({ rua: '', bairro: '', cidade: 'São Paulo' });
      await provider.lookup('09999999');
      // outside every range: unknown, the service is not asked
      expect(await provider.lookup('99999999')).toBeUndefined();
      expect(service.asked).toEqual(['01001000', '09999999']);
    } finally {
      await service.close();
    }
  });

  it('answers from the ranges when the service fails or is slow, and asks again next time', async () => {
    let mode: 'down' | 'slow' | 'ok' = 'down';
    const service = await addressService(() =>
      mode === 'down'
        ? { status: 503 }
        : mode === 'slow'
          ? { status: 200, body: { logradouro: 'Tarde' }, delayMs: 500 }
          : { status: 200, body: { logradouro: 'Rua Boa Vista', bairro: 'Centro' } },
    );
    const errors: unknown[] = [];
    try {
      const provider = upstreamAddressProvider(ranges, {
        urlTemplate: service.url,
        timeoutMs: 100,
        onError: (e) => errors.push(e),
      });
      expect(await provider.lookup('01001000')).toMatchObject({ rua: '', cidade: 'São Paulo' });
      mode = 'slow';
      expect(await provider.lookup('01001000')).toMatchObject({ rua: '' });
      mode = 'ok';
      expect(await provider.lookup('01001000')).toMatchObject({ rua: 'Rua Boa Vista', bairro: 'Centro' });
      expect(errors).toHaveLength(2);
      expect(service.asked).toHaveLength(3);
    } finally {
      await service.close();
    }
  });

  it('is used by GET /broker/rest/public/cep when CEP_SERVICE_URL is set', async () => {
    const service = await addressService(() => ({ status: 200, body: { logradouro: 'Praça da Sé', bairro: 'Sé' } }));
    const t = await createTestApp('pglite', { seedDemo: false, env: { CEP_SERVICE_URL: service.url } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/broker/rest/public/cep?cep=01001-000' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ cep: '01001000', rua: 'Praça da Sé', bairro: 'Sé', cidade: 'São Paulo' });
    } finally {
      await t.close();
      await service.close();
    }
  }, 120_000);
});
