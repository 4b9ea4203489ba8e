import { describe, expect, it } from 'vitest';
import { windowCounter } from './window-counter.ts';

describe('windowCounter', () => {
  it('lets max events of a key through a window, then refuses until the window ends', () => {
    const counter = windowCounter(2, 60_000);
    expect([counter.take('a', 0), counter.take('a', 1), counter.take('a', 2)]).toEqual([true, true, false]);
    expect(counter.take('b', 3)).toBe(true);
    expect(counter.take('a', 59_999)).toBe(false);
    expect(counter.take('a', 60_000)).toBe(true);
  });

  it('holds at most maxKeys keys within a window, dropping the least recently counted', () => {
    const counter = windowCounter(1, 60_000, 1_000);
    for (let i = 0; i < 200_000; i++) counter.take(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, 1_000);
    expect(counter.size).toBe(1_000);
    // the newest keys are still counted
    expect(counter.take('10.3.13.63', 1_001)).toBe(false);
  });
});
