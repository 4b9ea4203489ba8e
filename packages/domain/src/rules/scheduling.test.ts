import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RuleErrors } from './fields.ts';
import { validGroup, validItem } from './fixtures.ts';
import { schedulingIssues } from './scheduling.ts';

const REQUIRED = 'sara2g.ui.txt.campo_obrigatorio';
const paths = (issues: RuleErrors) => issues.map((i) => i.path);
// a scheduled item has neither seal nor photo yet
const scheduledItem = (over = {}) => validItem({ numeroLacre: null, idsArquivo: [], ...over });
const scheduled = (over = {}) => validGroup({ itens: [scheduledItem()], ...over });

describe('scheduling', () => {
  it('accepts a complete scheduling without seal or photos', () => {
    expect(schedulingIssues(scheduled())).toEqual([]);
  });

  it('requires laboratory, program, place, date, company and collection person', () => {
    expect(
      schedulingIssues(
        scheduled({
          laboratorio: null,
          programaAmostra: null,
          localAmostra: null,
          dataAgendada: null,
          idEmpresa: null,
          idPessoaColetor: null,
        }),
      ),
    ).toEqual([
      { path: 'laboratorio', message: REQUIRED },
      { path: 'programaAmostra', message: REQUIRED },
      { path: 'localAmostra', message: REQUIRED },
      { path: 'dataAgendada', message: REQUIRED },
      { path: 'idEmpresa', message: REQUIRED },
      { path: 'idPessoaColetor', message: REQUIRED },
    ]);
  });

  it("says 'Data inválida' for an invalid scheduled date", () => {
    expect(schedulingIssues(scheduled({ dataAgendada: '2024-06-31' }))).toEqual([
      { path: 'dataAgendada', message: 'sara2g.ui.txt.data_invalida' },
    ]);
  });

  it('requires the budget for the main lab whatever the program', () => {
    expect(paths(schedulingIssues(scheduled({ laboratorio: { idLaboratorio: 1 } })))).toEqual(['orcamento']);
    expect(schedulingIssues(scheduled({ laboratorio: { idLaboratorio: 1 }, orcamento: { idOrcamento: 3 } }))).toEqual(
      [],
    );
  });

  it('requires the retailer for RAMA', () => {
    expect(paths(schedulingIssues(scheduled({ programaAmostra: { idProgramaAmostra: 1 } })))).toEqual(['varejo']);
    expect(schedulingIssues(scheduled({ programaAmostra: { idProgramaAmostra: 1 }, varejo: { idVarejo: 1 } }))).toEqual(
      [],
    );
  });

  it("says 'Necessário adicionar um item para salvar a amostra.' without items", () => {
    expect(schedulingIssues(scheduled({ itens: [] }))).toEqual([
      { path: 'itens', message: 'sara2g.ui.txt.erro.adicionar_item' },
    ]);
  });

  it('needs a product on every item of a traceable program', () => {
    const group = scheduled({
      tipoRastreamento: 'rastreamento_banana',
      itens: [scheduledItem({ idProduto: 4 }), scheduledItem({ key: 'b' })],
    });
    expect(schedulingIssues(group)).toEqual([{ path: 'itens.1.idProduto', message: REQUIRED }]);
    const optional = { ...group, tipoRastreamento: 'opcional_banana' };
    expect(schedulingIssues(optional)).toEqual([]);
    expect(paths(schedulingIssues({ ...optional, rastreamento_banana: true }))).toEqual(['itens.1.idProduto']);
  });

  it('environmental: no place, but sampling responsible, conformity and, when conformity is yes, the rule', () => {
    const env = scheduled({ programaAmostra: { idProgramaAmostra: 6 }, localAmostra: null });
    expect(schedulingIssues(env)).toEqual([
      { path: 'responsavelAmostraAmbiental', message: REQUIRED },
      { path: 'relatoConformidade', message: REQUIRED },
    ]);
    const answered = { ...env, responsavelAmostraAmbiental: 'cliente' as const, relatoConformidade: false };
    expect(schedulingIssues(answered)).toEqual([]);
    expect(schedulingIssues({ ...answered, relatoConformidade: true })).toEqual([
      { path: 'idNormaAmbiental', message: REQUIRED },
    ]);
    expect(schedulingIssues({ ...answered, relatoConformidade: true, idNormaAmbiental: 2 })).toEqual([]);
  });

  it('property: an item observation passes iff at most 300 long', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 360 }), (observacao) => {
        const issues = schedulingIssues(scheduled({ itens: [scheduledItem({ observacao })] }));
        expect(paths(issues).includes('itens.0.observacao')).toBe(observacao.length > 300);
      }),
    );
  });

  it('limits the item observation to 300', () => {
    expect(schedulingIssues(scheduled({ itens: [scheduledItem({ observacao: 'o'.repeat(300) })] }))).toEqual([]);
    expect(paths(schedulingIssues(scheduled({ itens: [scheduledItem({ observacao: 'o'.repeat(301) })] })))).toEqual([
      'itens.0.observacao',
    ]);
  });

  it('names only a supplier that uses the platform, as the finalization will ask (part A section 5 "Supplier")', () => {
    const withSupplier = (usuarioPlataforma: boolean | null) =>
      schedulingIssues(scheduled({ itens: [scheduledItem({ idDistribuidor: 3, usuarioPlataforma })] }));
    expect(withSupplier(true)).toEqual([]);
    for (const flag of [false, null]) {
      expect(withSupplier(flag)).toEqual([
        { path: 'itens.0.idDistribuidor', message: 'sara2g.ui.txt.erro.fornecedor_nao_usuario_plataforma' },
      ]);
    }
    // an item without a supplier is not this rule's
    expect(schedulingIssues(scheduled({ itens: [scheduledItem({ idDistribuidor: null })] }))).toEqual([]);
  });
});
