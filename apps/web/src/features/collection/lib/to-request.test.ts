import { describe, expect, it } from 'vitest';
import { collectionIssues } from '@sara/domain/rules/collection';
import { collectionFields } from '@sara/domain/rules/programs';
import { changeLab, changeProgram } from '@sara/domain/rules/resets';
import { newGroup, newItem, type ProgramaRef, type SampleGroupForm } from '@sara/domain/rules/sample-form';
import { sampleListSchema } from '@sara/domain/samples';
import { isShownPath, mapServerPath, serverIssues, toSampleItems } from './to-request';
import { rememberHistoryQuery, returnPath } from './return-path';

const RAMA: ProgramaRef = {
  idProgramaAmostra: 1,
  nome: 'RAMA',
  tipoRastreamento: 'rastreamento_hortifruti',
  campos: [],
};
const WATER: ProgramaRef = {
  idProgramaAmostra: 5,
  nome: 'Água',
  tipoRastreamento: null,
  campos: [{ idCampoPrograma: 3, token: 'sara2g.campo_programa.data_ultima_chuva', tipo: 'data' }],
};
const ID = '0b7f5b7e-3c1e-4d4a-9a4e-2f1d7c0e9a11';

function ramaGroup(): SampleGroupForm {
  const g = changeProgram(
    {
      ...newGroup(new Date(2026, 10, 22, 9, 30)),
      idEmpresa: 2,
      idPessoaColetor: 3,
      itens: [newItem('a'), newItem('b')],
    },
    RAMA,
  );
  return {
    ...g,
    laboratorio: { idLaboratorio: 1 },
    orcamento: { idOrcamento: 1 },
    varejo: { idVarejo: 2 },
    localAmostra: { idLocalAmostra: 3 },
    responsavelColeta: ' Ana ',
    itens: g.itens.map((it, i) => ({ ...it, numeroLacre: `L${i}`, idsArquivo: [`f${i}`] })),
  };
}

describe('collection screen rules', () => {
  it('shows the fields of each program kind', () => {
    expect(collectionFields({ actionScreen: 'save', programa: RAMA })).toEqual([
      'laboratorio',
      'programaAmostra',
      'orcamento',
      'varejo',
      'localAmostra',
      'dataColeta',
      'responsavelColeta',
      'itens',
    ]);
    const env = collectionFields({ actionScreen: 'save', programa: WATER, relatoConformidade: true });
    expect(env).toContain('localAmostraTexto');
    expect(env).toContain('normaAmbiental');
    expect(env).not.toContain('localAmostra');
    expect(collectionFields({ actionScreen: 'save', calledBy: 'gerenciamento_amostra' })).toContain('empresaColetor');
    expect(collectionFields({ actionScreen: 'save' })).not.toContain('empresaColetor');
  });

  it('applies the resets: lab clears the budget, program resets the items with its fields', () => {
    const g = ramaGroup();
    expect(changeLab(g, { idLaboratorio: 2 }).orcamento).toBeNull();
    const env = changeProgram(g, WATER);
    expect(env.varejo).toBeNull();
    expect(env.itens[0]!.numeroLacre).toBeNull();
    expect(env.itens[0]!.idsArquivo).toEqual(['f0']);
    expect(env.itens[0]!.camposProgramaAmostra).toEqual([
      { idCampoPrograma: 3, token: 'sara2g.campo_programa.data_ultima_chuva', tipo: 'data', valor: null },
    ]);
  });

  it('validates: seal and image required, an item needed', () => {
    const g = ramaGroup();
    expect(collectionIssues(g)).toEqual([]);
    const bad = { ...g, itens: [{ ...g.itens[0]!, numeroLacre: '', idsArquivo: [] }] };
    expect(collectionIssues(bad).map((i) => `${i.path}:${i.message}`)).toEqual([
      'itens.0.numeroLacre:sara2g.ui.txt.campo_obrigatorio',
      'itens.0.idsArquivo:sara2g.ui.txt.erro.imagem_obrigatoria',
    ]);
    expect(collectionIssues({ ...g, itens: [] }).map((i) => i.message)).toEqual(['sara2g.ui.txt.erro.adicionar_item']);
  });
});

describe('toSampleItems', () => {
  it('builds one wire item per card with the group values, the photos and the same idAgrupador', () => {
    const body = toSampleItems(ramaGroup(), ID, true);
    expect(
      sampleListSchema.safeParse(body.map((b, i) => ({ ...b, arquivos: [{ idArquivo: `${ID.slice(0, -1)}${i}` }] })))
        .success,
    ).toBe(true);
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({
      idAgrupador: ID,
      idLaboratorio: 1,
      idEmpresa: 2,
      idPessoaColetor: 3,
      idProgramaAmostra: 1,
      idVarejo: 2,
      idLocalAmostra: 3,
      localAmostra: null,
      dataColeta: '2026-11-22T09:30:00.000',
      responsavelColeta: 'Ana',
      numeroLacre: 'L0',
      finalizado: true,
      infoLaboratorio: { idOrcamento: 1 },
      arquivos: [{ idArquivo: 'f0' }],
      motivosColetaNaoRealizada: [],
    });
    expect(body[1]!.idAgrupador).toBe(ID);
    expect(toSampleItems(ramaGroup(), ID, false)[0]!.finalizado).toBe(false);
  });

  it("sends back a finalized schedule's date as read, which the screen does not edit", () => {
    const g = { ...ramaGroup(), dataAgendada: '2026-11-26T08:00:00.000' };
    expect(toSampleItems(g, ID, true).map((b) => b.dataAgendada)).toEqual([
      '2026-11-26T08:00:00.000',
      '2026-11-26T08:00:00.000',
    ]);
  });

  it('sends the free-text place of environmental programs', () => {
    const g = { ...changeProgram(ramaGroup(), WATER), localAmostra: 'Poço 3' };
    expect(toSampleItems(g, ID, true)[0]).toMatchObject({ localAmostra: 'Poço 3', idLocalAmostra: null });
  });

  it('sends the collection person of environmental programs (field 12), cleared by a non-environmental program', () => {
    const g = {
      ...changeProgram(ramaGroup(), WATER),
      responsavelAmostraAmbiental: 'cliente' as const,
      pessoaColeta: ' Zé ',
    };
    expect(toSampleItems(g, ID, true)[0]).toMatchObject({ pessoaColeta: 'Zé', responsavelAmostraAmbiental: 'cliente' });
    expect(toSampleItems(changeProgram(g, ramaGroup().programaAmostra), ID, true)[0]!.pessoaColeta).toBeNull();
  });

  it("sends only the product of the program's kind: catalogue when traceable, company otherwise", () => {
    const both = (g: SampleGroupForm) => ({
      ...g,
      itens: g.itens.map((i) => ({ ...i, idProduto: 10, idProdutoEmpresa: 20 })),
    });
    expect(toSampleItems(both(ramaGroup()), ID, true)[0]).toMatchObject({ idProduto: 10, idProdutoEmpresa: null });
    const water = both(changeProgram(ramaGroup(), WATER));
    expect(toSampleItems(water, ID, true)[0]).toMatchObject({ idProduto: null, idProdutoEmpresa: 20 });
  });
});

describe('server errors', () => {
  it('maps both path forms onto the screen fields', () => {
    expect(mapServerPath('itens.0.numeroLacre')).toBe('itens.0.numeroLacre');
    expect(mapServerPath('1.numeroLacre')).toBe('itens.1.numeroLacre');
    expect(mapServerPath('0.idLaboratorio')).toBe('laboratorio');
    expect(mapServerPath('0.pessoaColeta')).toBe('pessoaColeta');
    expect(mapServerPath('laboratorio')).toBe('laboratorio');
    expect(mapServerPath('0.arquivos')).toBe('itens.0.idsArquivo');
    // the company and the collector each under their own select
    expect(mapServerPath('0.idEmpresa')).toBe('empresaColetor');
    expect(mapServerPath('0.idPessoaColetor')).toBe('coletor');
    // what the screen shows under a field, and what only an alert can say
    expect(isShownPath('itens.2.numeroLacre')).toBe(true);
    expect(isShownPath('laboratorio')).toBe(true);
    expect(isShownPath('itens.0.camposProgramaAmostra.1.valor')).toBe(true);
    expect(isShownPath('itens.0.idAmostra')).toBe(false);
    expect(isShownPath('')).toBe(false);
    expect(
      serverIssues({
        error: { code: 'VALIDATION', details: { errors: [{ path: '0.numeroLacre', message: 'Campo obrigatório' }] } },
      }),
    ).toEqual([{ path: 'itens.0.numeroLacre', message: 'Campo obrigatório' }]);
  });

  it('returns to the list the screen was opened from', () => {
    expect(returnPath(null, ['historico', 'listagem'])).toBe('/app/coleta/historico');
    expect(returnPath('gerenciamento_amostra', ['historico'])).toBe('/app/amostra-gerenciamento/list');
    // without the history: the sample list, or home
    expect(returnPath(null, ['listagem'])).toBe('/app/amostra/list');
    expect(returnPath(null, [])).toBe('/app/main');
    expect(returnPath(null, ['sara.admin'])).toBe('/app/coleta/historico');
  });

  it('returns to the history with the filters it was left with', () => {
    rememberHistoryQuery('de=2026-09-01&ate=2026-12-31&filtro=agendada&busca=morango');
    expect(returnPath(null, ['historico'])).toBe(
      '/app/coleta/historico?de=2026-09-01&ate=2026-12-31&filtro=agendada&busca=morango',
    );
    // a group just registered would be hidden by an earlier search or quick filter: the period only
    expect(returnPath(null, ['historico'], { created: true })).toBe(
      '/app/coleta/historico?de=2026-09-01&ate=2026-12-31',
    );
    expect(returnPath('gerenciamento_amostra', ['historico'], { created: true })).toBe(
      '/app/amostra-gerenciamento/list',
    );
    rememberHistoryQuery('');
    expect(returnPath(null, ['historico'])).toBe('/app/coleta/historico');
  });
});
