import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitMessage } from './messages';

const t = (key: string, args: { n: number }) => `${key}:${args.n}`;

describe('limitMessage', () => {
  it('says the limit is reached when the length equals maxlength (the input takes no more)', () => {
    expect(limitMessage(t, 'abc', 3)).toBe('sara2g.ui.txt.limite_caracteres:3');
    expect(limitMessage(t, 'ab', 3)).toBeUndefined();
    expect(limitMessage(t, null, 3)).toBeUndefined();
  });

  it('property: the message shows exactly when the length reaches the maximum', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.integer({ min: 1, max: 30 }), (s, max) => {
        expect(limitMessage(t, s, max) !== undefined).toBe(s.length >= max);
      }),
    );
  });
});
