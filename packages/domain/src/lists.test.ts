import { describe, expect, it } from 'vitest';
import { FEATURES as F } from './features.ts';
import { historyQuickFilters } from './lists.ts';

describe('history quick filters (part B section 6)', () => {
  it("shows 'Agendada' only to who can finalize or add scheduled samples", () => {
    expect(historyQuickFilters([F.amostraAgendadaFinalizar])).toEqual(['agendada', 'analisada']);
    expect(historyQuickFilters([F.amostraAgendadaAdicionar])).toEqual(['agendada', 'analisada']);
    expect(historyQuickFilters([F.historico, F.amostraAgendadaEditar, F.amostraGerenciamento])).toEqual(['analisada']);
  });

  it("hides 'Analisada' from samplers, even with management features", () => {
    expect(historyQuickFilters([F.perfilAmostrador, F.amostraAgendadaFinalizar])).toEqual(['agendada']);
    expect(historyQuickFilters([F.perfilAmostrador, F.amostraGerenciamento])).toEqual([]);
    expect(
      historyQuickFilters([
        F.perfilAmostrador,
        F.perfilGerenciamento,
        F.amostraGerenciamento,
        F.amostraAgendadaAdicionar,
      ]),
    ).toEqual(['agendada']);
    expect(historyQuickFilters(new Set([F.perfilAmostrador]))).toEqual([]);
  });

  it("shows 'Analisada' to every other profile, and both to sara.admin", () => {
    expect(historyQuickFilters([F.perfilVarejo])).toEqual(['analisada']);
    expect(historyQuickFilters([F.perfilFornecedor, F.historico])).toEqual(['analisada']);
    expect(historyQuickFilters([F.perfilGerenciamento, F.amostraGerenciamento])).toEqual(['analisada']);
    expect(historyQuickFilters([F.admin])).toEqual(['agendada', 'analisada']);
    expect(historyQuickFilters([F.admin, F.perfilAmostrador])).toEqual(['agendada', 'analisada']);
  });
});
