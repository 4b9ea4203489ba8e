import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canConfirmRecollection,
  coletaRealizada,
  collectionIssues,
  draftIssues,
  finalizeIssues,
  identificationRequired,
  isItemValid,
  isPhotoFile,
  itemIssues,
  originName,
  productKindIssues,
  supplierIssues,
  trackingCodeIssues,
  type TrackingInfo,
} from './collection.ts';
import type { RuleErrors } from './fields.ts';
import { validGroup, validItem } from './fixtures.ts';

const REQUIRED = 'sara2g.ui.txt.campo_obrigatorio';
const paths = (issues: RuleErrors) => issues.map((i) => i.path);

const RAMA = { idProgramaAmostra: 1, tipoRastreamento: 'rastreamento_banana' };
const STANDARD = { idProgramaAmostra: 2, tipoRastreamento: null };
const WATER = { idProgramaAmostra: 5, tipoRastreamento: null };
const ctx = (over: object = {}) => ({ programaAmostra: STANDARD, tipoRastreamento: null, varejo: null, ...over });
const notCollected = { motivosColetaNaoRealizada: ['falta_produto' as const] };

describe('coletaRealizada', () => {
  it('is true exactly when the reasons list is empty', () => {
    expect(coletaRealizada({ motivosColetaNaoRealizada: [] })).toBe(true);
    expect(coletaRealizada(notCollected)).toBe(false);
    expect(identificationRequired(notCollected)).toBe(true);
    expect(identificationRequired({ motivosColetaNaoRealizada: [] })).toBe(false);
  });
});

describe('item validity', () => {
  it('accepts the fixture item', () => {
    expect(itemIssues(validItem(), ctx())).toEqual([]);
    expect(isItemValid(validItem(), ctx())).toBe(true);
  });

  it('requires a non-blank seal', () => {
    for (const numeroLacre of [null, '', '   ']) {
      expect(itemIssues(validItem({ numeroLacre }), ctx(), 2)).toEqual([
        { path: 'itens.2.numeroLacre', message: REQUIRED },
      ]);
    }
  });

  it('requires at least one photo with the image-required message', () => {
    expect(itemIssues(validItem({ idsArquivo: [] }), ctx())).toEqual([
      { path: 'itens.0.idsArquivo', message: 'sara2g.ui.txt.erro.imagem_obrigatoria' },
    ]);
    expect(itemIssues(validItem({ idsArquivo: ['local-uuid'] }), ctx())).toEqual([]);
  });

  it('requires a non-blank EAN for retailer 1 only', () => {
    expect(paths(itemIssues(validItem({ codigoEAN: ' ' }), ctx({ varejo: { idVarejo: 1 } })))).toEqual([
      'itens.0.codigoEAN',
    ]);
    expect(itemIssues(validItem({ codigoEAN: '7891234567895' }), ctx({ varejo: { idVarejo: 1 } }))).toEqual([]);
    expect(itemIssues(validItem({ codigoEAN: null }), ctx({ varejo: { idVarejo: 2 } }))).toEqual([]);
  });

  it('holds seal 200, batch 200 and observation 300 at their exact limits', () => {
    const ok = validItem({ numeroLacre: 's'.repeat(200), lote: 'l'.repeat(200), observacao: 'o'.repeat(300) });
    expect(itemIssues(ok, ctx())).toEqual([]);
    const over = validItem({ numeroLacre: 's'.repeat(201), lote: 'l'.repeat(201), observacao: 'o'.repeat(301) });
    expect(itemIssues(over, ctx())).toEqual([
      { path: 'itens.0.numeroLacre', message: 'sara2g.ui.txt.limite_caracteres', args: { n: 200 } },
      { path: 'itens.0.lote', message: 'sara2g.ui.txt.limite_caracteres', args: { n: 200 } },
      { path: 'itens.0.observacao', message: 'sara2g.ui.txt.limite_caracteres', args: { n: 300 } },
    ]);
  });

  it('property: a seal passes iff non-blank and at most 200 long', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 260 }), (numeroLacre) => {
        const valid = numeroLacre.trim() !== '' && numeroLacre.length <= 200;
        expect(isItemValid(validItem({ numeroLacre }), ctx())).toBe(valid);
      }),
    );
  });

  it('property: batch up to 200 and observation up to 300 pass, longer fail', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 260 }), fc.string({ maxLength: 360 }), (lote, observacao) => {
        expect(isItemValid(validItem({ lote, observacao }), ctx())).toBe(
          lote.length <= 200 && observacao.length <= 300,
        );
      }),
    );
  });

  it('checks manufacture and expiry dates only when given', () => {
    expect(itemIssues(validItem({ dataFabricacao: '2024-01-01', dataValidade: null }), ctx())).toEqual([]);
    expect(itemIssues(validItem({ dataValidade: '2024-02-31' }), ctx())).toEqual([
      { path: 'itens.0.dataValidade', message: 'sara2g.ui.txt.data_invalida' },
    ]);
  });

  it('requires the date program fields, not the text ones', () => {
    const item = validItem({
      camposProgramaAmostra: [
        { idCampoPrograma: 1, token: 't', tipo: 'texto', valor: null },
        { idCampoPrograma: 2, token: 'd', tipo: 'data', valor: null },
        { idCampoPrograma: 3, token: 'd2', tipo: 'data', valor: 'x' },
        { idCampoPrograma: 4, token: 'd3', tipo: 'data', valor: '2024-05-01' },
      ],
    });
    expect(itemIssues(item, ctx())).toEqual([
      { path: 'itens.0.camposProgramaAmostra.1.valor', message: REQUIRED },
      { path: 'itens.0.camposProgramaAmostra.2.valor', message: 'sara2g.ui.txt.data_invalida' },
    ]);
  });

  describe('when reasons for collection not done exist', () => {
    it('a traceable non-environmental program needs tracking code, supplier and product name', () => {
      const issues = itemIssues(
        validItem(notCollected),
        ctx({ programaAmostra: RAMA, tipoRastreamento: RAMA.tipoRastreamento }),
      );
      expect(paths(issues)).toEqual(['itens.0.codigoRastreamento', 'itens.0.idDistribuidor', 'itens.0.nomeProduto']);
      const filled = validItem({
        ...notCollected,
        codigoRastreamento: 'ABC',
        idDistribuidor: 7,
        nomeProduto: 'Banana',
      });
      expect(itemIssues(filled, ctx({ programaAmostra: RAMA, tipoRastreamento: RAMA.tipoRastreamento }))).toEqual([]);
    });

    it('a traceable environmental program needs no supplier', () => {
      const env = ctx({ programaAmostra: WATER, tipoRastreamento: 'rastreamento_agua' });
      expect(paths(itemIssues(validItem(notCollected), env))).toEqual([
        'itens.0.codigoRastreamento',
        'itens.0.nomeProduto',
      ]);
    });

    it('a non-traceable program needs product name and company product', () => {
      expect(paths(itemIssues(validItem({ ...notCollected, codigoRastreamento: '  ' }), ctx()))).toEqual([
        'itens.0.nomeProduto',
        'itens.0.idProdutoEmpresa',
      ]);
      expect(itemIssues(validItem({ ...notCollected, nomeProduto: 'Alface', idProdutoEmpresa: 3 }), ctx())).toEqual([]);
    });

    it('an optional program follows its box', () => {
      const unticked = ctx({ tipoRastreamento: 'opcional_tomate' });
      expect(paths(itemIssues(validItem(notCollected), unticked))).toContain('itens.0.idProdutoEmpresa');
      const ticked = { ...unticked, rastreamento_tomate: true };
      expect(paths(itemIssues(validItem(notCollected), ticked))).toEqual([
        'itens.0.codigoRastreamento',
        'itens.0.idDistribuidor',
        'itens.0.nomeProduto',
      ]);
    });

    it('is not asked of collected items (empty reasons), as the spec words it', () => {
      expect(itemIssues(validItem(), ctx({ programaAmostra: RAMA, tipoRastreamento: RAMA.tipoRastreamento }))).toEqual(
        [],
      );
    });
  });
});

describe('supplier', () => {
  it('flags suppliers that are not platform users', () => {
    expect(
      supplierIssues([
        { idDistribuidor: 1, usuarioPlataforma: true },
        { idDistribuidor: 2, usuarioPlataforma: false },
        { idDistribuidor: 3, usuarioPlataforma: null },
        { idDistribuidor: null, usuarioPlataforma: null },
      ]),
    ).toEqual([
      { path: 'itens.1.idDistribuidor', message: 'sara2g.ui.txt.erro.fornecedor_nao_usuario_plataforma' },
      { path: 'itens.2.idDistribuidor', message: 'sara2g.ui.txt.erro.fornecedor_nao_usuario_plataforma' },
    ]);
  });
});

describe('collection save', () => {
  it('accepts the fixture group', () => {
    expect(collectionIssues(validGroup())).toEqual([]);
  });

  it('flags every missing group field of the spec', () => {
    const issues = collectionIssues(
      validGroup({ laboratorio: null, programaAmostra: null, localAmostra: null, dataColeta: null, itens: [] }),
    );
    expect(issues).toEqual([
      { path: 'laboratorio', message: REQUIRED },
      { path: 'localAmostra', message: REQUIRED },
      { path: 'dataColeta', message: REQUIRED },
      { path: 'programaAmostra', message: REQUIRED },
      { path: 'itens', message: 'sara2g.ui.txt.erro.adicionar_item' },
    ]);
  });

  it("says 'Data inválida' for an invalid collection date", () => {
    expect(collectionIssues(validGroup({ dataColeta: '2024-13-01' }))).toEqual([
      { path: 'dataColeta', message: 'sara2g.ui.txt.data_invalida' },
    ]);
  });

  it('refuses a collection date after today, the day itself included up to its last minute', () => {
    const FUTURE = 'sara2g.ui.txt.erro.data_coleta_futura';
    expect(collectionIssues(validGroup({ dataColeta: '2026-11-27T23:59:00.000' }), '2026-11-27')).toEqual([]);
    expect(collectionIssues(validGroup({ dataColeta: '2026-11-28T00:00:00.000' }), '2026-11-27')).toEqual([
      { path: 'dataColeta', message: FUTURE },
    ]);
    // a typo in the year; an invalid date says only 'Data inválida'
    expect(paths(finalizeIssues(validGroup({ dataColeta: '2062-11-20T09:00:00.000' }), '2026-11-27'))).toEqual([
      'dataColeta',
    ]);
    expect(collectionIssues(validGroup({ dataColeta: '2099-13-01' }), '2026-11-27')).toEqual([
      { path: 'dataColeta', message: 'sara2g.ui.txt.data_invalida' },
    ]);
    // a draft is not judged on it: it is not a registration yet
    expect(draftIssues(validGroup({ dataColeta: '2062-11-20T09:00:00.000' }))).toEqual([]);
  });

  it('refuses an expiry date before the manufacturing date, and accepts the same day', () => {
    const item = (dataFabricacao: string | null, dataValidade: string | null) =>
      validGroup({ itens: [validItem({ dataFabricacao, dataValidade })] });
    expect(collectionIssues(item('2026-11-10T00:00:00.000', '2026-11-09T00:00:00.000'))).toEqual([
      { path: 'itens.0.dataValidade', message: 'sara2g.ui.txt.erro.validade_antes_fabricacao' },
    ]);
    expect(collectionIssues(item('2026-11-10T00:00:00.000', '2026-11-10T00:00:00.000'))).toEqual([]);
    expect(collectionIssues(item(null, '2020-01-01T00:00:00.000'))).toEqual([]);
    expect(paths(collectionIssues(item('bad', '2020-01-01T00:00:00.000')))).toEqual(['itens.0.dataFabricacao']);
  });

  it('requires the budget only for the main lab with RAMA', () => {
    const rama = { programaAmostra: { idProgramaAmostra: 1 }, varejo: { idVarejo: 2 } };
    expect(paths(collectionIssues(validGroup({ ...rama, laboratorio: { idLaboratorio: 1 } })))).toEqual(['orcamento']);
    expect(
      collectionIssues(validGroup({ ...rama, laboratorio: { idLaboratorio: 1 }, orcamento: { idOrcamento: 9 } })),
    ).toEqual([]);
    expect(collectionIssues(validGroup({ laboratorio: { idLaboratorio: 1 } }))).toEqual([]);
    expect(collectionIssues(validGroup({ ...rama, laboratorio: { idLaboratorio: 3 } }))).toEqual([]);
  });

  it('requires the retailer for RAMA', () => {
    expect(paths(collectionIssues(validGroup({ programaAmostra: { idProgramaAmostra: 1 } })))).toEqual(['varejo']);
  });

  it('needs no place for environmental programs, and free text counts as a place', () => {
    expect(collectionIssues(validGroup({ programaAmostra: WATER, localAmostra: null }))).toEqual([]);
    expect(collectionIssues(validGroup({ localAmostra: 'Rio Tietê, ponto 3' }))).toEqual([]);
    expect(paths(collectionIssues(validGroup({ localAmostra: '  ' })))).toEqual(['localAmostra']);
  });

  it('limits the collection responsible to 60', () => {
    expect(collectionIssues(validGroup({ responsavelColeta: 'r'.repeat(60) }))).toEqual([]);
    expect(collectionIssues(validGroup({ responsavelColeta: 'r'.repeat(61) }))).toEqual([
      { path: 'responsavelColeta', message: 'sara2g.ui.txt.limite_caracteres', args: { n: 60 } },
    ]);
  });

  it('property: a responsible of up to 60 characters passes, a longer one is refused at its field', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 90 }).filter((s) => s.trim() !== ''),
        (responsavelColeta) => {
          const limit = collectionIssues(validGroup({ responsavelColeta })).filter(
            (i) => i.path === 'responsavelColeta',
          );
          expect(limit).toEqual(
            responsavelColeta.length <= 60
              ? []
              : [{ path: 'responsavelColeta', message: 'sara2g.ui.txt.limite_caracteres', args: { n: 60 } }],
          );
        },
      ),
    );
  });

  it('reports invalid items and non-platform suppliers with their index', () => {
    const itens = [validItem(), validItem({ key: 'b', numeroLacre: '' }), validItem({ key: 'c', idDistribuidor: 4 })];
    expect(collectionIssues(validGroup({ itens }))).toEqual([
      { path: 'itens.1.numeroLacre', message: REQUIRED },
      { path: 'itens.2.idDistribuidor', message: 'sara2g.ui.txt.erro.fornecedor_nao_usuario_plataforma' },
    ]);
  });
});

describe('finalize', () => {
  it('needs a valid collection date and valid items, not lab or program', () => {
    expect(finalizeIssues(validGroup({ laboratorio: null, programaAmostra: null, localAmostra: null }))).toEqual([]);
    expect(finalizeIssues(validGroup({ dataColeta: 'x' }))).toEqual([
      { path: 'dataColeta', message: 'sara2g.ui.txt.data_invalida' },
    ]);
    expect(paths(finalizeIssues(validGroup({ itens: [validItem({ idsArquivo: [] })] })))).toEqual([
      'itens.0.idsArquivo',
    ]);
  });

  it('says an item must be added when there is none', () => {
    expect(finalizeIssues(validGroup({ itens: [] }))).toEqual([
      { path: 'itens', message: 'sara2g.ui.txt.erro.adicionar_item' },
    ]);
  });
});

describe('draft', () => {
  it('requires nothing but keeps limits and given dates', () => {
    const empty = validGroup({
      laboratorio: null,
      programaAmostra: null,
      dataColeta: null,
      itens: [validItem({ numeroLacre: null, idsArquivo: [] })],
    });
    expect(draftIssues(empty)).toEqual([]);
    expect(
      paths(draftIssues(validGroup({ dataAgendada: 'bad', itens: [validItem({ lote: 'l'.repeat(201) })] }))),
    ).toEqual(['dataAgendada', 'itens.0.lote']);
    // a date typed on an item must still be a real one (a blank program date is fine in a draft)
    const campos = [{ idCampoPrograma: 3, tipo: 'data' as const, token: 't', valor: null }];
    expect(
      paths(
        draftIssues(validGroup({ itens: [validItem({ dataValidade: 'invalid', camposProgramaAmostra: campos })] })),
      ),
    ).toEqual(['itens.0.dataValidade']);
  });

  it('needs one item, as the server does (a group is its items)', () => {
    expect(draftIssues(validGroup({ itens: [] }))).toEqual([
      { path: 'itens', message: 'sara2g.ui.txt.erro.adicionar_item' },
    ]);
  });
});

describe('tracking code', () => {
  const info = (over: Partial<TrackingInfo> = {}): TrackingInfo => ({
    produto: { nome: 'Banana', idProduto: 10, idProdutoProcessado: null, idTipoProduto: 1 },
    elos: [{ idElo: 1, nome: 'Fazenda Boa Vista;123', tipoElo: 'origem' }],
    ...over,
  });

  it('flags a scheduled product different from the code product', () => {
    expect(trackingCodeIssues('itens.0.codigoRastreamento', info(), 11)).toEqual([
      { path: 'itens.0.codigoRastreamento', message: 'sara2g.ui.txt.erro.produto_diferente_rastreamento' },
    ]);
    expect(trackingCodeIssues('c', info(), 10)).toEqual([]);
    expect(trackingCodeIssues('c', info(), null)).toEqual([]);
  });

  it('flags a processed product with several inputs', () => {
    const processed = info({
      produto: { nome: 'Suco', idProduto: 10, idProdutoProcessado: 5 },
      elos: [
        { idElo: 1, nome: 'A', tipoElo: 'origem' },
        { idElo: 2, nome: 'B', tipoElo: 'origem' },
      ],
    });
    expect(trackingCodeIssues('c', processed)).toEqual([
      { path: 'c', message: 'sara2g.ui.txt.erro.rastreamento_multiplos_insumos' },
    ]);
    expect(trackingCodeIssues('c', { ...processed, elos: processed.elos.slice(0, 1) })).toEqual([]);
  });

  it('names the origin by the part before the first semicolon', () => {
    expect(originName(info())).toBe('Fazenda Boa Vista');
    expect(originName(info({ elos: [{ idElo: 2, nome: 'Distribuidora', tipoElo: 'distribuidor' }] }))).toBeUndefined();
  });

  it('confirms a recollection only with a code', () => {
    expect(canConfirmRecollection('ABC123')).toBe(true);
    expect(canConfirmRecollection('  ')).toBe(false);
    expect(canConfirmRecollection(null)).toBe(false);
  });
});

describe('photos', () => {
  it('accepts images only', () => {
    expect(isPhotoFile({ type: 'image/jpeg' })).toBe(true);
    expect(isPhotoFile({ type: 'image/png' })).toBe(true);
    expect(isPhotoFile({ type: 'application/pdf' })).toBe(false);
    // no type given (some pickers, for HEIC): by its name, to be tried and said unreadable if it is
    expect(isPhotoFile({ type: '', name: 'IMG_0001.HEIC' })).toBe(true);
    expect(isPhotoFile({ type: '', name: 'foto.jpeg' })).toBe(true);
    expect(isPhotoFile({ type: '', name: 'laudo.pdf' })).toBe(false);
    expect(isPhotoFile({ type: '' })).toBe(false);
    expect(isPhotoFile({ type: 'application/pdf', name: 'disfarce.jpg' })).toBe(false);
  });
});

describe('product of the program kind', () => {
  const withProducts = (over: object) =>
    validGroup({
      itens: [validItem({ idProduto: 5, idProdutoEmpresa: null }), validItem({ idProduto: null, idProdutoEmpresa: 7 })],
      ...over,
    });
  const PRODUCT_KIND = 'sara2g.erro.amostra.produto_do_tipo_do_programa';

  it('takes a catalogue product on traceable programs, a company product on the others', () => {
    expect(productKindIssues(withProducts({ tipoRastreamento: 'rastreamento_banana' }))).toEqual([
      { path: 'itens.1.idProdutoEmpresa', message: PRODUCT_KIND },
    ]);
    expect(productKindIssues(withProducts({ tipoRastreamento: null }))).toEqual([
      { path: 'itens.0.idProduto', message: PRODUCT_KIND },
    ]);
  });

  it('reads an optional program as traceable only while its box is ticked', () => {
    expect(paths(productKindIssues(withProducts({ tipoRastreamento: 'opcional_tomate' })))).toEqual([
      'itens.0.idProduto',
    ]);
    expect(
      paths(productKindIssues(withProducts({ tipoRastreamento: 'opcional_tomate', rastreamento_tomate: true }))),
    ).toEqual(['itens.1.idProdutoEmpresa']);
  });
});
