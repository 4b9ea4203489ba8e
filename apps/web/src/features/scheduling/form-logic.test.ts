import { describe, expect, it } from 'vitest';
import type { ProgramaAmostra } from '../../types/api';
import { applyReset } from './components/scheduling-form';
import {
  emptyItem,
  emptyValues,
  fieldOfPath,
  fromView,
  keptValues,
  presetCollector,
  toBody,
  validateSchedule,
  type ScheduleValues,
} from './form-logic';

const PROGRAMS: ProgramaAmostra[] = [
  { idProgramaAmostra: 1, nome: 'RAMA', tipoRastreamento: 'rastreamento_hortifruti', campos: [] },
  { idProgramaAmostra: 2, nome: 'Padrão', tipoRastreamento: 'opcional_hortifruti', campos: [] },
  { idProgramaAmostra: 5, nome: 'Água', tipoRastreamento: null, campos: [] },
];

const base = (over: Partial<ScheduleValues> = {}): ScheduleValues => ({
  ...emptyValues(new Date(2026, 10, 22), 2, 3),
  idLaboratorio: 2,
  idProgramaAmostra: 1,
  idVarejo: 1,
  idLocalAmostra: 1,
  itens: [{ ...emptyItem(), idProduto: 10, idDistribuidor: 6, observacao: ' obs ' }],
  ...over,
});

const fields = (v: ScheduleValues) => validateSchedule(v, PROGRAMS).map((i) => i.field);

describe('scheduling form logic', () => {
  it('a complete RAMA schedule is valid', () => {
    expect(validateSchedule(base(), PROGRAMS)).toEqual([]);
  });

  it('requires the fields of the program kind', () => {
    expect(fields(base({ idVarejo: '' }))).toEqual(['idVarejo']);
    // the budget only for the integrated lab
    expect(fields(base({ idLaboratorio: 1 }))).toEqual(['idOrcamento']);
    // the place is not required for environmental programs, but their own fields are
    expect(fields(base({ idProgramaAmostra: 5, idVarejo: '', idLocalAmostra: '' }))).toEqual([
      'responsavelAmostraAmbiental',
      'relatoConformidade',
    ]);
    expect(
      fields(base({ idProgramaAmostra: 5, responsavelAmostraAmbiental: 'cliente', relatoConformidade: 'true' })),
    ).toEqual(['idNormaAmbiental']);
    expect(fields(base({ idLocalAmostra: '', dataAgendada: null }))).toEqual(['idLocalAmostra', 'dataAgendada']);
  });

  it('asks for an item, and a product on every item of a traceable program', () => {
    const noItems = validateSchedule(base({ itens: [] }), PROGRAMS);
    expect(noItems).toEqual([{ field: 'itens', message: 'sara2g.ui.txt.erro.adicionar_item' }]);
    expect(fields(base({ itens: [emptyItem()] }))).toEqual(['itens.0.idProduto']);
    // optional traceability: a product only once the box is ticked
    expect(fields(base({ idProgramaAmostra: 2, idVarejo: '', itens: [emptyItem()] }))).toEqual([]);
    expect(fields(base({ idProgramaAmostra: 2, idVarejo: '', rastreamento: true, itens: [emptyItem()] }))).toEqual([
      'itens.0.idProduto',
    ]);
  });

  it('maps domain and schema error paths onto the form fields', () => {
    expect(fieldOfPath('laboratorio')).toBe('idLaboratorio');
    expect(fieldOfPath('itens.0.observacao')).toBe('itens.0.observacao');
    expect(fieldOfPath('1.idDistribuidor')).toBe('itens.1.idDistribuidor');
    expect(fieldOfPath('0.idVarejo')).toBe('idVarejo');
    expect(fieldOfPath('0.infoLaboratorio.idOrcamento')).toBe('idOrcamento');
    expect(fieldOfPath('itens')).toBe('itens');
    expect(fieldOfPath('0.numeroLacre')).toBeNull();
  });

  it('builds one body entry per item carrying the group values', () => {
    const body = toBody(base(), PROGRAMS, '6f1c1b7e-8a53-4f3e-9a3c-2d7f1b0b9a11');
    expect(body).toEqual([
      {
        idAgrupador: '6f1c1b7e-8a53-4f3e-9a3c-2d7f1b0b9a11',
        idLaboratorio: 2,
        idEmpresa: 2,
        idProgramaAmostra: 1,
        idLocalAmostra: 1,
        idPessoaColetor: 3,
        idVarejo: 1,
        dataAgendada: '2026-11-22T00:00:00.000',
        infoLaboratorio: { idOrcamento: null },
        idProduto: 10,
        idProdutoEmpresa: null,
        idDistribuidor: 6,
        observacao: 'obs',
        codigoRastreamento: null,
        isRecoleta: false,
        idAmostraRecoletada: null,
      },
    ]);
  });

  it('sends back the tracking code and recollection of an item as read (an edit does not erase them)', () => {
    const view = {
      ...toBody(base(), PROGRAMS, 'g')[0],
      idAgrupador: 'g',
      situacao: 'agendada',
      itens: [
        {
          idAmostra: 40,
          idProduto: 10,
          observacao: null,
          situacao: 'agendada',
          codigoRastreamento: 'HF260030',
          isRecoleta: true,
          idAmostraRecoletada: 9,
        },
      ],
    } as unknown as Parameters<typeof fromView>[0];
    const values = fromView(view);
    // a change of another field runs the domain's resets over the items: they keep the three
    const changed = applyReset('idVarejo', values, { ...values, idVarejo: 2 }, PROGRAMS);
    const [entry] = toBody({ ...base(), itens: changed.itens }, PROGRAMS, 'g');
    expect(entry).toMatchObject({
      idAmostra: 40,
      codigoRastreamento: 'HF260030',
      isRecoleta: true,
      idAmostraRecoletada: 9,
    });
  });

  it('stores the scheduled day at its start, not at the time of saving (the picker has no time)', () => {
    const [entry] = toBody(base({ dataAgendada: new Date(2026, 10, 27, 14, 37) }), PROGRAMS, 'x');
    expect(entry!.dataAgendada).toBe('2026-11-27T00:00:00.000');
  });

  it('applies the domain resets on field changes', () => {
    const before = base({ idLaboratorio: 1, idOrcamento: 3 });
    expect(applyReset('idLaboratorio', before, { ...before, idLaboratorio: 2 }, PROGRAMS).idOrcamento).toBe('');
    const program = applyReset('idProgramaAmostra', before, { ...before, idProgramaAmostra: 5 }, PROGRAMS);
    expect(program.idVarejo).toBe('');
    expect(program.idProgramaAmostra).toBe(5);
    expect(program.itens[0]).toMatchObject({ idProduto: null, observacao: '', key: before.itens[0]!.key });
    const company = applyReset('idEmpresa', before, { ...before, idEmpresa: 10 }, PROGRAMS);
    expect(company).toMatchObject({ idEmpresa: 10, idPessoaColetor: '', idProgramaAmostra: '', idLocalAmostra: '' });
    const retailer = applyReset('idVarejo', before, { ...before, idVarejo: 2 }, PROGRAMS);
    expect(retailer).toMatchObject({ idVarejo: 2, idLocalAmostra: '' });
    const optional = base({ idProgramaAmostra: 2, idVarejo: '', itens: [{ ...emptyItem(), idProdutoEmpresa: 4 }] });
    const ticked = applyReset('rastreamento', optional, { ...optional, rastreamento: true }, PROGRAMS);
    expect(ticked.rastreamento).toBe(true);
    expect(ticked.itens[0]!.idProdutoEmpresa).toBeNull();
    // unticking clears the product, not the supplier chosen in its own select
    const chosen = { ...ticked, itens: [{ ...ticked.itens[0]!, idProduto: 5, idDistribuidor: 3 }] };
    const unticked = applyReset('rastreamento', chosen, { ...chosen, rastreamento: false }, PROGRAMS);
    expect(unticked.itens[0]).toMatchObject({ idProduto: null, idDistribuidor: 3 });
  });

  it('clears on a collector change a place bound to the program it clears, as the collection screen does', () => {
    const places = [
      { idLocalAmostra: 7, idProgramaAmostra: 2 },
      { idLocalAmostra: 8, idProgramaAmostra: null },
    ];
    const bound = base({ idProgramaAmostra: 2, idVarejo: '', idLocalAmostra: 7 });
    const change = (before: ScheduleValues) =>
      applyReset('idPessoaColetor', before, { ...before, idPessoaColetor: 9 }, PROGRAMS, places);
    expect(change(bound)).toMatchObject({ idPessoaColetor: 9, idProgramaAmostra: '', idLocalAmostra: '' });
    // a place of no program in particular stays
    expect(change({ ...bound, idLocalAmostra: 8 })).toMatchObject({ idProgramaAmostra: '', idLocalAmostra: 8 });
  });

  it("starts a new schedule with the user's own company and collector, management's with the address's", () => {
    const own = { idEmpresa: 2, idPessoa: 3 };
    const address = { idEmpresa: 9, idPessoaColetor: 99 };
    expect(presetCollector(false, own, address)).toEqual({ idEmpresa: 2, idPessoaColetor: 3 });
    expect(presetCollector(true, own, address)).toEqual(address);
    expect(presetCollector(true, own, { idEmpresa: null, idPessoaColetor: null })).toEqual({
      idEmpresa: null,
      idPessoaColetor: null,
    });
    // a user who is no collector of any company: what the address says, which the server judges
    expect(presetCollector(false, null, address)).toEqual(address);
  });
});

describe('a schedule form kept by an earlier release (decision 0033)', () => {
  it('opens with the fields it lacks as a new form has them', () => {
    const now = new Date(2026, 11, 7);
    const values = keptValues({ idLaboratorio: 2, dataAgendada: null, itens: [{ key: 'k1', idProduto: 5 }] }, now);
    expect(values).toEqual({ ...emptyValues(now), idLaboratorio: 2, dataAgendada: null, itens: values.itens });
    expect(values.itens).toEqual([
      { ...values.itens[0], key: 'k1', idProduto: 5, observacao: '', idDistribuidor: null },
    ]);
  });
});
