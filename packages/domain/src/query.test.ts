import { describe, expect, it } from 'vitest';
import { idNumber, queryId, queryNumber } from './query.ts';

describe('numbers of a path or query', () => {
  it('reads decimal digits only', () => {
    expect(idNumber().parse('17')).toBe(17);
    expect(idNumber(0).parse('0')).toBe(0);
    for (const v of ['0x10', '1e3', '1.0', ' 7', '7 ', '-1', '+1', '']) {
      expect(idNumber().safeParse(v).success, v).toBe(false);
    }
  });

  it('keeps an id within an integer column and above 0', () => {
    expect(idNumber().safeParse('2147483647').success).toBe(true);
    expect(idNumber().safeParse('2147483648').success).toBe(false);
    expect(idNumber().safeParse('0').error?.issues[0]?.code).toBe('too_small');
    expect(queryNumber(1, 8).safeParse('9').error?.issues[0]?.code).toBe('too_big');
  });

  it('takes an empty filter for no filter', () => {
    expect(queryId.parse('')).toBeUndefined();
    expect(queryId.parse('  ')).toBeUndefined();
    expect(queryId.parse(undefined)).toBeUndefined();
    expect(queryId.parse('3')).toBe(3);
  });
});
