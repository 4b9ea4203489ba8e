import { describe, expect, it } from 'vitest';
import { itemIssues } from '@sara/domain/rules/collection';
import { changeProgram } from '@sara/domain/rules/resets';
import { newGroup, newItem, type ProgramaRef, type SampleItemForm } from '@sara/domain/rules/sample-form';
import type { Rastreamento } from '../../../api/samples/get-rastreamento';
import { knownSupplierIssues } from './supplier';
import { applyTracking, supplierFromTracking } from './tracking';

const RAMA: ProgramaRef = { idProgramaAmostra: 1, nome: 'RAMA', tipoRastreamento: 'rastreamento_hortifruti' };

/** The shape GET /api/v1/amostras/rastreamentos/{codigo} answers (seeded code HF260001, tomato). */
const info = (over: Partial<Rastreamento> = {}): Rastreamento => ({
  produto: { nome: 'Morango', idTipoProduto: 1, idProdutoProcessado: null, idProduto: 3 },
  elos: [
    { idElo: 1, nome: 'Sítio Boa Vista;Produtor Rural', tipoElo: 'origem', idEmpresa: 8, usuarioPlataforma: false },
    { idElo: 2, nome: 'Vale Verde Hortifruti Ltda', tipoElo: 'distribuidor', idEmpresa: 3, usuarioPlataforma: true },
    { idElo: 3, nome: 'Supermercados Bom Preço', tipoElo: 'varejo', idEmpresa: null, usuarioPlataforma: null },
  ],
  idAmostra: null,
  fornecedor: { idDistribuidor: 3, nome: 'Vale Verde Hortifruti Ltda', usuarioPlataforma: true },
  origem: 'Sítio Boa Vista',
  erros: [],
  ...over,
});
const t = (token: string) => `t:${token}`;

describe('supplierFromTracking', () => {
  it("takes the answer's supplier (not the origin link)", () => {
    expect(supplierFromTracking(info())).toEqual({
      idDistribuidor: 3,
      nome: 'Vale Verde Hortifruti Ltda',
      usuarioPlataforma: true,
    });
  });

  it('is null when the answer names no supplier', () => {
    expect(supplierFromTracking(info({ fornecedor: null }))).toBeNull();
    expect(supplierFromTracking(info({ fornecedor: undefined }))).toBeNull();
  });
});

describe('applyTracking', () => {
  it("sets the product, the supplier's id and platform-user flag, and names the supplier", () => {
    const out = applyTracking(newItem('a'), info(), t);
    expect(out.patch).toEqual({
      idTipoProduto: 1,
      idProdutoProcessado: null,
      idProduto: 3,
      nomeProduto: 'Morango',
      idDistribuidor: 3,
      usuarioPlataforma: true,
      nomeDistribuidor: 'Vale Verde Hortifruti Ltda',
    });
    expect(out.errors).toEqual([]);
  });

  it('replaces a supplier the item had (e.g. the scheduled one) and keeps the scheduled product when asked', () => {
    const item = { ...newItem('a'), idProduto: 9, nomeProduto: 'Maçã', idDistribuidor: 6, usuarioPlataforma: true };
    const kept = applyTracking(item, info(), t, true);
    expect(kept.patch).not.toHaveProperty('idProduto');
    expect(kept.patch).not.toHaveProperty('nomeProduto');
    expect(kept.patch).toMatchObject({ idTipoProduto: 1, idProdutoProcessado: null, idDistribuidor: 3 });
    // the scheduled product differs from the code's
    expect(kept.errors).toEqual(['t:sara2g.ui.txt.erro.produto_diferente_rastreamento']);
    expect(applyTracking(item, info(), t, false).errors).toEqual([]);
  });

  it('leaves the supplier alone when the answer names none', () => {
    const item = { ...newItem('a'), idDistribuidor: 6, usuarioPlataforma: true };
    const out = applyTracking(item, info({ fornecedor: null }), t);
    expect(out.patch).not.toHaveProperty('idDistribuidor');
    expect(out.patch).not.toHaveProperty('usuarioPlataforma');
    expect(out.patch).not.toHaveProperty('nomeDistribuidor');
  });

  it("lists the server's errors ({ path, message } or plain strings) once, after the local ones", () => {
    const processed = info({
      produto: { nome: 'Molho', idTipoProduto: 2, idProdutoProcessado: 9001, idProduto: 20 },
      elos: [
        { idElo: 1, nome: 'A;Produtor', tipoElo: 'origem' },
        { idElo: 2, nome: 'B;Produtor', tipoElo: 'origem' },
      ],
      erros: [{ path: 'codigoRastreamento', message: 'Múltiplos insumos' }, 'Múltiplos insumos'],
    });
    expect(applyTracking(newItem('a'), processed, t).errors).toEqual([
      't:sara2g.ui.txt.erro.rastreamento_multiplos_insumos',
      'Múltiplos insumos',
    ]);
  });

  it("fills the supplier a 'Coleta não realizada' item of a traceable program requires", () => {
    const g = changeProgram({ ...newGroup(new Date()), itens: [newItem('a')] }, RAMA);
    const item = {
      ...g.itens[0]!,
      codigoRastreamento: 'HF269001',
      motivosColetaNaoRealizada: ['falta_produto' as const],
    };
    const supplierMissing = (it: SampleItemForm) =>
      itemIssues(it, g).filter((i) => i.path === 'itens.0.idDistribuidor');
    expect(supplierMissing(item)).toHaveLength(1);
    expect(supplierMissing({ ...item, ...applyTracking(item, info(), t).patch })).toEqual([]);
  });

  it('a supplier that is not a platform user raises the supplier rule on save', () => {
    const fornecedor = { idDistribuidor: 9, nome: 'Distribuidora Horti Norte Ltda', usuarioPlataforma: false };
    const g = changeProgram({ ...newGroup(new Date()), itens: [newItem('a'), newItem('b')] }, RAMA);
    const item = g.itens[0]!;
    g.itens[0] = { ...item, ...applyTracking(item, info({ fornecedor }), t).patch };
    g.itens[1] = { ...g.itens[1]!, ...applyTracking(g.itens[1]!, info(), t).patch };
    expect(g.itens[0].idDistribuidor).toBe(9);
    expect(knownSupplierIssues(g)).toEqual([
      { path: 'itens.0.idDistribuidor', message: 'sara2g.ui.txt.erro.fornecedor_nao_usuario_plataforma' },
    ]);
  });
});
