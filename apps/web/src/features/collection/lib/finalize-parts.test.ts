import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeProgram } from '@sara/domain/rules/resets';
import { newGroup, newItem, type ProgramaRef } from '@sara/domain/rules/sample-form';
import { dataUrlToFile, isCancelled, nativeCamera, takeNativePhoto } from './camera';
import { FINALIZE_STORAGE_KEY, keepsScheduledProduct, storedSummary, summaryOf, summaryRows } from './finalize';
import { isSupplierPath, knownSupplierIssues, withKnownSuppliers } from './supplier';

const ID = 'a9000000-0000-4000-8000-000000000002';
const RAMA: ProgramaRef = { idProgramaAmostra: 1, nome: 'RAMA', tipoRastreamento: 'rastreamento_hortifruti' };

describe('finalize summary', () => {
  afterEach(() => sessionStorage.clear());

  it('lists the spec fields of a RAMA group, with the retail chain and without environmental ones', () => {
    const s = summaryOf({
      idAgrupador: ID,
      idProgramaAmostra: 1,
      nomeLaboratorio: 'Agrosafety',
      nomeOrcamento: 'ORC-1',
      nomeProgramaAmostra: 'RAMA',
      nomeLocalAmostra: 'Loja Portão',
      dataAgendada: '2026-11-27T10:00:00.000',
      nomeEmpresaColetora: 'Coleta Campo',
      nomePessoaColetora: 'Amanda',
      nomeVarejo: 'Rede Sol',
    });
    const rows = summaryRows(s);
    expect(rows.map((r) => r.field)).toEqual([
      'laboratorio',
      'orcamento',
      'programaAmostra',
      'localAmostra',
      'dataAgendada',
      'nomeEmpresaColetora',
      'nomePessoaColetora',
      'varejo',
    ]);
    expect(rows.find((r) => r.field === 'dataAgendada')!.value).toEqual({ text: '27/11/2026' });
    // names withheld from another company's user are left out, not 'Não informado'
    const withheld = summaryRows({ ...s, nomeEmpresaColetora: null, nomePessoaColetora: null }).map((r) => r.field);
    expect(withheld).not.toContain('nomeEmpresaColetora');
    expect(withheld).not.toContain('nomePessoaColetora');
  });

  it('keeps the product of the items whose schedule named one; the others take theirs when finalized', () => {
    const s = summaryOf({
      idAgrupador: ID,
      itens: [
        { idAmostra: 1, idProduto: 7, idProdutoEmpresa: null },
        { idAmostra: 2, idProduto: null, idProdutoEmpresa: 3 },
        { idAmostra: 3, idProduto: null, idProdutoEmpresa: null },
      ],
    });
    expect(s.produtoAgendado).toEqual([1, 2]);
    const item = (idAmostra: number, idProduto: number | null = null) => ({
      idAmostra,
      idProduto,
      idProdutoEmpresa: null,
    });
    expect(keepsScheduledProduct(s, item(1, 7))).toBe(true);
    // picked on this screen: stays open to change
    expect(keepsScheduledProduct(s, item(3, 9))).toBe(false);
    // not known (the history's first paint): a product counts as scheduled
    expect(keepsScheduledProduct(summaryOf({ idAgrupador: ID }), item(3, 9))).toBe(true);
    expect(keepsScheduledProduct(null, item(3))).toBe(false);
  });

  it('shows the environmental fields, the legislation only with a conformity report, and "Não informado"', () => {
    const base = {
      idAgrupador: ID,
      idProgramaAmostra: 5,
      localAmostra: 'Poço 3',
      responsavelAmostraAmbiental: 'agrosafety',
      temConformidade: true,
      normaAmbiental: 'CONAMA 357',
      tipoAmostragem: null,
    };
    const rows = summaryRows(summaryOf(base));
    expect(rows.map((r) => r.field)).toContain('normaAmbiental');
    expect(rows.map((r) => r.field)).not.toContain('varejo');
    expect(rows.find((r) => r.field === 'localAmostra')!.value).toEqual({ text: 'Poço 3' });
    expect(rows.find((r) => r.field === 'relatoConformidade')!.value).toEqual({ token: 'sara2g.ui.coleta.sim' });
    expect(rows.find((r) => r.field === 'tipoAmostragem')!.value).toEqual({ token: 'sara2g.ui.txt.nao_informado' });
    expect(summaryRows(summaryOf({ ...base, temConformidade: false })).map((r) => r.field)).not.toContain(
      'normaAmbiental',
    );
  });

  it("reads the history's copy of the same group only", () => {
    sessionStorage.setItem(FINALIZE_STORAGE_KEY, JSON.stringify({ idAgrupador: ID, nomeLaboratorio: 'Lab' }));
    expect(storedSummary(ID)?.nomeLaboratorio).toBe('Lab');
    expect(storedSummary('other')).toBeNull();
    sessionStorage.setItem(FINALIZE_STORAGE_KEY, '{broken');
    expect(storedSummary(ID)).toBeNull();
  });
});

describe('supplier rule on the device', () => {
  const group = () => {
    const g = changeProgram({ ...newGroup(new Date()), itens: [newItem('a'), newItem('b'), newItem('c')] }, RAMA);
    g.itens[0] = { ...g.itens[0]!, idDistribuidor: 8, usuarioPlataforma: false };
    g.itens[1] = { ...g.itens[1]!, idDistribuidor: 6, usuarioPlataforma: null };
    g.itens[2] = { ...g.itens[2]!, idDistribuidor: 3, usuarioPlataforma: true };
    return g;
  };

  it('flags only suppliers known not to be platform users; unknown ones are left to the server', () => {
    expect(knownSupplierIssues(group())).toEqual([
      { path: 'itens.0.idDistribuidor', message: 'sara2g.ui.txt.erro.fornecedor_nao_usuario_plataforma' },
    ]);
    expect(withKnownSuppliers(group()).itens[1]!.usuarioPlataforma).toBe(true);
    expect(isSupplierPath('itens.2.idDistribuidor')).toBe(true);
    expect(isSupplierPath('itens.2.numeroLacre')).toBe(false);
  });
});

describe('native camera', () => {
  it('is not used in a browser, which keeps its file input (the Android app: camera-android.test.ts)', () => {
    expect(nativeCamera()).toBeUndefined();
  });

  it('asks for a 1024x768 JPEG at quality 50 and turns it into a .jpg File', async () => {
    const getPhoto = vi.fn(async () => ({ dataUrl: 'data:image/jpeg;base64,/9j/AA==', format: 'jpeg', saved: false }));
    const file = await takeNativePhoto({ getPhoto });
    expect(getPhoto).toHaveBeenCalledWith(
      expect.objectContaining({ quality: 50, width: 1024, height: 768, resultType: 'dataUrl', source: 'CAMERA' }),
    );
    expect(file.type).toBe('image/jpeg');
    expect(file.name).toMatch(/\.jpg$/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0x00]));
  });

  it('reads bare base64 too and tells a cancel from a failure', () => {
    expect(dataUrlToFile('/9j/AA==', 'a.jpg').size).toBe(4);
    expect(isCancelled(new Error('User cancelled photos app'))).toBe(true);
    expect(isCancelled(new Error('Unable to access camera'))).toBe(false);
  });
});
