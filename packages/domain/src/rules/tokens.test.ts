import { describe, expect, it } from 'vitest';
import { TEXTS } from '../i18n/texts.ts';
import { RULES_TEXTS } from '../i18n/rules-texts.ts';
import { RULE_TOKENS } from './tokens.ts';

describe('rule tokens', () => {
  const catalogue = new Map(TEXTS.map((t) => [t.token, t]));

  it('every token a rule returns has its texts in the catalogue', () => {
    for (const token of Object.values(RULE_TOKENS)) expect(catalogue.has(token), token).toBe(true);
  });

  it('every rules row is used by a rule', () => {
    const used = new Set<string>(Object.values(RULE_TOKENS));
    for (const [token] of RULES_TEXTS) expect(used.has(token), token).toBe(true);
  });

  it("keeps the spec's Portuguese texts", () => {
    expect(catalogue.get(RULE_TOKENS.addItem)?.ptBr).toBe('Necessário adicionar um item para salvar a amostra.');
    expect(catalogue.get(RULE_TOKENS.required)?.ptBr).toBe('Campo obrigatório');
    expect(catalogue.get(RULE_TOKENS.invalidDate)?.ptBr).toBe('Data inválida');
    expect(catalogue.get(RULE_TOKENS.limit)?.ptBr).toBe('Limite de {{n}} caracteres atingido.');
    expect(catalogue.get(RULE_TOKENS.notInformed)?.ptBr).toBe('Não informado');
    expect(catalogue.get(RULE_TOKENS.notSpecified)?.ptBr).toBe('Não Especificado');
    expect(catalogue.get(RULE_TOKENS.companyProductExists)?.ptBr).toContain('{{nome}}');
  });

  it('tags access-service texts as acesso and the others as sara2g', () => {
    expect(catalogue.get(RULE_TOKENS.phone)?.tags).toEqual(['acesso']);
    expect(catalogue.get(RULE_TOKENS.imageRequired)?.tags).toEqual(['sara2g']);
  });
});
