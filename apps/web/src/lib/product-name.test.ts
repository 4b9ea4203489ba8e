import { describe, expect, it } from 'vitest';
import { productName } from './product-name';

describe('productName', () => {
  it("shows a catalogue product in the user's language, a company product as written", () => {
    const names = { 'pt-BR': 'Pimentão', en: 'Bell pepper', es: 'Pimiento' };
    expect(productName('Pimentão', names, 'en')).toBe('Bell pepper');
    expect(productName('Pimentão', names, 'es')).toBe('Pimiento');
    expect(productName('Queijo da casa', null, 'en')).toBe('Queijo da casa');
    expect(productName('Pimentão', { 'pt-BR': 'Pimentão' }, 'es')).toBe('Pimentão');
    expect(productName(null, undefined, 'en')).toBeNull();
  });
});
