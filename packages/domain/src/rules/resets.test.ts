import { describe, expect, it } from 'vitest';
import { validGroup, validItem } from './fixtures.ts';
import {
  changeCollector,
  changeCompany,
  changeConformity,
  changeLab,
  changeProgram,
  changeRetailer,
  clearsItemEntries,
  resetItemForProgram,
  toggleOptionalTracking,
} from './resets.ts';
import { hasLocation, newGroup, newItem, type ProgramaRef } from './sample-form.ts';

const tracked = validItem({
  idAmostra: 5,
  codigoAmostra: 'LAB-1',
  codigoRastreamento: 'ABC',
  idProduto: 3,
  nomeProduto: 'Banana',
  idDistribuidor: 8,
  usuarioPlataforma: true,
  tipoFornecedor: 'coletora',
  idProdutoEmpresa: 4,
  lote: 'L1',
  motivosColetaNaoRealizada: ['falta_produto'],
  isRecoleta: true,
});
const WATER: ProgramaRef = {
  idProgramaAmostra: 5,
  tipoRastreamento: null,
  campos: [{ idCampoPrograma: 1, token: 'profundidade', tipo: 'texto' }],
};

describe('new group and item', () => {
  it('defaults dates to today, registered (not draft), no items; a new item is empty', () => {
    const g = newGroup(new Date(2024, 4, 10, 9, 30));
    expect(g.dataColeta).toBe('2024-05-10T09:30:00.000');
    expect(g.dataAgendada).toBe('2024-05-10T09:30:00.000');
    expect(g.finalizado).toBe(true);
    expect(g.itens).toEqual([]);
    const item = newItem('k', WATER);
    expect(item.motivosColetaNaoRealizada).toEqual([]);
    expect(item.camposProgramaAmostra).toEqual([
      { idCampoPrograma: 1, token: 'profundidade', tipo: 'texto', valor: null },
    ]);
    expect(item.dataFabricacao).toBeNull();
  });

  it('knows whether a place is set', () => {
    expect(hasLocation({ idLocalAmostra: 1 })).toBe(true);
    expect(hasLocation('Margem do rio')).toBe(true);
    expect(hasLocation(' ')).toBe(false);
    expect(hasLocation(null)).toBe(false);
  });
});

describe('changing program', () => {
  it("resets item fields but keeps the item's identity, lab codes and photos, with the new program's fields", () => {
    const item = resetItemForProgram(tracked, WATER);
    expect(item).toEqual({
      ...newItem(tracked.key, WATER),
      idAmostra: 5,
      codigoAmostra: 'LAB-1',
      idsArquivo: tracked.idsArquivo,
    });
  });

  it('clears what the new kind hides and keeps what still applies', () => {
    const rama = validGroup({
      programaAmostra: { idProgramaAmostra: 1, tipoRastreamento: 'opcional_banana' },
      tipoRastreamento: 'opcional_banana',
      rastreamento_banana: true,
      varejo: { idVarejo: 1 },
      itens: [tracked],
    });
    const std = changeProgram(rama, { idProgramaAmostra: 2, tipoRastreamento: 'rastreamento_tomate' });
    expect(std.programaAmostra?.idProgramaAmostra).toBe(2);
    expect(std.tipoRastreamento).toBe('rastreamento_tomate');
    expect(std.varejo).toBeNull();
    expect('rastreamento_banana' in std).toBe(false);
    expect(std.localAmostra).toBeNull(); // RAMA place does not fit a standard program
    expect(std.itens[0]!.codigoRastreamento).toBeNull();
    expect(std.laboratorio).toEqual(rama.laboratorio);
    expect(rama.itens[0]).toBe(tracked); // the given state is untouched
  });

  it('keeps a place of the same kind that is not tied to another program', () => {
    const g = validGroup({ localAmostra: { idLocalAmostra: 1 } });
    expect(changeProgram(g, { idProgramaAmostra: 3 }).localAmostra).toEqual({ idLocalAmostra: 1 });
    const tied = validGroup({ localAmostra: { idLocalAmostra: 1, idProgramaAmostra: 2 } });
    expect(changeProgram(tied, { idProgramaAmostra: 3 }).localAmostra).toBeNull();
    expect(changeProgram(tied, { idProgramaAmostra: 2 }).localAmostra).toEqual(tied.localAmostra);
  });

  it('keeps environmental fields only for environmental programs', () => {
    const env = validGroup({
      programaAmostra: WATER,
      localAmostra: 'Poço 2',
      responsavelAmostraAmbiental: 'agrosafety',
      relatoConformidade: true,
      idNormaAmbiental: 4,
      tipoAmostragem: 'simples',
    });
    const soil = changeProgram(env, { idProgramaAmostra: 6 });
    expect([
      soil.localAmostra,
      soil.responsavelAmostraAmbiental,
      soil.relatoConformidade,
      soil.idNormaAmbiental,
    ]).toEqual(['Poço 2', 'agrosafety', true, 4]);
    const std = changeProgram(env, { idProgramaAmostra: 2 });
    expect([
      std.localAmostra,
      std.responsavelAmostraAmbiental,
      std.relatoConformidade,
      std.idNormaAmbiental,
      std.tipoAmostragem,
    ]).toEqual([null, null, null, null, null]);
  });
});

describe('other resets', () => {
  it('changing lab clears the budget', () => {
    const g = changeLab(validGroup({ orcamento: { idOrcamento: 1 } }), { idLaboratorio: 3 });
    expect(g.laboratorio).toEqual({ idLaboratorio: 3 });
    expect(g.orcamento).toBeNull();
  });

  it('changing company clears location, person, program, retailer and budget (and so resets items)', () => {
    const g = changeCompany(
      validGroup({
        orcamento: { idOrcamento: 4 },
        programaAmostra: { idProgramaAmostra: 1 },
        varejo: { idVarejo: 2 },
        nomePessoaColetora: 'Ana',
        itens: [tracked],
      }),
      11,
      'Coletora Sul',
    );
    expect(g).toMatchObject({
      idEmpresa: 11,
      nomeEmpresaColetora: 'Coletora Sul',
      localAmostra: null,
      idPessoaColetor: null,
      nomePessoaColetora: null,
      programaAmostra: null,
      varejo: null,
      orcamento: null,
    });
    expect(g.itens[0]!.lote).toBeNull();
  });

  it('changing collector clears program and retailer, keeps the place', () => {
    const before = validGroup({ programaAmostra: { idProgramaAmostra: 1 }, varejo: { idVarejo: 2 } });
    const g = changeCollector(before, 21, 'Bruno');
    expect(g).toMatchObject({ idPessoaColetor: 21, nomePessoaColetora: 'Bruno', programaAmostra: null, varejo: null });
    expect(g.idEmpresa).toBe(before.idEmpresa);
  });

  it("changing retailer clears each item's supplier type and the location", () => {
    const g = changeRetailer(validGroup({ itens: [tracked, tracked] }), { idVarejo: 1 });
    expect(g.varejo).toEqual({ idVarejo: 1 });
    expect(g.localAmostra).toBeNull();
    expect(g.itens.map((i) => i.tipoFornecedor)).toEqual([null, null]);
    expect(g.itens[0]!.idDistribuidor).toBe(8);
  });

  it('ticking optional traceability clears the company product; unticking clears the tracking fields', () => {
    const g = validGroup({ tipoRastreamento: 'opcional_banana', itens: [tracked] });
    const ticked = toggleOptionalTracking(g, true);
    expect(ticked.rastreamento_banana).toBe(true);
    expect(ticked.itens[0]).toMatchObject({
      idProdutoEmpresa: null,
      nomeProduto: null,
      codigoRastreamento: 'ABC',
      idDistribuidor: 8,
    });
    const unticked = toggleOptionalTracking(g, false);
    expect(unticked.rastreamento_banana).toBe(false);
    expect(unticked.itens[0]).toMatchObject({
      codigoRastreamento: null,
      idProduto: null,
      nomeProduto: null,
      idDistribuidor: null,
      usuarioPlataforma: null,
      tipoFornecedor: null,
      idProdutoEmpresa: 4,
      lote: 'L1',
    });
  });

  it('unticking keeps a supplier chosen in a field of its own (scheduling: no code looks it up)', () => {
    const g = validGroup({ tipoRastreamento: 'opcional_banana', itens: [tracked] });
    const unticked = toggleOptionalTracking(g, false, { supplierChosen: true });
    expect(unticked.itens[0]).toMatchObject({
      codigoRastreamento: null,
      idProduto: null,
      idDistribuidor: 8,
      idProdutoEmpresa: 4,
    });
  });

  it('ignores the toggle for programs that are not optional', () => {
    const g = validGroup({ tipoRastreamento: 'rastreamento_banana', itens: [tracked] });
    expect(toggleOptionalTracking(g, true)).toBe(g);
  });

  it('answering conformity other than yes clears the legislation', () => {
    const g = validGroup({ relatoConformidade: true, idNormaAmbiental: 3, normaAmbiental: 'CONAMA 357' });
    expect(changeConformity(g, false)).toMatchObject({
      relatoConformidade: false,
      idNormaAmbiental: null,
      normaAmbiental: null,
    });
    expect(changeConformity(g, true)).toMatchObject({ relatoConformidade: true, idNormaAmbiental: 3 });
  });
});

describe('clearsItemEntries', () => {
  const RAMA: ProgramaRef = { idProgramaAmostra: 1, tipoRastreamento: 'rastreamento_hortifruti' };
  const OPTIONAL: ProgramaRef = { idProgramaAmostra: 2, tipoRastreamento: 'opcional_hortifruti' };
  const SOIL: ProgramaRef = { ...WATER, idProgramaAmostra: 6 };
  const fresh = (program: ProgramaRef) =>
    validGroup({ programaAmostra: program, itens: [{ ...newItem('a', program), idsArquivo: ['f1'] }] });

  it('is false when the items hold nothing entered: photos and identity stay through every reset', () => {
    for (const from of [RAMA, OPTIONAL, WATER, SOIL]) {
      const group = fresh(from);
      for (const to of [RAMA, OPTIONAL, WATER, SOIL, null]) {
        expect(clearsItemEntries(group, changeProgram(group, to))).toBe(false);
      }
      expect(clearsItemEntries(group, changeCompany(group, 11))).toBe(false);
      expect(clearsItemEntries(group, changeCollector(group, 21))).toBe(false);
    }
    const identified = validGroup({ itens: [{ ...newItem('a'), idAmostra: 5, codigoAmostra: 'LAB-1' }] });
    expect(clearsItemEntries(identified, changeProgram(identified, RAMA))).toBe(false);
  });

  it('is true when a program, company or collector change clears a seal, a code, a reason or a recollection', () => {
    const group = validGroup({ programaAmostra: RAMA, itens: [newItem('a', RAMA), tracked] });
    expect(clearsItemEntries(group, changeProgram(group, OPTIONAL))).toBe(true);
    expect(clearsItemEntries(group, changeCompany(group, 11))).toBe(true);
    expect(clearsItemEntries(group, changeCollector(group, 21))).toBe(true);
    const sealOnly = validGroup({ itens: [{ ...newItem('a'), numeroLacre: 'L-9' }] });
    expect(clearsItemEntries(sealOnly, changeProgram(sealOnly, RAMA))).toBe(true);
    // nothing changes for a change that keeps the items (the lab, the retailer's place)
    expect(clearsItemEntries(group, changeLab(group, { idLaboratorio: 1 }))).toBe(false);
  });

  it("is true for a program field's value, and for the tracking cleared by unticking optional tracking", () => {
    const water = validGroup({
      programaAmostra: WATER,
      itens: [
        {
          ...newItem('a', WATER),
          camposProgramaAmostra: [{ idCampoPrograma: 1, token: 'profundidade', tipo: 'texto', valor: '2 m' }],
        },
      ],
    });
    expect(clearsItemEntries(water, changeProgram(water, SOIL))).toBe(true);
    // the same field under the same program keeps its value: nothing lost
    expect(clearsItemEntries(water, changeLab(water, null))).toBe(false);

    const optional = validGroup({
      programaAmostra: OPTIONAL,
      tipoRastreamento: OPTIONAL.tipoRastreamento,
      itens: [{ ...newItem('a'), codigoRastreamento: 'HF1' }],
    });
    expect(clearsItemEntries(optional, toggleOptionalTracking(optional, false))).toBe(true);
    const productOnly = validGroup({
      programaAmostra: OPTIONAL,
      tipoRastreamento: OPTIONAL.tipoRastreamento,
      itens: [{ ...newItem('a'), idProdutoEmpresa: 4, nomeProduto: 'Alface' }],
    });
    expect(clearsItemEntries(productOnly, toggleOptionalTracking(productOnly, true))).toBe(true);
    const untouched = validGroup({ programaAmostra: OPTIONAL, tipoRastreamento: OPTIONAL.tipoRastreamento });
    expect(clearsItemEntries(untouched, toggleOptionalTracking(untouched, true))).toBe(false);
  });
});
