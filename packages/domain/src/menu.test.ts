import { describe, expect, it } from 'vitest';
import { FEATURES } from './features.ts';
import { visibleBottomNav, visibleSideMenu } from './menu.ts';

describe('menu', () => {
  it('hides entries lacking a feature and sections left empty', () => {
    const menu = visibleSideMenu([FEATURES.historico, FEATURES.laudoAdicionar]);
    expect(menu.map((s) => [s.id, s.entries.map((e) => e.id)])).toEqual([
      ['coletas', ['historico']],
      ['laudos', ['cadastrar_laudo']],
    ]);
  });

  it('shows everything to sara.admin', () => {
    const ids = visibleSideMenu([FEATURES.admin]).flatMap((s) => s.entries.map((e) => e.id));
    expect(ids).toEqual([
      'cadastrar_coleta',
      'agendar_coleta',
      'historico',
      'listagem',
      'gerenciamento',
      'cadastrar_laudo',
      'comunicacao',
      'enviar_laboratorio',
    ]);
  });

  it('always offers logout in the bottom navigation; history shows with history or listing', () => {
    expect(visibleBottomNav([]).map((e) => e.id)).toEqual(['sair']);
    expect(visibleBottomNav([FEATURES.listagem]).map((e) => [e.id, e.labelKey, e.route])).toEqual([
      ['listagem', 'sara2g.ui.nav.listagem', '/app/amostra/list'],
      ['sair', 'sara2g.ui.nav.sair', '/public/login'],
    ]);
    expect(visibleBottomNav([FEATURES.historico, FEATURES.listagem]).map((e) => e.route)).toEqual([
      '/app/coleta/historico',
      '/public/login',
    ]);
    expect(
      visibleBottomNav([FEATURES.amostraColetadaAdicionar, FEATURES.amostraGerenciamento]).map((e) => e.id),
    ).toEqual(['coletada', 'gerenciamento', 'sair']);
  });
});
