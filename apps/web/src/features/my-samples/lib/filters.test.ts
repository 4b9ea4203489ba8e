import { describe, expect, it } from 'vitest';
import { dateRangeText, defaultFilters, filterAccess, hasActiveFilters, statusOptionsFor, toQuery } from './filters';

const TODAY = new Date(2026, 10, 22);

describe('my samples filters', () => {
  it('names the date range: period, from, until or nothing', () => {
    expect(dateRangeText('2026-10-23', '2026-11-22')).toEqual({
      token: 'sara2g.ui.listagem.periodo',
      args: { inicio: '23/10/2026', fim: '22/11/2026' },
    });
    expect(dateRangeText('2026-10-23', null)).toEqual({
      token: 'sara2g.ui.listagem.periodo_de',
      args: { inicio: '23/10/2026' },
    });
    expect(dateRangeText(null, '2026-11-22')).toEqual({
      token: 'sara2g.ui.listagem.periodo_ate',
      args: { fim: '22/11/2026' },
    });
    expect(dateRangeText(null, null)).toBeNull();
  });

  it('defaults to the last 30 days and counts nothing else as a filter', () => {
    const filters = defaultFilters(TODAY);
    expect(filters).toMatchObject({ dataInicial: '2026-10-23', dataFinal: '2026-11-22' });
    const access = filterAccess(['perfil.varejo']);
    expect(hasActiveFilters(filters, access, TODAY)).toBe(false);
    expect(hasActiveFilters({ ...filters, dataFinal: null }, access, TODAY)).toBe(true);
    expect(hasActiveFilters({ ...filters, codigoRastreamento: '  ' }, access, TODAY)).toBe(false);
    // a retail chain left over from another profile is not offered, so it does not count
    expect(hasActiveFilters({ ...filters, idVarejo: 3 }, access, TODAY)).toBe(false);
    expect(hasActiveFilters({ ...filters, fornecedor: 'Sítio' }, access, TODAY)).toBe(true);
  });

  it('leaves out the filters the features do not offer', () => {
    const filters = { ...defaultFilters(TODAY), idVarejo: 3, fornecedor: 'Sítio', status: 'AMOSTRA_NOVA' as const };
    const state = { filters, ordenacao: 2 as const };
    expect(toQuery(state, filterAccess(['perfil.fornecedor']), 1, 3)).toEqual({
      dataInicial: '2026-10-23',
      dataFinal: '2026-11-22',
      status: 'amostra_nova',
      idVarejo: 3,
      ordenacao: 2,
      pagina: 1,
      tamanho: 3,
    });
    expect(toQuery(state, filterAccess(['perfil.varejo']), 0, 8)).toMatchObject({ fornecedor: 'Sítio' });
    expect(toQuery(state, filterAccess(['perfil.varejo']), 0, 8)).not.toHaveProperty('idVarejo');
  });
});

describe('status options', () => {
  it('never offers a scheduled status, and hides the awaiting-approval one from suppliers', () => {
    const management = statusOptionsFor(filterAccess(['amostra.gerenciamento']));
    expect(management).not.toContain('AMOSTRA_AGENDADA');
    expect(management).toContain('LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA');
    expect(management).toContain('AMOSTRA_NOVA');
    const supplier = statusOptionsFor(filterAccess(['perfil.fornecedor', 'listagem']));
    expect(supplier).not.toContain('LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA');
    expect(supplier).toContain('LAUDO_SEM_PROBLEMA');
  });
});
