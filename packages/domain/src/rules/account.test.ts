import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contactSchema,
  emailIssues,
  groupNameIssues,
  groupSchema,
  inactivationIssues,
  inactivationSchema,
  passwordChangeIssues,
  passwordChangeSchema,
  phoneIssues,
  timeOfDay,
  timeWindowIssues,
  timeWindowSchema,
} from './account.ts';

const REQUIRED = 'sara2g.ui.txt.campo_obrigatorio';

describe('phone', () => {
  it('needs the country code and 10 to 14 digits only', () => {
    expect(phoneIssues({ telefoneDdi: '55', telefone: '11987654321' })).toEqual([]);
    expect(phoneIssues({ telefoneDdi: '+55', telefone: '1134567890' })).toEqual([]);
    expect(phoneIssues({ telefoneDdi: '', telefone: '' })).toEqual([
      { path: 'telefoneDdi', message: REQUIRED },
      { path: 'telefone', message: REQUIRED },
    ]);
    expect(phoneIssues({ telefoneDdi: 'BR', telefone: '(11) 98765-4321' })).toEqual([
      { path: 'telefoneDdi', message: 'acesso.validacao.codigo_pais' },
      { path: 'telefone', message: 'acesso.validacao.telefone', args: { min: 10, max: 14 } },
    ]);
  });

  it('property: a digit string passes iff it has 10 to 14 digits', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 20 }), (ds) => {
        const telefone = ds.join('');
        expect(phoneIssues({ telefoneDdi: '55', telefone }).length === 0).toBe(ds.length >= 10 && ds.length <= 14);
      }),
    );
  });
});

describe('e-mail', () => {
  it('is required and well formed', () => {
    expect(emailIssues('ana@sara.com.br')).toEqual([]);
    expect(emailIssues(' ')).toEqual([{ path: 'email', message: REQUIRED }]);
    for (const bad of ['ana', 'ana@', '@x.com', 'ana@x', 'a na@x.com', 'ana@@x.com', 'ana@x..com']) {
      expect(emailIssues(bad), bad).toEqual([{ path: 'email', message: 'acesso.validacao.email' }]);
    }
    expect(contactSchema.safeParse({ email: 'a@b.co', telefoneDdi: '55', telefone: '1133334444' }).success).toBe(true);
  });
});

describe('group name', () => {
  it('has 3 to 30 characters', () => {
    expect(groupNameIssues('abc')).toEqual([]);
    expect(groupNameIssues('a'.repeat(30))).toEqual([]);
    expect(groupNameIssues('ab')).toEqual([
      { path: 'nome', message: 'acesso.validacao.nome_grupo', args: { min: 3, max: 30 } },
    ]);
    expect(groupNameIssues('a'.repeat(31))).toHaveLength(1);
    expect(groupNameIssues('  ')).toEqual([{ path: 'nome', message: REQUIRED }]);
    expect(groupSchema.parse({ nome: '  Coletores  ' })).toEqual({ nome: 'Coletores' });
  });

  it('property: passes iff the trimmed length is 3 to 30', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (nome) => {
        const n = nome.trim().length;
        expect(groupNameIssues(nome).length === 0).toBe(n >= 3 && n <= 30);
      }),
    );
  });
});

describe('time window', () => {
  it('reads HH:mm and HH:mm:ss', () => {
    expect(timeOfDay('08:30')).toBe(30600);
    expect(timeOfDay('23:59:59')).toBe(86399);
    expect([timeOfDay('24:00'), timeOfDay('8:30'), timeOfDay(null)]).toEqual([null, null, null]);
  });

  it('needs a valid weekday and start not after end', () => {
    expect(timeWindowIssues({ diaSemana: 0, horaInicio: '08:00', horaFim: '18:00' })).toEqual([]);
    expect(timeWindowIssues({ diaSemana: 6, horaInicio: '08:00', horaFim: '08:00' })).toEqual([]);
    expect(timeWindowIssues({})).toEqual([
      { path: 'diaSemana', message: REQUIRED },
      { path: 'horaInicio', message: REQUIRED },
      { path: 'horaFim', message: REQUIRED },
    ]);
    expect(timeWindowIssues({ diaSemana: 7, horaInicio: '18:00', horaFim: '08:00' })).toEqual([
      { path: 'diaSemana', message: 'acesso.validacao.dia_semana' },
      { path: 'horaInicio', message: 'acesso.validacao.inicio_apos_fim' },
    ]);
    expect(timeWindowIssues({ diaSemana: 1.5, horaInicio: '25:00', horaFim: '08:00' })).toEqual([
      { path: 'diaSemana', message: 'acesso.validacao.dia_semana' },
      { path: 'horaInicio', message: 'acesso.validacao.hora_invalida' },
    ]);
    expect(timeWindowSchema.safeParse({ diaSemana: 2, horaInicio: '09:00', horaFim: '08:59' }).success).toBe(false);
  });
});

describe('inactivation', () => {
  it('needs one of the three reasons when inactivating', () => {
    expect(inactivationIssues({ ativo: true })).toEqual([]);
    for (const motivoInativacao of ['inatividade', 'inadimplencia', 'moderacao']) {
      expect(inactivationIssues({ ativo: false, motivoInativacao })).toEqual([]);
    }
    for (const motivoInativacao of [null, '', 'ferias']) {
      expect(inactivationIssues({ ativo: false, motivoInativacao })).toEqual([
        { path: 'motivoInativacao', message: 'acesso.validacao.motivo_inativacao' },
      ]);
    }
    expect(inactivationSchema.safeParse({ ativo: false }).success).toBe(false);
    expect(inactivationSchema.safeParse({ ativo: false, motivoInativacao: 'moderacao' }).success).toBe(true);
  });
});

describe('password change', () => {
  it('needs a valid new password, different from the current one, confirmed', () => {
    const ok = { senhaAtual: 'Antiga#123', novaSenha: 'Nova#1234', confirmacaoSenha: 'Nova#1234' };
    expect(passwordChangeIssues(ok)).toEqual([]);
    expect(passwordChangeIssues({ ...ok, senhaAtual: undefined })).toEqual([]);
    expect(passwordChangeIssues({ ...ok, senhaAtual: 'Nova#1234' })).toEqual([
      { path: 'novaSenha', message: 'acesso.validacao.senha_igual_atual' },
    ]);
    expect(passwordChangeIssues({ ...ok, confirmacaoSenha: 'Nova#12345' })).toEqual([
      { path: 'confirmacaoSenha', message: 'acesso.validacao.confirmacao_senha' },
    ]);
    expect(passwordChangeIssues({ ...ok, novaSenha: 'fraca', confirmacaoSenha: 'fraca' })).toEqual([
      { path: 'novaSenha', message: 'acesso.validacao.senha' },
    ]);
    expect(passwordChangeIssues({})).toEqual([{ path: 'novaSenha', message: REQUIRED }]);
    expect(passwordChangeSchema.safeParse(ok).success).toBe(true);
  });
});
