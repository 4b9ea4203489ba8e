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
const RETAIL = { viewReport: true, contest: false, seesAwaitingReports: false, contestLabel: label };
const MANAGEMENT = { viewReport: true, contest: false, seesAwaitingReports: true, contestLabel: label };

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
});
