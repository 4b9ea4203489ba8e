import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTER_STORAGE_KEYS, type ManagementRow } from '@sara/domain/lists';
import { stubObjectUrls, stubWidth } from '../../../testing/media';
import { signIn } from '../../../testing/session';
import { ProtectedRoute } from '../../../lib/auth';
import { dismissInfo, useAlerts } from '../../../stores/alerts';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { defaultState } from '../lib/filters';
import { ManagementPage } from './management-page';
import { i18n } from '../../../app/i18n';

const LIST = '/api/v1/amostras/gerenciamento';

const row = (over: Partial<ManagementRow> = {}): ManagementRow => ({
  idAmostra: 5,
  idAgrupador: 'g-5',
  idLaboratorio: 5,
  laboratorio: 'Lab Cinco',
  idProgramaAmostra: 1,
  idEmpresa: 2,
  idPessoaColetor: 3,
  situacao: 'coletada',
  codigoRastreamento: 'RAMA-0005',
  codigoAmostra: null,
  dataColeta: '2026-11-20T10:00:00.000',
  dataAgendada: null,
  varejoRama: 'Rede Boa',
  localAmostra: 'Loja Centro',
  produto: 'Tomate',
  fornecedor: 'Sítio Verde',
  documento: '12.345.678/0001-90',
  inscricaoRural: 'PR-123',
  dataLaudo: null,
  statusSistema: 'AMOSTRA_NOVA',
  statusLaudo: null,
  resultadoLaudo: null,
  observacao: 'Na doca',
  numeroLaudo: null,
  idLaudo: null,
  idArquivoLaudo: null,
  showButtonEdit: true,
  showButtonPdf: true,
  showButtonPdfLaudo: false,
  ...over,
});

interface Answers {
  page?: { itens: ManagementRow[]; total: number; totalLimitado: boolean };
  reject?: Response;
  /** Paths that answer 500. */
  failing?: (path: string) => boolean;
  /** Fields of the sample data answer over DETAIL's. */
  detail?: Record<string, unknown>;
  /** The companies' list asked without a type. */
  companies?: unknown[];
}

function stubFetch(answers: Answers = {}) {
  const page = answers.page ?? { itens: [row()], total: 1, totalLimitado: false };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://x').pathname;
    if (answers.failing?.(path))
      return jsonResponse({ error: { code: 'INTERNAL', message: 'Erro interno do servidor.' } }, 500);
    if (init?.method === 'PUT' && path.startsWith('/api/v1/amostras/rejeitar/'))
      return (
        answers.reject ??
        jsonResponse({
          data: {
            idAmostra: 5,
            situacao: 'rejeitada',
            statusSistema: 'AMOSTRA_REJEITADA',
            observacao: 'x',
            mensagem: 'Amostra rejeitada.',
          },
        })
      );
    if (path === LIST) return jsonResponse({ data: page });
    if (path === '/api/v1/amostras/5') return jsonResponse({ data: { ...row(), ...DETAIL, ...answers.detail } });
    const lists: Record<string, unknown> = {
      '/api/v1/programas-amostra': [
        { idProgramaAmostra: 1, nome: 'RAMA', tipoRastreamento: 'rastreamento_hortifruti', campos: [] },
        { idProgramaAmostra: 2, nome: 'Opcional', tipoRastreamento: 'opcional_hortifruti', campos: [] },
        { idProgramaAmostra: 3, nome: 'Própria', tipoRastreamento: null, campos: [] },
        { idProgramaAmostra: 5, nome: 'Água', tipoRastreamento: null, campos: [] },
      ],
      '/api/v1/laboratorios': [
        { idLaboratorio: 1, nome: 'Agrosafety' },
        { idLaboratorio: 2, nome: 'Outros' },
      ],
      '/api/v1/empresas': url.includes('fornecedora')
        ? [{ idEmpresa: 6, razaoSocial: 'Fornecedor Serra', tipoEmpresa: 'fornecedora' }]
        : (answers.companies ?? [{ idEmpresa: 2, razaoSocial: 'Coleta Campo', tipoEmpresa: 'coletora' }]),
      '/api/v1/pessoas': [{ idPessoa: 3, nome: 'Amanda', idEmpresa: 2, certificados: [] }],
      '/api/v1/varejos': [{ idVarejo: 1, nome: 'Rede Boa', rama: true }],
      '/public/v2/produtos/': [
        { id: 10, nome: 'Tomate', idCategoriaProduto: 3, nomeI18n: { en: 'Tomato', es: 'Tomate' } },
        { id: 12, nome: 'Morango', idCategoriaProduto: 3, nomeI18n: { en: 'Strawberry', es: 'Fresa' } },
        { id: 30, nome: 'Água subterrânea', idCategoriaProduto: 6 },
      ],
      '/api/v1/produtos-empresa': [{ idProdutoEmpresa: 11, nome: 'Queijo', idEmpresa: 2 }],
    };
    return jsonResponse({ data: lists[path] ?? [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const DETAIL = {
  numeroLacre: 'L-77',
  lote: null,
  codigoEAN: null,
  codigoMylims: null,
  dataFabricacao: null,
  dataValidade: null,
  responsavelColeta: 'Amanda',
  nomeEmpresa: 'Coleta Campo',
  nomePessoaColetor: 'Amanda',
  nomeProgramaAmostra: 'RAMA',
  idsArquivo: [],
  coletasAnteriores: [
    { idAmostra: 4, numero: 1, codigoRastreamento: 'RAMA-0004', dataColeta: '2026-10-01T09:00:00.000' },
  ],
};

/** The query strings of the list calls so far. */
const listQueries = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(url, 'http://x'))
    .filter((u) => u.pathname === LIST)
    .map((u) => Object.fromEntries(u.searchParams));
const lastQuery = (fetchMock: ReturnType<typeof stubFetch>) => listQueries(fetchMock).at(-1)!;

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route element={<ProtectedRoute />}>
        <Route path="/app/amostra-gerenciamento/list" element={<ManagementPage />} />
        <Route path="/app/coleta/coletada/edit/:idAgrupador/:actionScreen" element={<Where />} />
        <Route path="/app/main" element={<p>home</p>} />
      </Route>
    </Routes>,
    { route: '/app/amostra-gerenciamento/list' },
  );
}

const login = (features = ['amostra.gerenciamento']) =>
  signIn(features, { id: 1, name: 'Gestor', username: 'gestor', email: 'g@x' });

const openFilters = () => fireEvent.click(screen.getByRole('button', { name: /Filtros/ }));
const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
const openMenu = async () => fireEvent.click(await screen.findByRole('button', { name: /Ações da amostra RAMA-0005/ }));

beforeEach(() => {
  localStorage.clear();
  login();
});

describe('management page', { timeout: 90_000 }, () => {
  it('sends home users without the management feature', async () => {
    login(['listagem']);
    stubFetch();
    renderPage();
    expect(await screen.findByText('home')).toBeTruthy();
  });

  it('asks for collected samples by default and shows the row', async () => {
    const fetchMock = stubFetch();
    renderPage();
    expect(await screen.findByText('RAMA-0005')).toBeTruthy();
    expect(listQueries(fetchMock)[0]).toEqual({
      situacao: 'coletada',
      ordenarPor: 'dataColeta',
      direcao: 'desc',
      pagina: '0',
      tamanho: '10',
    });
    expect(screen.getByText('Sítio Verde')).toBeTruthy();
    // each number on one line: it is not broken at its hyphen
    for (const [label, value] of [
      ['Doc.: ', '12.345.678/0001-90'],
      ['IE rural: ', 'PR-123'],
    ]) {
      const number = screen.getByText(value!);
      expect(number.style.whiteSpace).toBe('nowrap');
      expect(number.parentElement!.textContent).toBe(label! + value!);
    }
    expect(screen.getByText('20/11/2026')).toBeTruthy();
    expect(screen.getByText('Amostra nova')).toBeTruthy();
    expect(screen.getByTestId('total').textContent).toBe('1 amostra');
  });

  it('marks the scheduled date of a row not collected yet in the collection-date column', async () => {
    stubFetch({
      page: {
        itens: [
          row(),
          row({
            idAmostra: 6,
            codigoRastreamento: 'RAMA-0006',
            situacao: 'agendada',
            dataColeta: null,
            dataAgendada: '2026-12-08T09:00:00.000',
          }),
        ],
        total: 2,
        totalLimitado: false,
      },
    });
    renderPage();
    const scheduled = (await screen.findByText('RAMA-0006')).closest('tr')!;
    expect(within(scheduled).getByText('08/12/2026')).toBeTruthy();
    expect(within(scheduled).getByText('agendada')).toBeTruthy();
    const collected = screen.getByText('RAMA-0005').closest('tr')!;
    expect(within(collected).getByText('20/11/2026')).toBeTruthy();
    expect(within(collected).queryByText('agendada')).toBeNull();
  });

  it("writes the counts in the user's language", async () => {
    stubFetch({ page: { itens: [row()], total: 12345, totalLimitado: false } });
    renderPage();
    await screen.findByText('RAMA-0005');
    expect(screen.getByTestId('total').textContent).toBe('12.345 amostras');
    expect(screen.getByText('1–10 de 12.345')).toBeTruthy();
  });

  it('sends the chosen filters and remembers them', async () => {
    const fetchMock = stubFetch();
    renderPage();
    await screen.findByText('RAMA-0005');
    openFilters();
    await choose(/^Programa/, 'RAMA');
    await choose(/^Status do sistema/, 'Amostra nova');
    await choose(/^Rede varejista/, 'Rede Boa');
    fireEvent.change(screen.getByRole('textbox', { name: 'Código de rastreamento' }), { target: { value: ' RAMA ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Lacre' }), { target: { value: 'L-7' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Observação' }), { target: { value: 'doca' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Código da amostra' }), { target: { value: 'AG' } });
    apply();
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toMatchObject({
        situacao: 'coletada',
        idProgramaAmostra: '1',
        statusSistema: 'AMOSTRA_NOVA',
        idVarejo: '1',
        codigoRastreamento: 'RAMA',
        numeroLacre: 'L-7',
        observacao: 'doca',
        codigoAmostra: 'AG',
      }),
    );
    const stored = JSON.parse(localStorage.getItem(FILTER_STORAGE_KEYS.management)!);
    expect(stored.filters).toMatchObject({ idProgramaAmostra: 1, codigoRastreamento: ' RAMA ' });
    expect(localStorage.getItem(FILTER_STORAGE_KEYS.mySamples)).toBeNull();
  });

  it("names the filters panel as the page's second heading level, under its title", async () => {
    stubFetch();
    renderPage();
    await screen.findByText('RAMA-0005');
    expect(screen.getByRole('heading', { level: 1, name: 'Gerenciamento de amostras' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /^Filtros/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('says when a text filter is at its limit, as a paste cut there searches for less', async () => {
    stubFetch();
    renderPage();
    await screen.findByText('RAMA-0005');
    openFilters();
    const seal = screen.getByRole('textbox', { name: 'Lacre' });
    fireEvent.change(seal, { target: { value: 'L'.repeat(200) } });
    expect(await screen.findByText('Limite de 200 caracteres atingido.')).toBeTruthy();
  });

  it('clears the filters and keeps the panel open for the next choice', async () => {
    const fetchMock = stubFetch();
    renderPage();
    await screen.findByText('RAMA-0005');
    openFilters();
    fireEvent.change(screen.getByRole('textbox', { name: 'Lacre' }), { target: { value: 'L-7' } });
    apply();
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ numeroLacre: 'L-7' }));
    // applying closed the panel
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Lacre' })).toBeNull());
    openFilters();
    expect((screen.getByRole('textbox', { name: 'Lacre' }) as HTMLInputElement).value).toBe('L-7');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    // the default filters apply again (their page may come from the cache, so no request is awaited)
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(FILTER_STORAGE_KEYS.management)!).filters.numeroLacre).toBe(''),
    );
    // the panel stays open, its fields emptied
    expect(((await screen.findByRole('textbox', { name: 'Lacre' })) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeTruthy();
  });

  it('shows the product variant of the program and clears what a change makes meaningless', async () => {
    const fetchMock = stubFetch();
    renderPage();
    await screen.findByText('RAMA-0005');
    openFilters();
    expect(screen.queryByRole('combobox', { name: /^Produto/ })).toBeNull();

    await choose(/^Programa/, 'RAMA');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Produto/ }));
    const tomato = await screen.findByRole('option', { name: 'Tomate' });
    // the food products only: a RAMA item never names an environmental matrix
    expect(screen.queryByRole('option', { name: 'Água subterrânea' })).toBeNull();
    fireEvent.click(tomato);

    await choose(/^Programa/, 'Água');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /^Produto/ })).toBeNull());
    fireEvent.change(screen.getByRole('textbox', { name: 'Matriz de análise' }), { target: { value: 'Solo' } });
    // collected (the default): a report the internal team rejected leaves its sample collected
    expect(screen.getByRole('combobox', { name: /^Status do laudo/ })).toBeTruthy();
    await choose(/^Situação da amostra/, 'Analisada');
    expect(await screen.findByRole('combobox', { name: /^Status do laudo/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Resultado do laudo/ })).toBeTruthy();

    // scheduled: company product instead of the matrix, no report filters
    await choose(/^Situação da amostra/, 'Agendada');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Matriz de análise' })).toBeNull());
    expect(screen.getByRole('combobox', { name: /^Produto/ })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Status do laudo/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Resultado do laudo/ })).toBeNull();

    await choose(/^Situação da amostra/, 'Coletada');
    expect((screen.getByRole('textbox', { name: 'Matriz de análise' }) as HTMLInputElement).value).toBe('');
    // 'Todas' beside a feminine field, 'Todos' beside a masculine one
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Situação da amostra/ }));
    expect(await screen.findByRole('option', { name: 'Todas' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Todos' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Laboratório/ }));
    expect(await screen.findByRole('option', { name: 'Todos' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    apply();
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ idProgramaAmostra: '5' }));
    const query = lastQuery(fetchMock);
    expect(query.idProduto).toBeUndefined();
    expect(query.produto).toBeUndefined();
  });

  it("lists the catalogue products by their names in the user's language, in its order (decision 0026)", async () => {
    stubFetch();
    await i18n.changeLanguage('es');
    try {
      renderPage();
      await screen.findByText('RAMA-0005');
      fireEvent.click(screen.getByRole('button', { name: /Filtros/ }));
      await choose(/^Programa/, 'RAMA');
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Producto/ }));
      await screen.findByRole('option', { name: 'Fresa' });
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Fresa', 'Tomate']);
      expect(screen.queryByRole('option', { name: 'Morango' })).toBeNull();
    } finally {
      await i18n.changeLanguage('pt-BR');
    }
  });

  it("a program whose tracking is optional filters by the product's name, traced or not", async () => {
    const fetchMock = stubFetch();
    renderPage();
    await screen.findByText('RAMA-0005');
    openFilters();
    await choose(/^Programa/, 'Opcional');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /^Produto/ })).toBeNull());
    fireEvent.change(screen.getByRole('textbox', { name: 'Produto' }), { target: { value: 'tomate' } });
    apply();
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ idProgramaAmostra: '2', produto: 'tomate' }));
  });

  it('shows the lab-system code only for lab 1', async () => {
    const fetchMock = stubFetch();
    renderPage();
    await screen.findByText('RAMA-0005');
    openFilters();
    const code = () => screen.queryByRole('textbox', { name: 'Código no sistema do laboratório' });
    expect(code()).toBeNull();
    await choose(/^Laboratório/, 'Agrosafety');
    fireEvent.change(await waitFor(() => code()!), { target: { value: 'ML-1' } });
    await choose(/^Laboratório/, 'Outros');
    await waitFor(() => expect(code()).toBeNull());
    await choose(/^Laboratório/, 'Agrosafety');
    expect((code() as HTMLInputElement).value).toBe('');
    fireEvent.change(code()!, { target: { value: 'ML-2' } });
    apply();
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ idLaboratorio: '1', codigoMylims: 'ML-2' }));
  });

  it('filters by a collector of any company, or of the chosen company', async () => {
    const fetchMock = stubFetch();
    renderPage();
    await screen.findByText('RAMA-0005');
    openFilters();
    // no company yet: every collecting company's collectors
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Coletor/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Amanda' }));
    apply();
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ idPessoaColetor: '3' }));
    expect(lastQuery(fetchMock)).not.toHaveProperty('idEmpresa');
    const every = fetchMock.mock.calls.map(([u]) => u).find((u) => u.includes('/api/v1/pessoas'))!;
    expect(every).toContain('tipoEmpresa=coletora');
    openFilters();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Empresa/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Coleta Campo' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Coletor/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Amanda' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Distribuidor/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fornecedor Serra' }));
    apply();
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toMatchObject({ idEmpresa: '2', idPessoaColetor: '3', idDistribuidor: '6' }),
    );
    const pessoas = fetchMock.mock.calls.map(([u]) => u).filter((u) => u.includes('/api/v1/pessoas'));
    expect(pessoas.at(-1)).toContain('idEmpresa=2');
  });

  it('sorts by the clicked header, toggling the direction', async () => {
    const fetchMock = stubFetch();
    renderPage();
    await screen.findByText('RAMA-0005');
    fireEvent.click(screen.getByRole('button', { name: 'Rastreamento' }));
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toMatchObject({ ordenarPor: 'codigoRastreamento', direcao: 'asc' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rastreamento' }));
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toMatchObject({ ordenarPor: 'codigoRastreamento', direcao: 'desc' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fornecedor' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ ordenarPor: 'fornecedor', direcao: 'asc' }));
  });

  it('shows a card per sample on a phone, every column labelled, with its menu', async () => {
    stubWidth(390);
    stubFetch({
      page: {
        itens: [
          row(),
          row({ idAmostra: 6, codigoRastreamento: null, produto: 'Alface', observacao: null }),
          row({ idAmostra: 7, codigoRastreamento: null, codigoAmostra: 'AG-0007', produto: 'Água' }),
        ],
        total: 3,
        totalLimitado: false,
      },
    });
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Gerenciamento de amostras' });
    expect(screen.queryByRole('table')).toBeNull();
    const first = within(cards).getAllByRole('listitem')[0]!;
    const fields = within(first)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(fields).toEqual([
      ['Data coleta', '20/11/2026'],
      ['Rede', 'Rede Boa'],
      ['Local', 'Loja Centro'],
      ['Produto', 'Tomate'],
      ['Fornecedor', 'Sítio VerdeDoc.: 12.345.678/0001-90IE rural: PR-123'],
      ['Data laudo', 'Não informado'],
      ['Observação', 'Na doca'],
    ]);
    expect(within(first).getByRole('heading', { name: 'RAMA-0005' })).toBeTruthy();
    expect(within(first).getByText('Amostra nova')).toBeTruthy();
    const second = within(cards).getAllByRole('listitem')[1]!;
    expect(within(second).getByRole('heading').textContent).toBe('Não informado');
    expect(within(second).getByText('Rastreamento')).toBeTruthy();
    const water = within(cards).getAllByRole('listitem')[2]!;
    expect(within(water).getByText('Código da amostra')).toBeTruthy();
    expect(within(water).getByRole('heading', { name: 'AG-0007' })).toBeTruthy();

    await openMenu();
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')[0]!.textContent).toBe('Dados da amostra');
  });

  it("sorts the phone's cards by a chosen column and flips the direction", async () => {
    stubWidth(390);
    const fetchMock = stubFetch();
    renderPage();
    await screen.findByText('RAMA-0005');
    await choose(/Ordenar por/, 'Fornecedor');
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ ordenarPor: 'fornecedor', direcao: 'desc' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ordem decrescente' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ ordenarPor: 'fornecedor', direcao: 'asc' }));
    expect(screen.getByRole('button', { name: 'Ordem crescente' })).toBeTruthy();
  });

  it('turns from cards to the table when the window widens', async () => {
    const width = stubWidth(599);
    stubFetch();
    renderPage();
    expect(await screen.findByRole('list', { name: 'Gerenciamento de amostras' })).toBeTruthy();
    width.resize(600);
    expect(await screen.findByRole('table', { name: 'Gerenciamento de amostras' })).toBeTruthy();
  });

  const fullPage = () => Array.from({ length: 10 }, (_, i) => row({ idAmostra: 100 + i }));

  it('pages by 10 and says "mais de 10.000" when the count is capped', async () => {
    const fetchMock = stubFetch({ page: { itens: fullPage(), total: 10_000, totalLimitado: true } });
    renderPage();
    await screen.findAllByText('RAMA-0005');
    expect(screen.getByTestId('total').textContent).toBe('mais de 10.000 amostras');
    expect(screen.getByText('1–10 de mais de 10.000')).toBeTruthy();
    // the last page of a capped count is not known
    expect((screen.getByRole('button', { name: /última|last/i }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /próxima|next/i }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ pagina: '1', tamanho: '10' }));
  });

  it('a capped count ends on the page with fewer rows: the count is then exact and there is no next page', async () => {
    stubFetch({ page: { itens: [row(), row({ idAmostra: 6 })], total: 10_000, totalLimitado: true } });
    renderPage();
    await screen.findAllByText('RAMA-0005');
    expect(screen.getByText('1–2 de 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: /próxima|next/i }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /última|last/i }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('steps back one page from an empty page of a capped list, judging each page by its own answer', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const query = new URL(url, 'http://x').searchParams;
      if (!new URL(url, 'http://x').pathname.endsWith('/gerenciamento')) return jsonResponse({ data: [] });
      // pages 0 to 4 hold rows, page 5 is past the end; the count is capped
      const pagina = Number(query.get('pagina'));
      const itens = pagina <= 4 ? fullPage() : [];
      return jsonResponse({ data: { itens, total: 10_000, totalLimitado: true } });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await screen.findAllByText('RAMA-0005');
    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByRole('button', { name: /próxima|next/i }));
    await waitFor(() => expect(screen.getByText('41–50 de mais de 10.000')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: /próxima|next/i }));
    // page 5 answered empty: back to page 4 at once, not down to page 999 (the cap's last) nor further
    await waitFor(() => expect(screen.getByText('41–50 de mais de 10.000')).toBeTruthy());
    const pages = fetchMock.mock.calls
      .map(([url]) => new URL(url, 'http://x'))
      .filter((u) => u.pathname.endsWith('/gerenciamento'))
      .map((u) => Number(u.searchParams.get('pagina')));
    expect(Math.max(...pages)).toBe(5);
    // after the empty page, only page 4 again (from the cache or the server), no walk further back
    expect(pages.slice(pages.indexOf(5)).every((p) => p === 5 || p === 4)).toBe(true);
  });

  it('comes back to the page it was left on (back from an edit), and to the first once the search changes', async () => {
    const fetchMock = stubFetch({ page: { itens: [row()], total: 35, totalLimitado: false } });
    const first = renderPage();
    await screen.findByText('RAMA-0005');
    fireEvent.click(screen.getByRole('button', { name: /última|last/i }));
    // 35 rows: the fourth page, from 0
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ pagina: '3' }));
    fireEvent.click(screen.getByRole('button', { name: /primeira|first/i }));
    // page 0 comes from the cache: no request to await
    expect(await screen.findByText('1–10 de 35')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /próxima|next/i }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ pagina: '1' }));
    first.unmount();
    renderPage();
    await screen.findByText('RAMA-0005');
    expect(lastQuery(fetchMock)).toMatchObject({ pagina: '1' });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'tomate' } });
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ busca: 'tomate', pagina: '0' }), {
      timeout: 3000,
    });
  });

  it('searches the rows after the typing pauses', async () => {
    const fetchMock = stubFetch();
    renderPage();
    await screen.findByText('RAMA-0005');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'tomate' } });
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ busca: 'tomate' }), { timeout: 3000 });
  });

  it('refuses a period that ends before it starts, under its end, and asks nothing', async () => {
    const state = defaultState();
    localStorage.setItem(
      FILTER_STORAGE_KEYS.management,
      JSON.stringify({
        ...state,
        filters: { ...state.filters, dataColetaInicio: '2026-11-20', dataColetaFim: '2026-11-10' },
      }),
    );
    const fetchMock = stubFetch();
    renderPage();
    await screen.findByText('RAMA-0005');
    const asked = listQueries(fetchMock).length;
    openFilters();
    apply();
    expect(await screen.findByText('A data final não pode ser anterior à data inicial')).toBeTruthy();
    expect(listQueries(fetchMock)).toHaveLength(asked);
    // with another date invalid as well, both are said (the check of the invalid one had cleared it)
    fireEvent.change(screen.getByRole('textbox', { name: 'Lacre' }), { target: { value: 'L-7' } });
    const scheduledFrom = within(screen.getByRole('group', { name: /^Agendada de/ })).getAllByRole('spinbutton');
    // a day without month and year
    const user = userEvent.setup();
    await user.click(scheduledFrom[0]!);
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Data inválida')).toBeTruthy();
    expect(screen.getByText('A data final não pode ser anterior à data inicial')).toBeTruthy();
    expect(listQueries(fetchMock)).toHaveLength(asked);
  });

  it('gives the focus back to the filters button when applied filters close the panel', async () => {
    stubFetch();
    renderPage();
    await screen.findByText('RAMA-0005');
    openFilters();
    fireEvent.change(screen.getByRole('textbox', { name: 'Lacre' }), { target: { value: 'L-7' } });
    apply();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Filtros/ })));
  });

  it('offers as company only those that register samples, not a supplier or a retailer', async () => {
    stubFetch({
      companies: [
        { idEmpresa: 2, razaoSocial: 'Coleta Campo', tipoEmpresa: 'coletora' },
        { idEmpresa: 1, razaoSocial: 'Gestora', tipoEmpresa: 'gerenciadora' },
        { idEmpresa: 6, razaoSocial: 'Fornecedor Serra', tipoEmpresa: 'fornecedora' },
        { idEmpresa: 7, razaoSocial: 'Rede Boa', tipoEmpresa: 'varejo' },
        { idEmpresa: 8, razaoSocial: 'Lab Cinco', tipoEmpresa: 'laboratorio' },
      ],
    });
    renderPage();
    await screen.findByText('RAMA-0005');
    openFilters();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Empresa/ }));
    await screen.findByRole('option', { name: 'Coleta Campo' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Coleta Campo', 'Gestora']);
  });

  it('restores the remembered filters on load', async () => {
    const state = defaultState();
    localStorage.setItem(
      FILTER_STORAGE_KEYS.management,
      JSON.stringify({
        ...state,
        ordenarPor: 'produto',
        direcao: 'asc',
        filters: { ...state.filters, situacao: 'analisada', idProgramaAmostra: 3, dataColetaInicio: '2026-11-01' },
      }),
    );
    const fetchMock = stubFetch();
    renderPage();
    await screen.findByText('RAMA-0005');
    expect(listQueries(fetchMock)[0]).toMatchObject({
      situacao: 'analisada',
      idProgramaAmostra: '3',
      dataColetaInicio: '2026-11-01',
      ordenarPor: 'produto',
      direcao: 'asc',
    });
    expect(screen.getByText('3 filtros ativos')).toBeTruthy();
    openFilters();
    expect(screen.getByRole('combobox', { name: /^Situação da amostra/ }).textContent).toBe('Analisada');
  });

  it('offers the row actions its flags allow and edits on the collected screen', async () => {
    stubFetch({
      page: {
        itens: [row({ statusSistema: 'LAUDO_SEM_PROBLEMA', showButtonEdit: false, showButtonPdf: false })],
        total: 1,
        totalLimitado: false,
      },
    });
    const first = renderPage();
    await openMenu();
    let menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Dados da amostra']);
    first.unmount();

    stubFetch({ page: { itens: [row({ showButtonPdfLaudo: true })], total: 1, totalLimitado: false } });
    renderPage();
    await openMenu();
    menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Dados da amostra', 'Editar', 'Rejeitar', 'PDF da amostra', 'PDF do laudo']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Editar' }));
    expect(
      await screen.findByText(
        'at /app/coleta/coletada/edit/g-5/edit?calledBy=gerenciamento_amostra&idEmpresa=2&idPessoaColetor=3',
      ),
    ).toBeTruthy();
  });

  it('downloads the sample PDF with distributor 0', async () => {
    stubObjectUrls('blob:pdf');
    const fetchMock = stubFetch();
    renderPage();
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'PDF da amostra' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([u]) => u)).toContainEqual(
        expect.stringContaining('/api/v1/amostras/pdf/5?idAgrupador=g-5&idDistribuidor=0'),
      ),
    );
  });

  it('asks for a reason before rejecting and refreshes the list after', async () => {
    const fetchMock = stubFetch();
    renderPage();
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rejeitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeitar amostra' });
    const reason = within(dialog).getByRole('textbox', { name: /Motivo da rejeição/ });
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(await within(dialog).findByText('Informe o motivo da rejeição.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    // the reason's length limit is said when reached, as on every text field
    fireEvent.change(reason, { target: { value: 'x'.repeat(300) } });
    expect(await within(dialog).findByText('Limite de 300 caracteres atingido.')).toBeTruthy();

    const before = listQueries(fetchMock).length;
    fireEvent.change(reason, { target: { value: '  Produto avariado  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(await screen.findByText('Amostra rejeitada.')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toContain('/api/v1/amostras/rejeitar/5');
    expect(JSON.parse(put[1]!.body as string)).toEqual({ observacao: 'Produto avariado' });
    await waitFor(() => expect(listQueries(fetchMock).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names the sample to reject by its code, or by product, place and date when it has none', async () => {
    stubFetch({
      page: {
        itens: [row(), row({ idAmostra: 6, codigoRastreamento: null, codigoAmostra: null })],
        total: 2,
        totalLimitado: false,
      },
    });
    renderPage();
    const reject = async (name: string) => {
      fireEvent.click(await screen.findByRole('button', { name: `Ações da amostra ${name}` }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Rejeitar' }));
      return screen.findByRole('dialog', { name: 'Rejeitar amostra' });
    };
    let dialog = await reject('RAMA-0005');
    expect(within(dialog).getByText('Informe o motivo da rejeição da amostra RAMA-0005.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the row menu is named the same way
    dialog = await reject('Tomate · Loja Centro · 20/11/2026');
    expect(
      within(dialog).getByText('Informe o motivo da rejeição da amostra Tomate · Loja Centro · 20/11/2026.'),
    ).toBeTruthy();
  });

  it("shows the server's refusal of a rejection, and reads the table again", async () => {
    const fetchMock = stubFetch({
      reject: jsonResponse({ error: { code: 'SAMPLE_NONEXISTENT', message: 'Amostra inexistente.' } }, 404),
    });
    const pageReads = () => fetchMock.mock.calls.filter(([url]) => new URL(url, 'http://x').pathname === LIST).length;
    renderPage();
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rejeitar' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Motivo' } });
    const before = pageReads();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(await within(dialog).findByText('Amostra inexistente.')).toBeTruthy();
    // the row it was about is gone or changed: the table behind the dialog is read again
    await waitFor(() => expect(pageReads()).toBeGreaterThan(before));
  });

  it('shows the sample data, "Não informado" for what is empty', async () => {
    stubFetch();
    renderPage();
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Dados da amostra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados da amostra' });
    expect(await within(dialog).findByText('L-77')).toBeTruthy();
    expect(within(dialog).getByText('Coleta Campo')).toBeTruthy();
    expect(within(dialog).getByText('Lab Cinco')).toBeTruthy();
    expect(within(dialog).getByText('20/11/2026 10:00')).toBeTruthy();
    expect(within(dialog).getByText('1ª coleta: RAMA-0004 em 01/10/2026')).toBeTruthy();
    expect(within(dialog).getAllByText('Não informado').length).toBeGreaterThan(3);
  });

  it("shows the photos themselves, and a rejected sample's observation as the reason it was rejected", async () => {
    stubObjectUrls('blob:foto');
    stubFetch({ detail: { situacao: 'rejeitada', observacao: 'Lacre violado', idsArquivo: ['f1', 'f2'] } });
    renderPage();
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Dados da amostra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados da amostra' });
    const reason = await within(dialog).findByText('Lacre violado');
    expect(reason.previousElementSibling?.textContent).toBe('Motivo da rejeição');
    const photos = dialog.querySelector('dd[data-field="fotos"]')!;
    await waitFor(() =>
      expect(within(photos as HTMLElement).getAllByRole('img', { name: /^Foto [12]$/ })).toHaveLength(2),
    );
  });

  it('shows an error with a retry when the list fails, logged without a global alert', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const alerts = renderHook(() => useAlerts());
    const fetchMock = vi.fn(async () => jsonResponse({ error: { message: 'falhou' } }, 500));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(await screen.findByText('Não foi possível carregar as amostras.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Management list:', expect.objectContaining({ status: 500 }));
    expect(alerts.result.current.errors).toEqual([]);
  });

  it("logs a filter list's failure without a global alert (part B section 8)", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const alerts = renderHook(() => useAlerts());
    stubFetch({ failing: (path) => path === '/api/v1/laboratorios' || path === '/api/v1/varejos' });
    renderPage();
    await screen.findByText('RAMA-0005');
    openFilters();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Management filter list:', expect.anything()));
    expect(alerts.result.current.errors).toEqual([]);
  });

  it("logs a failed report download, and a failed revisions lookup, and says 'Erro ao baixar arquivo'", async () => {
    stubObjectUrls('blob:pdf');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const alerts = renderHook(() => useAlerts());
    const failing = (path: string) => path === '/api/v1/laudos' || path.startsWith('/api/v1/arquivos/');
    stubFetch({
      failing,
      page: { itens: [row({ showButtonPdfLaudo: true, idArquivoLaudo: 'arq-5' })], total: 1, totalLimitado: false },
    });
    const first = renderPage();
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'PDF do laudo' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Unable to download the report PDF:', expect.any(Error)));
    expect(alerts.result.current).toMatchObject({ errors: [], info: 'Erro ao baixar arquivo' });
    act(() => dismissInfo());
    first.unmount();

    stubFetch({ failing, page: { itens: [row({ showButtonPdfLaudo: true })], total: 1, totalLimitado: false } });
    renderPage();
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'PDF do laudo' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Report versions for the download:', expect.anything()));
    expect(alerts.result.current).toMatchObject({ errors: [], info: 'Erro ao baixar arquivo' });
  });
});
