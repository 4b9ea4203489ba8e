import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../offline/db';
import { jsonResponse } from '../../testing/render';
import { getProdutosBas } from './get-produtos-bas';

beforeEach(async () => {
  await db.produto.clear();
});

describe('BAS products', () => {
  it('leaves a product without a name out of the list, online and from the device', async () => {
    const products = [
      { id: 1, nome: 'Tomate' },
      { id: 2, nome: '   ' },
      { id: 3, nome: '' },
      { id: 4, nome: 'Alface' },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ data: products })),
    );
    expect((await getProdutosBas()).map((p) => p.id)).toEqual([1, 4]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect((await getProdutosBas()).map((p) => p.id).sort()).toEqual([1, 4]);
  });
});
