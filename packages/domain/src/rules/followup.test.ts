import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATUS_SISTEMA } from '../enums.ts';
import {
  actionPlanFileIssues,
  actionPlanIssues,
  END_BEFORE_START,
  rangeIssues,
  actionPlanSchema,
  canBeContested,
  canBeRejected,
  contestationFileIssues,
  contestationMessageIssues,
  contestationMessageSchema,
  displayQuantityFound,
  formatMgKg,
  parameterResult,
  periodIssues,
  rejectionIssues,
  rejectionSchema,
  reportUploadIssues,
  reportUploadOutcome,
  resolutionIssues,
  resolutionSchema,
  sampleResult,
} from './followup.ts';

const REQUIRED = 'sara2g.ui.txt.campo_obrigatorio';
const MB2 = 2_000_000;

describe('rejection', () => {
  it('takes only a new or a scheduled sample (part B section 8)', () => {
    const rejectable = STATUS_SISTEMA.filter((s) => canBeRejected(s));
    expect(rejectable).toEqual(['AMOSTRA_AGENDADA', 'AMOSTRA_NOVA']);
    expect(canBeRejected(null)).toBe(false);
  });

  it('requires a reason and sends it trimmed', () => {
    for (const v of [null, '', '   ']) {
      expect(rejectionIssues(v)).toEqual([{ path: 'observacao', message: 'sara2g.ui.txt.erro.motivo_rejeicao' }]);
    }
    expect(rejectionSchema.parse({ observacao: '  produto vencido ' })).toEqual({ observacao: 'produto vencido' });
    expect(rejectionSchema.safeParse({ observacao: ' ' }).success).toBe(false);
  });

  it("refuses a body without a reason, or with invisible characters only, as the route's body", () => {
    for (const body of [{}, { observacao: null }, { observacao: '\u200b' }, { observacao: ' \u200e\u200f ' }]) {
      const result = rejectionSchema.safeParse(body);
      expect(result.success, JSON.stringify(body)).toBe(false);
      expect(result.error!.issues[0]!.message).toBe('sara2g.ui.txt.erro.motivo_rejeicao');
    }
  });

  it('limits the reason to the observation length of 300', () => {
    expect(rejectionIssues('r'.repeat(300))).toEqual([]);
    expect(rejectionIssues('r'.repeat(301))[0]?.args).toEqual({ n: 300 });
  });
});

describe('period filter', () => {
  it('needs both dates, valid', () => {
    expect(periodIssues({ dataInicial: '2024-01-01', dataFinal: '2024-01-31' })).toEqual([]);
    expect(periodIssues({ dataInicial: null, dataFinal: '2024-02-30' })).toEqual([
      { path: 'dataInicial', message: REQUIRED },
      { path: 'dataFinal', message: 'sara2g.ui.txt.data_invalida' },
    ]);
    expect(periodIssues({})).toHaveLength(2);
  });
});

describe('action plan', () => {
  const plan = {
    dataElaboracao: '2024-03-01T00:00:00.000',
    nomeResponsavel: 'Carla',
    numeroRegistro: 'CREA 123',
    motivo: 'Aplicação fora do prazo de carência',
    acaoCorretiva: 'Treinamento da equipe',
  };

  it('requires every field but the biological target', () => {
    expect(actionPlanIssues(plan)).toEqual([]);
    expect(actionPlanIssues({ ...plan, alvoBiologico: null })).toEqual([]);
    expect(actionPlanIssues({ alvoBiologico: 'Lagarta' })).toEqual([
      { path: 'dataElaboracao', message: REQUIRED },
      { path: 'nomeResponsavel', message: REQUIRED },
      { path: 'numeroRegistro', message: REQUIRED },
      { path: 'motivo', message: REQUIRED },
      { path: 'acaoCorretiva', message: REQUIRED },
    ]);
    expect(actionPlanIssues({ ...plan, motivo: '  ', dataElaboracao: '2024-02-30' }).map((i) => i.path)).toEqual([
      'dataElaboracao',
      'motivo',
    ]);
  });

  it('validates the body with the same rules', () => {
    expect(actionPlanSchema.safeParse({ ...plan, idLaudo: 4, finalizado: false }).success).toBe(true);
    expect(actionPlanSchema.safeParse({ ...plan, nomeResponsavel: '' }).error?.issues[0]?.path).toEqual([
      'nomeResponsavel',
    ]);
  });

  it('accepts .pdf .jpeg .jpg .png up to 2,000,000 bytes, any case', () => {
    for (const name of ['a.pdf', 'b.JPEG', 'c.jpg', 'd.Png'])
      expect(actionPlanFileIssues({ name, size: MB2 })).toEqual([]);
    expect(actionPlanFileIssues({ name: 'a.pdf', size: MB2 + 1 })).toEqual([
      { path: 'idsArquivo', message: 'sara2g.ui.txt.erro.plano_acao.arquivo' },
    ]);
    expect(actionPlanFileIssues({ name: 'a.docx', size: 10 })).toHaveLength(1);
    expect(actionPlanFileIssues({ name: 'pdf', size: 10 })).toHaveLength(1);
  });

  it('property: a file passes iff listed type and at most 2 MB', () => {
    const ext = fc.constantFrom('.pdf', '.jpeg', '.jpg', '.png', '.doc', '.exe', '');
    fc.assert(
      fc.property(ext, fc.integer({ min: 0, max: 2 * MB2 }), (e, size) => {
        const ok = ['.pdf', '.jpeg', '.jpg', '.png'].includes(e) && size <= MB2;
        expect(actionPlanFileIssues({ name: `f${e}`, size }).length === 0).toBe(ok);
      }),
    );
  });
});

describe('contestation', () => {
  it('is offered in an action plan, on time or late, when the result is not satisfactory', () => {
    expect(canBeContested('LAUDO_EM_PLANO_DE_ACAO', 'insatisfatorio')).toBe(true);
    expect(canBeContested('LAUDO_EM_PLANO_DE_ACAO_EM_ATRASO', 'lmr')).toBe(true);
    expect(canBeContested('LAUDO_EM_PLANO_DE_ACAO', null)).toBe(true);
    expect(canBeContested('LAUDO_EM_PLANO_DE_ACAO', 'satisfatorio')).toBe(false);
    for (const status of ['LAUDO_SEM_PROBLEMA', 'LAUDO_CONTESTADO', 'AMOSTRA_NOVA', null] as const)
      expect(canBeContested(status, 'insatisfatorio')).toBe(false);
  });

  it('rejects a file only when its type is not listed AND it is over 2 MB (as the spec says)', () => {
    expect(contestationFileIssues({ name: 'a.exe', size: MB2 + 1 })).toEqual([
      { path: 'idsArquivo', message: 'sara2g.ui.txt.erro.contestacao.arquivo' },
    ]);
    expect(contestationFileIssues({ name: 'a.exe', size: 10 })).toEqual([]);
    expect(contestationFileIssues({ name: 'a.pdf', size: 50 * MB2 })).toEqual([]);
    for (const ext of ['pdf', 'jpeg', 'jpg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'xlsm', 'txt', 'csv']) {
      expect(contestationFileIssues({ name: `f.${ext}`, size: MB2 + 1 }), ext).toEqual([]);
    }
  });

  it('requires the message', () => {
    expect(contestationMessageIssues({ mensagem: ' ' })).toEqual([
      { path: 'mensagem', message: 'sara2g.ui.txt.erro.contestacao.mensagem' },
    ]);
    expect(contestationMessageIssues({ mensagem: 'Discordo do resultado' })).toEqual([]);
    expect(contestationMessageSchema.safeParse({ idLaudo: 1, mensagem: null }).success).toBe(false);
    expect(contestationMessageSchema.safeParse({ idLaudo: 1, mensagem: 'ok', idsArquivo: [3] }).success).toBe(true);
  });
});

describe('resolution', () => {
  it("requires the motive: 'erro_motivo'", () => {
    expect(resolutionIssues({ motivo: '' })).toEqual([{ path: 'motivo', message: 'sara2g.ui.txt.erro_motivo' }]);
    expect(resolutionIssues({ motivo: 'Plano adequado' })).toEqual([]);
    expect(resolutionSchema.safeParse({ idPlanoAcao: 1, status: 'aprovado', motivo: 'ok' }).success).toBe(true);
    expect(resolutionSchema.safeParse({ idPlanoAcao: 1, status: 'talvez', motivo: 'ok' }).success).toBe(false);
  });
});

describe('report upload', () => {
  it('needs a chosen PDF', () => {
    expect(reportUploadIssues(null)).toEqual([{ path: 'arquivo', message: 'sara2g.ui.txt.erro.laudo.nenhum_arquivo' }]);
    expect(reportUploadIssues({ type: 'image/png' })).toEqual([
      { path: 'arquivo', message: 'sara2g.ui.txt.erro.laudo.somente_pdf' },
    ]);
    expect(reportUploadIssues({ type: 'application/pdf' })).toEqual([]);
  });

  it('succeeds only when the answer carries idRevisaoLaudoInserido', () => {
    expect(reportUploadOutcome({ data: { idRevisaoLaudoInserido: 7 } })).toEqual({ ok: true, idRevisaoLaudo: 7 });
    expect(reportUploadOutcome({ idRevisaoLaudoInserido: 8 })).toEqual({ ok: true, idRevisaoLaudo: 8 });
    for (const bad of [null, {}, { data: {} }, { data: { idRevisaoLaudoInserido: '7' } }]) {
      expect(reportUploadOutcome(bad)).toEqual({ ok: false, message: 'sara2g.ui.txt.erro.laudo.falha_servidor' });
    }
  });
});

describe('report results', () => {
  it('shows quantities with 3 decimals in mg/kg', () => {
    expect(formatMgKg(0.05)).toEqual({ text: '0,050 mg/kg' });
    expect(formatMgKg('1.23456', 'en')).toEqual({ text: '1.235 mg/kg' });
    expect(formatMgKg('0,2')).toEqual({ text: '0,200 mg/kg' });
    expect(formatMgKg(null)).toEqual({ token: 'sara2g.ui.txt.nao_informado' });
  });

  it("shows 'Não Especificado' for espinosade at 0 with result conforme only", () => {
    const esp = { nomeSubstancia: 'Espinosade', resultado: 'conforme' as const, quantidadeEncontrada: 0 };
    expect(displayQuantityFound(esp)).toEqual({ token: 'sara2g.ui.txt.nao_especificado' });
    expect(displayQuantityFound({ ...esp, quantidadeEncontrada: '0.000' })).toEqual({
      token: 'sara2g.ui.txt.nao_especificado',
    });
    expect(displayQuantityFound({ ...esp, quantidadeEncontrada: 0.01 })).toEqual({ text: '0,010 mg/kg' });
    expect(displayQuantityFound({ ...esp, resultado: 'inconforme' })).toEqual({ text: '0,000 mg/kg' });
    expect(displayQuantityFound({ ...esp, nomeSubstancia: 'Acefato' })).toEqual({ text: '0,000 mg/kg' });
  });

  it('classifies a substance from found vs limit', () => {
    expect(parameterResult({ quantidadeEncontrada: 0.01, quantidadeLimite: 0.01 })).toBe('conforme');
    expect(parameterResult({ quantidadeEncontrada: 0.011, quantidadeLimite: 0.01 })).toBe('inconforme');
    expect(parameterResult({ quantidadeEncontrada: 0.001, proibida: true })).toBe('proibida');
    expect(parameterResult({ quantidadeEncontrada: 0, proibida: true, quantidadeLimite: 0 })).toBe('conforme');
    expect(parameterResult({ quantidadeEncontrada: 0.3, autorizada: false, quantidadeLimite: 1 })).toBe(
      'nao_autorizada',
    );
    expect(parameterResult({ quantidadeEncontrada: null, quantidadeLimite: 1 })).toBe('nao_se_aplica');
    expect(parameterResult({ quantidadeEncontrada: 0.3 })).toBe('nao_se_aplica');
  });

  it('property: with a limit, conforme iff found <= limit', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (found, limit) => {
          expect(parameterResult({ quantidadeEncontrada: found, quantidadeLimite: limit })).toBe(
            found <= limit ? 'conforme' : 'inconforme',
          );
        },
      ),
    );
  });

  it('makes the sample satisfatorio unless a substance is inconforme, proibida or nao_autorizada', () => {
    expect(sampleResult(['conforme', 'nao_se_aplica', null])).toBe('satisfatorio');
    expect(sampleResult([])).toBe('satisfatorio');
    for (const bad of ['inconforme', 'proibida', 'nao_autorizada'] as const) {
      expect(sampleResult(['conforme', bad])).toBe('insatisfatorio');
    }
  });
});

describe('filter periods', () => {
  it('flags a period whose end comes before its start, by day, on the end', () => {
    const d = (s: string) => new Date(`${s}T12:00:00`);
    const values = { a: d('2026-11-20'), b: d('2026-11-10'), c: d('2026-11-10'), e: null };
    expect(rangeIssues(values, [['a', 'b']])).toEqual([{ path: 'b', message: END_BEFORE_START }]);
    expect(rangeIssues(values, [['b', 'c']])).toEqual([]);
    // an open side, or an invalid date (its own message), is not this rule's
    expect(rangeIssues(values, [['a', 'e']])).toEqual([]);
    expect(rangeIssues({ a: d('2026-11-20'), b: new Date(NaN) }, [['a', 'b']])).toEqual([]);
  });
});
