import { beforeEach, describe, expect, it } from 'vitest';
import type { HistoryGroup } from '@sara/domain/lists';
import { signIn } from '../testing/session';
import { db } from './db';
import { keepHistoryPage, readHistoryPage } from './history-copy';

const PERIOD = { dataInicial: '2026-11-29', dataFinal: '2026-12-21' };

const group = (over: Partial<HistoryGroup>): HistoryGroup => ({
  idAgrupador: 'g1',
  numero: 1,
  idEmpresa: 2,
  idLaboratorio: 2,
  nomeLaboratorio: 'Outros laboratórios',
  nomeOrcamento: null,
  idProgramaAmostra: 1,
  nomeProgramaAmostra: 'RAMA',
  isProgramaRama: true,
  situacao: 'agendada',
  dataAgendada: '2026-12-01T09:00:00.000',
  dataColeta: null,
  responsavelColeta: null,
  nomeLocalAmostra: 'Loja Pinheiros',
  nomeVarejo: null,
  normaAmbiental: null,
  nomeEmpresaColetora: null,
  nomePessoaColetora: null,
  itens: [],
  editAgendada: false,
  editColetada: false,
  finalizeAgendada: false,
  deleteAmostra: false,
  view: true,
  enablePrint: false,
  ...over,
});

describe('history copy on the device', () => {
  beforeEach(async () => {
    await db.configuracao.clear();
    signIn([], { id: 7 });
  });

  it('answers a search from the period kept, and not a later page of a filter kept online', async () => {
    const pages = [
      [
        group({ idAgrupador: 'a', numero: 1, nomeLocalAmostra: 'Feira São João' }),
        group({ idAgrupador: 'b', numero: 2 }),
      ],
      [group({ idAgrupador: 'c', numero: 3, nomeLocalAmostra: 'Sao Joao do Sul' })],
    ];
    for (const [pagina, itens] of pages.entries())
      await keepHistoryPage({ ...PERIOD, pagina, tamanho: 2 }, { itens, total: 3 });
    const found = await readHistoryPage({ ...PERIOD, busca: 'são joão', pagina: 0, tamanho: 2 });
    expect(found.itens.map((g) => g.idAgrupador)).toEqual(['a', 'c']);
    expect(found.total).toBe(2);
    expect(found.guardadaEm).not.toBe('');
    expect((await readHistoryPage({ ...PERIOD, busca: 'são joão', pagina: 1, tamanho: 2 })).itens).toEqual([]);

    // a quick filter's first page kept online: its second page was never loaded, and is not made up here
    await keepHistoryPage({ ...PERIOD, situacao: 'agendada', pagina: 0, tamanho: 2 }, { itens: pages[0]!, total: 3 });
    await expect(readHistoryPage({ ...PERIOD, situacao: 'agendada', pagina: 1, tamanho: 2 })).rejects.toThrow();
  });

  it("keeps one user's copy from another on the same phone", async () => {
    await keepHistoryPage({ ...PERIOD, pagina: 0, tamanho: 2 }, { itens: [group({})], total: 1 });
    signIn([], { id: 8 });
    await expect(readHistoryPage({ ...PERIOD, busca: 'loja', pagina: 0, tamanho: 2 })).rejects.toThrow();
  });

  it("keeps one period a user: a new period's first page replaces the pages of the one before", async () => {
    const keys = async () => (await db.configuracao.toCollection().primaryKeys()).sort();
    await keepHistoryPage({ ...PERIOD, pagina: 0, tamanho: 2 }, { itens: [group({})], total: 3 });
    await keepHistoryPage({ ...PERIOD, pagina: 1, tamanho: 2 }, { itens: [group({ idAgrupador: 'g2' })], total: 3 });
    await keepHistoryPage({ ...PERIOD, situacao: 'agendada', pagina: 0, tamanho: 2 }, { itens: [group({})], total: 1 });
    signIn([], { id: 8 });
    await keepHistoryPage({ ...PERIOD, pagina: 0, tamanho: 2 }, { itens: [group({})], total: 1 });
    expect(await keys()).toHaveLength(4);

    // user 7, the next day: the default period moved on
    signIn([], { id: 7 });
    const next = { dataInicial: '2026-11-30', dataFinal: '2026-12-22' };
    await keepHistoryPage({ ...next, pagina: 0, tamanho: 2 }, { itens: [group({})], total: 1 });
    expect(await keys()).toEqual([
      `historico:7:${JSON.stringify({ ...next, pagina: 0, tamanho: 2 })}`,
      `historico:8:${JSON.stringify({ ...PERIOD, pagina: 0, tamanho: 2 })}`,
    ]);
    // a later page or a quick filter of the new period does not drop its first page
    await keepHistoryPage({ ...next, situacao: 'agendada', pagina: 0, tamanho: 2 }, { itens: [], total: 0 });
    await keepHistoryPage({ ...next, pagina: 1, tamanho: 2 }, { itens: [], total: 1 });
    expect(await keys()).toHaveLength(4);
  });

  it('answers the day after, offline, with the visits of the kept period that are in the new one', async () => {
    await keepHistoryPage(
      { ...PERIOD, pagina: 0, tamanho: 8 },
      {
        itens: [
          group({ idAgrupador: 'antiga', dataAgendada: '2026-11-29T08:00:00.000' }),
          group({ idAgrupador: 'coletada', situacao: 'coletada', dataColeta: '2026-12-02T10:00:00.000' }),
          group({ idAgrupador: 'futura', dataAgendada: '2026-12-21T08:00:00.000' }),
        ],
        total: 3,
      },
    );
    const next = { dataInicial: '2026-11-30', dataFinal: '2026-12-22', pagina: 0, tamanho: 8 };
    const page = await readHistoryPage(next);
    expect(page.itens.map((g) => g.idAgrupador)).toEqual(['coletada', 'futura']);
    expect(page.total).toBe(2);
    expect(page.guardadaEm).not.toBe('');
    expect((await readHistoryPage({ ...next, busca: 'pinheiros' })).itens).toHaveLength(2);
  });
});
