import { describe, expect, it } from 'vitest';
import { printable, wrap } from './sample-pdf.ts';

/** Every character 1 wide: the width is the count of characters (code points). */
const width = (s: string) => [...s].length;

describe('wrap (the sample PDF lines)', () => {
  it('breaks between words, and keeps the text whole', () => {
    expect(wrap('Lacre: AB CD EF', width, 9)).toEqual(['Lacre: AB', 'CD EF']);
    expect(wrap('curto', width, 9)).toEqual(['curto']);
    expect(wrap('', width, 9)).toEqual(['']);
    expect(wrap('linha um\nlinha dois', width, 20)).toEqual(['linha um', 'linha dois']);
  });

  it('cuts a word no line holds where each line is full, going on from the row it starts on', () => {
    expect(wrap('Lacre: 0123456789ABCDEF', width, 10)).toEqual(['Lacre: 012', '3456789ABC', 'DEF']);
  });

  it('ends on a line narrower than a character, one character a row, and never splits one', () => {
    expect(wrap('abc', width, 0.5)).toEqual(['a', 'b', 'c']);
    expect(wrap('🍓🍓🍓', width, 2)).toEqual(['🍓🍓', '🍓']);
  });

  it('measures a long word a few times a row, not once a character', () => {
    let calls = 0;
    const counted = (s: string) => {
      calls++;
      return width(s);
    };
    wrap('x'.repeat(300), counted, 50);
    expect(calls).toBeLessThan(100);
  });
});

describe('printable (what the sample PDF prints of a text)', () => {
  // a font with every character below U+2000 (Latin, accents, '°'), as the PDF's standard font
  const has = (c: number) => c < 0x2000;

  it('leaves emoji out with their joiners, one space between words and none at the ends of a line', () => {
    expect(printable('caixa 🧊 4,5 °C', has)).toBe('caixa 4,5 °C');
    expect(printable('🍎 Maçã\n👩🏽‍🌾 Produtora', has)).toBe('Maçã\nProdutora');
    expect(printable('íntegra 👍🏽.', has)).toBe('íntegra.');
    expect(printable('ok 👍', has)).toBe('ok');
    expect(printable('Maçã🍎Fuji', has)).toBe('MaçãFuji');
  });

  it('keeps line breaks, a tab as a space, and a character without a glyph as "?"', () => {
    expect(printable('Linha 1\r\nLinha 2\rLinha 3\tok', has)).toBe('Linha 1\nLinha 2\nLinha 3 ok');
    expect(printable('peso ≈ 250 g', has)).toBe('peso ? 250 g');
  });
});
