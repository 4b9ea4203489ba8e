import { describe, expect, it } from 'vitest';
import type { MySampleRow } from '@sara/domain/lists';
import { cardActions, contestLabel } from './card-rules';

const row = (over: Partial<MySampleRow>) =>
  ({
    ambiental: true,
    dataLaudo: '2026-11-10T09:00:00.000',
    statusSistema: 'LAUDO_SEM_PROBLEMA',
    resultadoLaudo: 'satisfatorio',
    idLaudo: 70,
    ...over,
  }) as MySampleRow;
const label = 'sara2g.ui.listagem.ver_contestacao';
const RETAIL = {
  viewReport: true,
  contest: false,
  startsContestation: false,
  seesAwaitingReports: false,
  contestLabel: label,
};
const MANAGEMENT = {
  viewReport: true,
  contest: false,
  startsContestation: false,
  seesAwaitingReports: true,
  contestLabel: label,
};

describe('card actions', () => {
  it('downloads a report awaiting the internal team only for management; details for nobody', () => {
    const awaiting = row({ statusSistema: 'LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA' });
    expect(cardActions(awaiting, RETAIL)).toMatchObject({ details: { enabled: false }, download: { enabled: false } });
    expect(cardActions(awaiting, MANAGEMENT)).toMatchObject({
      details: { enabled: false },
      download: { enabled: true },
    });
    expect(cardActions(row({}), RETAIL)).toMatchObject({ details: { enabled: true }, download: { enabled: true } });
  });

  it('offers nothing before a report exists, and download only on environmental programs', () => {
    expect(cardActions(row({ dataLaudo: null }), MANAGEMENT)).toMatchObject({
      details: { enabled: false },
      download: { enabled: false },
    });
    expect(cardActions(row({ ambiental: false }), MANAGEMENT).download).toBe(false);
  });

  it('names the contest button by what the contestation screen lets the user do', () => {
    expect(contestLabel(['contestar', 'visualizarContestacao'])).toBe('sara2g.ui.listagem.contestar_laudo');
    expect(contestLabel(['responderContestacao'])).toBe('sara2g.ui.listagem.responder_contestacao');
    expect(contestLabel(['perfil.varejo', 'visualizarContestacao'])).toBe('sara2g.ui.listagem.ver_contestacao');
  });

  it('offers contest to who may contest in an action plan, and the contestation to whoever may open it once contested', () => {
    const actionPlan = row({
      statusSistema: 'LAUDO_EM_PLANO_DE_ACAO',
      resultadoLaudo: 'insatisfatorio',
      contestada: false,
    });
    const contested = row({ statusSistema: 'LAUDO_CONTESTADO', resultadoLaudo: 'insatisfatorio', contestada: true });
    const supplier = {
      ...RETAIL,
      contest: true,
      startsContestation: true,
      contestLabel: 'sara2g.ui.listagem.contestar_laudo',
    };
    const viewer = { ...RETAIL, contest: true };
    expect(cardActions(actionPlan, supplier).contest).toEqual({
      enabled: true,
      label: 'sara2g.ui.listagem.contestar_laudo',
    });
    // contested already: the supplier follows it, not 'Contestar laudo' again
    expect(cardActions(contested, supplier).contest).toEqual({ enabled: true, label });
    const settled = row({ statusSistema: 'LAUDO_SEM_PROBLEMA', resultadoLaudo: 'satisfatorio', contestada: true });
    expect(cardActions(settled, supplier).contest).toEqual({ enabled: true, label });
    // nothing to view or answer before a contestation exists
    expect(cardActions(actionPlan, viewer).contest).toBe(false);
    expect(cardActions(contested, viewer).contest).toEqual({ enabled: true, label });
    expect(cardActions(contested, RETAIL).contest).toBe(false);
    expect(cardActions(row({ contestada: false }), supplier).contest).toBe(false);
  });
});
