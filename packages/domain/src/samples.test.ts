import { describe, expect, it } from 'vitest';
import { RULE_TOKENS as T } from './rules/tokens.ts';
import { SAMPLE_TOKENS, sampleListSchema } from './samples.ts';

const A = '0b7c2f1e-7d2a-4a53-9d1c-3f0e8a6b5c41';
const B = '5f0e1d2c-3b4a-4c5d-8e6f-7a8b9c0d1e2f';

describe('sample write schemas', () => {
  it('accepts items of one group and drops unknown fields', () => {
    const parsed = sampleListSchema.parse([
      { idAgrupador: A, dataColeta: '2026-11-20T09:30:00.000', nomeDistribuidor: 'shown only' },
      { idAgrupador: A, dataColeta: '' },
    ]);
    expect(parsed[0]).toEqual({ idAgrupador: A, dataColeta: '2026-11-20T09:30:00.000' });
    expect(parsed[1]!.dataColeta).toBeNull();
  });

  it('refuses items of different groups and invalid dates', () => {
    const result = sampleListSchema.safeParse([{ idAgrupador: A }, { idAgrupador: B, dataValidade: '2026-02-30' }]);
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['1.idAgrupador', SAMPLE_TOKENS.groupMismatch],
        ['1.dataValidade', T.invalidDate],
      ]),
    );
  });

  it('keeps the spec limits (seal 200, batch 200, observation 300, collection responsible 60)', () => {
    for (const [field, max] of [
      ['numeroLacre', 200],
      ['lote', 200],
      ['observacao', 300],
      ['responsavelColeta', 60],
    ] as const) {
      expect(sampleListSchema.safeParse([{ idAgrupador: A, [field]: 'x'.repeat(max) }]).success, field).toBe(true);
      expect(sampleListSchema.safeParse([{ idAgrupador: A, [field]: 'x'.repeat(max + 1) }]).success, field).toBe(false);
    }
  });
});
