import { beforeEach, describe, expect, it } from 'vitest';
import { FILTER_STORAGE_KEYS } from '@sara/domain/lists';
import {
  afterChange,
  clearInapplicable,
  defaultFilters,
  defaultState,
  emptyFilters,
  loadState,
  productVariant,
  saveState,
  showsReportFilters,
  toQuery,
  type ManagementFilters,
} from './filters';
import { editPath, rowActions } from './rows';

const PROGRAMS = [
  { idProgramaAmostra: 1, tipoRastreamento: 'rastreamento_hortifruti' },
  { idProgramaAmostra: 2, tipoRastreamento: 'opcional_hortifruti' },
  { idProgramaAmostra: 3, tipoRastreamento: null },
  { idProgramaAmostra: 5, tipoRastreamento: null },
  { idProgramaAmostra: 6, tipoRastreamento: null },
];

const every: ManagementFilters = {
  situacao: 'analisada',
  statusSistema: 'LAUDO_SEM_PROBLEMA',
  statusLaudo: 'aprovado',
  idProgramaAmostra: 1,
  idLaboratorio: 1,
  codigoMylims: ' ML-1 ',
  idEmpresa: 2,
  idPessoaColetor: 3,
  idProduto: 10,
  idProdutoEmpresa: 11,
  produto: 'Solo',
  idDistribuidor: 6,
  codigoAmostra: 'AG-1',
  numeroLacre: 'L-9',
  observacao: 'doca',
  idVarejo: 1,
  codigoRastreamento: 'RAMA-7',
  resultadoLaudo: 'satisfatorio',
  dataColetaInicio: '2026-11-01',
  dataColetaFim: '2026-11-30',
  dataAgendadaInicio: '2026-10-01',
  dataAgendadaFim: '2026-10-31',
  dataLaudoInicio: '2026-12-01',
  dataLaudoFim: '2026-12-31',
};

beforeEach(() => localStorage.clear());

describe('management filters', () => {
  it('sends every filter, trimmed, and leaves empty ones out', () => {
    const query = toQuery({ ...defaultState(), filters: every, busca: ' tomate ' }, 2, 10);
    expect(query).toEqual({
      ...every,
      codigoMylims: 'ML-1',
      busca: 'tomate',
      ordenarPor: 'dataColeta',
      direcao: 'desc',
      pagina: 2,
      tamanho: 10,
    });
    expect(toQuery(defaultState(), 0, 10)).toEqual({
      situacao: 'coletada',
      ordenarPor: 'dataColeta',
      direcao: 'desc',
      pagina: 0,
      tamanho: 10,
    });
  });

  it('picks the product variant by program and situation', () => {
    expect(productVariant(null, 'coletada', PROGRAMS)).toBeNull();
    expect(productVariant(1, 'coletada', PROGRAMS)).toBe('bas');
    expect(productVariant(2, 'coletada', PROGRAMS)).toBe('nome');
    expect(productVariant(2, 'agendada', PROGRAMS)).toBe('nome');
    expect(productVariant(3, 'coletada', PROGRAMS)).toBe('empresa');
    expect(productVariant(5, 'coletada', PROGRAMS)).toBe('matriz');
    expect(productVariant(6, 'analisada', PROGRAMS)).toBe('matriz');
    expect(productVariant(5, 'agendada', PROGRAMS)).toBe('empresa');
  });

  it('clears what a new program, situation, lab or company no longer allows', () => {
    const base = { ...emptyFilters(), ...every };
    const program = afterChange('idProgramaAmostra', base, { ...base, idProgramaAmostra: 5 }, PROGRAMS);
    expect([program.idProduto, program.idProdutoEmpresa, program.produto]).toEqual([null, null, '']);

    const env = { ...base, idProgramaAmostra: 5, produto: 'Água' };
    const scheduled = afterChange('situacao', env, { ...env, situacao: 'agendada' }, PROGRAMS);
    expect(scheduled.produto).toBe('');
    expect(scheduled).toMatchObject({
      statusLaudo: '',
      resultadoLaudo: '',
      dataLaudoInicio: null,
      dataLaudoFim: null,
      dataColetaInicio: null,
      dataColetaFim: null,
      dataAgendadaInicio: '2026-10-01',
    });

    expect(afterChange('idLaboratorio', base, { ...base, idLaboratorio: 2 }, PROGRAMS).codigoMylims).toBe('');
    expect(afterChange('idLaboratorio', base, { ...base }, PROGRAMS).codigoMylims).toBe(' ML-1 ');
    const otherCompany = afterChange(
      'idEmpresa',
      { ...base, idProgramaAmostra: 3 },
      { ...base, idProgramaAmostra: 3, idEmpresa: 4 },
      PROGRAMS,
    );
    expect([otherCompany.idPessoaColetor, otherCompany.idProdutoEmpresa]).toEqual([null, null]);
    const sameCompany = afterChange(
      'idEmpresa',
      { ...base, idProgramaAmostra: 3 },
      { ...base, idProgramaAmostra: 3 },
      PROGRAMS,
    );
    expect([sameCompany.idPessoaColetor, sameCompany.idProdutoEmpresa]).toEqual([3, 11]);
    // a collector is a filter of its own: chosen among every company's collectors when no company is
    expect(clearInapplicable({ ...base, idEmpresa: null }, PROGRAMS).idPessoaColetor).toBe(3);
    // only RAMA samples name a retail chain
    const rama = { ...base, idProgramaAmostra: 1, idVarejo: 2 };
    expect(afterChange('idProgramaAmostra', rama, { ...rama, idProgramaAmostra: 5 }, PROGRAMS).idVarejo).toBeNull();
    expect(afterChange('idProgramaAmostra', rama, { ...rama, idProgramaAmostra: null }, PROGRAMS).idVarejo).toBe(2);
    // a system status the new situation cannot have
    const analysed = { ...base, situacao: 'analisada' as const, statusSistema: 'LAUDO_SEM_PROBLEMA' as const };
    expect(afterChange('situacao', analysed, { ...analysed, situacao: 'agendada' }, PROGRAMS).statusSistema).toBe('');
    expect(afterChange('situacao', analysed, { ...analysed, situacao: '' }, PROGRAMS).statusSistema).toBe(
      'LAUDO_SEM_PROBLEMA',
    );
  });

  it('shows report filters only where a report can exist: collected (a rejected report), analysed or any', () => {
    const report = {
      statusLaudo: 'aprovado',
      resultadoLaudo: 'satisfatorio',
      dataLaudoInicio: '2026-12-01',
      dataLaudoFim: '2026-12-31',
    };
    for (const situacao of ['', 'coletada', 'analisada'] as const) {
      expect(showsReportFilters(situacao)).toBe(true);
      expect(clearInapplicable({ ...every, situacao, statusSistema: '' }, PROGRAMS)).toMatchObject(report);
    }
    for (const situacao of ['agendada', 'rejeitada'] as const) {
      expect(showsReportFilters(situacao)).toBe(false);
      expect(clearInapplicable({ ...every, situacao }, PROGRAMS)).toMatchObject({
        statusLaudo: '',
        resultadoLaudo: '',
        dataLaudoInicio: null,
        dataLaudoFim: null,
      });
    }
  });

  it('drops remembered filters the remembered situation does not show', () => {
    saveState({ ...defaultState(), filters: { ...every, situacao: 'rejeitada' } });
    expect(loadState().filters).toMatchObject({
      situacao: 'rejeitada',
      statusSistema: '',
      statusLaudo: '',
      resultadoLaudo: '',
      dataLaudoInicio: null,
      // product filters need the programs to judge, so they are kept as stored
      idProduto: 10,
      idProdutoEmpresa: 11,
    });
  });

  it('remembers filters, search and sort under its own key', () => {
    expect(loadState()).toEqual(defaultState());
    const state = { filters: every, busca: 'x', ordenarPor: 'produto' as const, direcao: 'asc' as const };
    saveState(state);
    expect(localStorage.getItem(FILTER_STORAGE_KEYS.mySamples)).toBeNull();
    expect(loadState()).toEqual(state);
    localStorage.setItem(
      FILTER_STORAGE_KEYS.management,
      JSON.stringify({ filters: { situacao: 'xx', idVarejo: -1, dataColetaInicio: 'ontem' }, ordenarPor: 'nada' }),
    );
    // an unknown situation is the default's ('Coletada'); every situation only when chosen so
    expect(loadState()).toEqual(defaultState());
    localStorage.setItem(FILTER_STORAGE_KEYS.management, JSON.stringify({ filters: { idVarejo: 2 } }));
    expect(loadState().filters).toEqual({ ...defaultFilters(), idVarejo: 2 });
    saveState({ ...defaultState(), filters: emptyFilters() });
    expect(loadState().filters.situacao).toBe('');
    localStorage.setItem(FILTER_STORAGE_KEYS.management, '{');
    expect(loadState().filters).toEqual(defaultFilters());
  });
});

describe('management rows', () => {
  const row = {
    idAmostra: 5,
    idAgrupador: 'g-1',
    idEmpresa: 2,
    idPessoaColetor: 3,
    situacao: 'coletada' as const,
    statusSistema: 'AMOSTRA_NOVA' as const,
    showButtonEdit: true,
    showButtonPdf: true,
    showButtonPdfLaudo: true,
  };
  it('offers the actions the flags allow', () => {
    expect(rowActions(row as never)).toEqual(['dados', 'editar', 'rejeitar', 'pdfAmostra', 'pdfLaudo']);
    expect(
      rowActions({
        ...row,
        statusSistema: 'LAUDO_SEM_PROBLEMA',
        showButtonEdit: false,
        showButtonPdf: false,
        showButtonPdfLaudo: false,
      } as never),
    ).toEqual(['dados']);
  });
  it('edits on the collected screen, called by management', () => {
    expect(editPath(row)).toBe(
      '/app/coleta/coletada/edit/g-1/edit?calledBy=gerenciamento_amostra&idEmpresa=2&idPessoaColetor=3',
    );
  });
  it('edits a scheduled sample on the scheduling screen', () => {
    expect(editPath({ ...row, situacao: 'agendada', idAgrupador: 'g/2' })).toBe(
      '/app/coleta/agendada/edit/g%2F2?calledBy=gerenciamento_amostra&idEmpresa=2&idPessoaColetor=3',
    );
  });
});
