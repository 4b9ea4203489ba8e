import { describe, expect, it } from 'vitest';
import type { HistoryGroup } from '@sara/domain/lists';
import { defaultPeriod, formatDay, fromQueryDate, toQueryDate } from './period';
import { editPath, panelActions, viewPath } from './permissions';
import { shownSituation } from './situation';

describe('history period', () => {
  it('defaults to 7 days back and 15 ahead, across month ends', () => {
    const { inicio, fim } = defaultPeriod(new Date(2026, 11, 28, 15, 30));
    expect(toQueryDate(inicio)).toBe('2026-12-21');
    expect(toQueryDate(fim)).toBe('2027-01-12');
    expect(formatDay(fim)).toBe('12/01/2027');
  });

  it('reads only real YYYY-MM-DD days', () => {
    expect(fromQueryDate('2026-02-28')?.getDate()).toBe(28);
    expect(fromQueryDate('2026-02-30')).toBeNull();
    expect(fromQueryDate('28/02/2026')).toBeNull();
    expect(fromQueryDate(null)).toBeNull();
  });
});

describe('history permissions', () => {
  const group = (over: Partial<HistoryGroup>) =>
    ({
      idAgrupador: 'a/b',
      situacao: 'agendada',
      editAgendada: false,
      editColetada: false,
      finalizeAgendada: false,
      deleteAmostra: false,
      enablePrint: false,
      view: true,
      ...over,
    }) as HistoryGroup;

  it('builds the routes from the flags, escaping the id', () => {
    expect(editPath(group({ editAgendada: true }))).toBe('/app/coleta/agendada/edit/a%2Fb');
    expect(editPath(group({ editColetada: true }))).toBeNull();
    expect(editPath(group({ situacao: 'coletada', editColetada: true }))).toBe('/app/coleta/coletada/edit/a%2Fb/edit');
    expect(viewPath(group({}))).toBe('/app/amostra/agendada/view/a%2Fb');
    expect(viewPath(group({ finalizeAgendada: true }))).toBe('/app/coleta/agendada/finalize/a%2Fb/finalize');
    expect(viewPath(group({ situacao: 'coletada', finalizeAgendada: true }))).toBe('/app/amostra/coletada/view/a%2Fb');
  });

  it('never offers finalize or delete on a collected group', () => {
    const actions = panelActions(group({ situacao: 'coletada', finalizeAgendada: true, deleteAmostra: true }));
    expect(actions.finalize).toBe(false);
    expect(actions.remove).toBe(false);
  });

  it('offers view only with the view feature, or as the finalize screen of a group the user may finalize', () => {
    expect(panelActions(group({ view: false })).view).toBeNull();
    expect(panelActions(group({ situacao: 'coletada', view: false })).view).toBeNull();
    expect(panelActions(group({ view: false, finalizeAgendada: true })).view).toBe(
      '/app/coleta/agendada/finalize/a%2Fb/finalize',
    );
    expect(panelActions(group({ situacao: 'coletada' })).view).toBe('/app/amostra/coletada/view/a%2Fb');
  });
});

describe('the group chip of a history card', () => {
  const group = (
    situacao: 'coletada' | 'agendada',
    ...items: ('coletada' | 'analisada' | 'rejeitada' | 'agendada')[]
  ) => ({
    situacao,
    itens: items.map((s) => ({ situacao: s })),
  });
  it('says what became of the items when they all agree, otherwise the group state', () => {
    expect(shownSituation(group('coletada', 'analisada', 'analisada', 'analisada'))).toBe('analisada');
    expect(shownSituation(group('coletada', 'rejeitada', 'rejeitada'))).toBe('rejeitada');
    expect(shownSituation(group('agendada', 'rejeitada'))).toBe('rejeitada');
    expect(shownSituation(group('coletada', 'analisada', 'coletada'))).toBe('coletada');
    expect(shownSituation(group('coletada', 'analisada', 'rejeitada'))).toBe('coletada');
    expect(shownSituation(group('agendada', 'agendada'))).toBe('agendada');
    expect(shownSituation(group('coletada'))).toBe('coletada');
  });
});
