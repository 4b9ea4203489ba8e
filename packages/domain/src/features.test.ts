import { describe, expect, it } from 'vitest';
import { ALL_FEATURES, FEATURE_NAMES, FEATURES, hasFeature, hidesAwaitingInternal, isSampler } from './features.ts';

describe('hasFeature', () => {
  it('passes a held feature, and a list when any one is held', () => {
    expect(hasFeature(['historico'], FEATURES.historico)).toBe(true);
    expect(hasFeature(['listagem'], [FEATURES.historico, FEATURES.listagem])).toBe(true);
    expect(hasFeature(['listagem'], [FEATURES.historico, FEATURES.contestar])).toBe(false);
    expect(hasFeature([], FEATURES.historico)).toBe(false);
  });

  it('lets sara.admin pass every check', () => {
    for (const f of ALL_FEATURES) expect(hasFeature([FEATURES.admin], f), f).toBe(true);
  });

  it('passes an empty requirement and accepts a Set', () => {
    expect(hasFeature([], [])).toBe(true);
    expect(hasFeature(new Set(['avaliar']), FEATURES.avaliar)).toBe(true);
  });

  it('names every feature in three languages', () => {
    for (const f of ALL_FEATURES)
      expect(
        FEATURE_NAMES[f].every((n) => n.trim() !== ''),
        f,
      ).toBe(true);
  });
});

describe('isSampler', () => {
  it('is the sampler profile, whatever else is held, but never sara.admin', () => {
    expect(isSampler([FEATURES.perfilAmostrador])).toBe(true);
    expect(isSampler(new Set([FEATURES.perfilAmostrador, FEATURES.amostraGerenciamento]))).toBe(true);
    expect(isSampler([FEATURES.perfilGerenciamento, FEATURES.amostraAgendadaFinalizar])).toBe(false);
    expect(isSampler([FEATURES.admin])).toBe(false);
    expect(isSampler([FEATURES.admin, FEATURES.perfilAmostrador])).toBe(false);
  });
});

describe('hidesAwaitingInternal', () => {
  it('is the supplier profile itself, so sara.admin still sees items awaiting the internal team', () => {
    expect(hidesAwaitingInternal([FEATURES.perfilFornecedor, FEATURES.laudoVisualizar])).toBe(true);
    expect(hidesAwaitingInternal(new Set([FEATURES.perfilFornecedor]))).toBe(true);
    expect(hidesAwaitingInternal([FEATURES.perfilVarejo, FEATURES.laudoVisualizar])).toBe(false);
    expect(hidesAwaitingInternal([FEATURES.admin])).toBe(false);
  });
});
