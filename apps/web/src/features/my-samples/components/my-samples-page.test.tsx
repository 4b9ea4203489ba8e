import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { format, subDays } from 'date-fns';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTER_STORAGE_KEYS, type MySampleRow, type ReportVersion } from '@sara/domain/lists';
import { db } from '../../../offline/db';
import { stubObjectUrls, stubWidth } from '../../../testing/media';
import { signIn } from '../../../testing/session';
import { ProtectedRoute } from '../../../lib/auth';
import { dismissInfo, useAlerts } from '../../../stores/alerts';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { MySamplesPage } from './my-samples-page';

const GESTOR = ['listagem', 'amostra.gerenciamento', 'laudo.visualizar', 'responderContestacao'];
const FORNECEDOR = ['perfil.fornecedor', 'listagem', 'laudo.visualizar', 'contestar'];
const VAREJO = ['perfil.varejo', 'listagem', 'laudo.visualizar'];

const iso = (d: Date) => format(d, 'yyyy-MM-dd');
const br = (d: Date) => format(d, 'dd/MM/yyyy');
const today = new Date();

const row = (over: Partial<MySampleRow> = {}): MySampleRow => ({
  idAmostra: 10,
  idAgrupador: 'g-10',
  idLaudo: 70,
  idProgramaAmostra: 1,
  ambiental: false,
  codigoRastreamento: 'RAST-001',
  codigoAmostra: 'AG-555',
  produto: 'Tomate',
  dataColeta: '2026-11-02T10:30:00.000',
  situacao: 'analisada',
  statusSistema: 'LAUDO_SEM_PROBLEMA',
  resultadoLaudo: 'satisfatorio',
  fornecedor: null,
  numeroLaudo: 'LA-70',
  codLaboratorio: null,
  idLaboratorio: 2,
  nomeLaboratorio: 'Outros laboratórios',
  dataLaudo: '2026-11-10T09:00:00.000',
  localColeta: 'Loja Pinheiros',
  coletasAnteriores: [],
  atrasada: false,
  contestada: false,
  quantidadeLaudos: 1,
  idArquivoLaudo: 'arq-70',
  ...over,
});

const version = (over: Partial<ReportVersion> = {}): ReportVersion => ({
  idLaudo: 70,
  idRevisaoLaudo: 2,
  versao: 2,
  codigoLaudo: 'LA-70-R2',
  dataLaudo: '2026-11-12T09:00:00.000',
  tipoRevisao: 'atual',
  idsArquivo: ['arq-r2'],
  ...over,
});

const VAREJOS = [
  { idVarejo: 1, nome: 'Supermercados Bom Preço', rama: true },
  { idVarejo: 2, nome: 'Rede Sol', rama: true },
];

function stubApi(
  page: { itens: MySampleRow[]; total: number } | ((url: URL) => unknown),
  versions: ReportVersion[] = [],
) {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/v1/amostras/listagem')
      return jsonResponse({ data: typeof page === 'function' ? page(url) : page });
    if (url.pathname === '/api/v1/varejos') return jsonResponse({ data: VAREJOS });
    if (url.pathname === '/api/v1/laudos') return jsonResponse({ data: versions });
    if (url.pathname.startsWith('/api/v1/arquivos/'))
      return new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } });
    return jsonResponse({ error: { message: 'not stubbed' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    listCalls: () =>
      fetchMock.mock.calls
        .map(([u]) => new URL(u, 'http://localhost'))
        .filter((u) => u.pathname === '/api/v1/amostras/listagem'),
  };
}

const login = (features: string[]) => signIn(features, { name: 'Gustavo', username: 'gestor', email: 'g@x' });

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route element={<ProtectedRoute />}>
        <Route path="/app/amostra/list" element={<MySamplesPage />} />
        <Route path="/app/amostra/:idAmostra/detalhes" element={<p>detalhe do laudo</p>} />
        <Route path="/app/amostra/contestacao/:idLaudo" element={<p>contestação</p>} />
        <Route path="/app/main" element={<p>home</p>} />
      </Route>
    </Routes>,
    { route: '/app/amostra/list' },
  );
}

async function openDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: 'Filtrar' }));
  return within(await screen.findByRole('form', { name: 'Filtros' }));
}

async function pick(scope: ReturnType<typeof within>, label: RegExp, option: string) {
  fireEvent.mouseDown(scope.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(async () => {
  await db.varejo.clear();
  login(GESTOR);
  stubWidth(1280);
});

describe('my samples list: the query', { timeout: 20_000 }, () => {
  it('asks for the last 30 days, newest first, 8 a page on wide screens', async () => {
    const api = stubApi({ itens: [row()], total: 1 });
    renderPage();
    expect(await screen.findByRole('article', { name: 'RAST-001' })).toBeTruthy();
    const q = api.listCalls()[0]!.searchParams;
    expect(q.get('dataInicial')).toBe(iso(subDays(today, 30)));
    expect(q.get('dataFinal')).toBe(iso(today));
    expect(q.get('ordenacao')).toBe('1');
    expect(q.get('pagina')).toBe('0');
    expect(q.get('tamanho')).toBe('8');
    expect(q.has('status')).toBe(false);
    expect(screen.getByText(`Período: ${br(subDays(today, 30))} a ${br(today)}`)).toBeTruthy();
    // the count in its plural form, not 'amostra(s)'
    expect(screen.getByText('1 amostra')).toBeTruthy();
  });

  it('counts in the plural form of the number', async () => {
    stubApi({ itens: [row()], total: 20 });
    renderPage();
    expect(await screen.findByText('20 amostras')).toBeTruthy();
  });

  it("counts exact millions in Portuguese's own form, not by the catalogue key", async () => {
    stubApi({ itens: [row()], total: 1_000_000 });
    renderPage();
    expect(await screen.findByText('1.000.000 de amostras')).toBeTruthy();
  });

  it('asks for 3 a page on narrow screens and follows resizes', async () => {
    const width = stubWidth(390);
    const api = stubApi({ itens: [row()], total: 1 });
    renderPage();
    await screen.findByRole('article', { name: 'RAST-001' });
    expect(api.listCalls()[0]!.searchParams.get('tamanho')).toBe('3');
    width.resize(1024);
    await waitFor(() => expect(api.listCalls().at(-1)!.searchParams.get('tamanho')).toBe('8'));
  });

  it('pages with the pagination, 0-based', async () => {
    const api = stubApi({ itens: [row()], total: 20 });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /página 3/i }));
    await waitFor(() => expect(api.listCalls().at(-1)!.searchParams.get('pagina')).toBe('2'));
  });

  it('offers no page past the deepest the list call takes (a million samples at 8 a page)', async () => {
    stubApi({ itens: [row()], total: 1_000_000_000 });
    renderPage();
    await screen.findByRole('article', { name: 'RAST-001' });
    // pagination from 1; the call's page from 0 goes up to MAX_PAGE
    expect(screen.getByRole('button', { name: /página 100001/i })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /página 125000000/i })).toBeNull();
  });

  it('comes back to the page it was left on (back from a sample), and to the first once the sort changes', async () => {
    const api = stubApi({ itens: [row()], total: 20 });
    const first = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /página 3/i }));
    await waitFor(() => expect(api.listCalls().at(-1)!.searchParams.get('pagina')).toBe('2'));
    first.unmount();
    renderPage();
    await screen.findByRole('article', { name: 'RAST-001' });
    expect(api.listCalls().at(-1)!.searchParams.get('pagina')).toBe('2');
    await pick(within(document.body), /Ordenar por/, 'Produto: Z-A');
    await waitFor(() => expect(api.listCalls().at(-1)!.searchParams.get('pagina')).toBe('0'));
  });

  it('sends the sort chosen and remembers it', async () => {
    const api = stubApi({ itens: [row()], total: 1 });
    renderPage();
    await screen.findByRole('article', { name: 'RAST-001' });
    await pick(within(document.body), /Ordenar por/, 'Produto: Z-A');
    await waitFor(() => expect(api.listCalls().at(-1)!.searchParams.get('ordenacao')).toBe('4'));
    expect(JSON.parse(localStorage.getItem(FILTER_STORAGE_KEYS.mySamples)!).ordenacao).toBe(4);
  });

  it('sends each filter: status lowercased, tracking code trimmed, retail chain', async () => {
    const api = stubApi({ itens: [row()], total: 1 });
    renderPage();
    await screen.findByRole('article', { name: 'RAST-001' });
    const drawer = await openDrawer();
    await pick(drawer, /Status/, 'Laudo sem problema');
    fireEvent.change(drawer.getByRole('textbox', { name: 'Código de rastreamento' }), {
      target: { value: '  RAST-9  ' },
    });
    await pick(drawer, /Varejo/, 'Rede Sol');
    fireEvent.click(drawer.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(api.listCalls().at(-1)!.searchParams.get('status')).toBe('laudo_sem_problema'));
    const q = api.listCalls().at(-1)!.searchParams;
    expect(q.get('codigoRastreamento')).toBe('RAST-9');
    expect(q.get('idVarejo')).toBe('2');
    expect(q.has('fornecedor')).toBe(false);
    const stored = JSON.parse(localStorage.getItem(FILTER_STORAGE_KEYS.mySamples)!);
    expect(stored.filters).toMatchObject({ status: 'LAUDO_SEM_PROBLEMA', codigoRastreamento: 'RAST-9', idVarejo: 2 });
  });

  it('refuses a period that ends before it starts, under its end, and asks nothing', async () => {
    localStorage.setItem(
      FILTER_STORAGE_KEYS.mySamples,
      JSON.stringify({
        filters: {
          dataInicial: '2026-10-01',
          dataFinal: '2026-09-01',
          status: '',
          codigoRastreamento: '',
          idVarejo: null,
          fornecedor: '',
        },
        ordenacao: 1,
        periodoPadrao: false,
      }),
    );
    const api = stubApi({ itens: [row()], total: 1 });
    renderPage();
    await screen.findByRole('article', { name: 'RAST-001' });
    const asked = api.listCalls().length;
    const drawer = await openDrawer();
    fireEvent.click(drawer.getByRole('button', { name: 'Aplicar' }));
    expect(await drawer.findByText('A data final não pode ser anterior à data inicial')).toBeTruthy();
    expect(api.listCalls()).toHaveLength(asked);
  });

  it('sends the supplier name for retail users', async () => {
    login(VAREJO);
    const api = stubApi({ itens: [row()], total: 1 });
    renderPage();
    await screen.findByRole('article', { name: 'RAST-001' });
    const drawer = await openDrawer();
    fireEvent.change(drawer.getByRole('textbox', { name: 'Fornecedor' }), { target: { value: ' Sítio Boa ' } });
    fireEvent.click(drawer.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(api.listCalls().at(-1)!.searchParams.get('fornecedor')).toBe('Sítio Boa'));
  });

  it.each([
    ['management', GESTOR, true, false],
    ['supplier', FORNECEDOR, true, false],
    ['retail', VAREJO, false, true],
  ])('shows the filters of the %s features', async (_, features, varejo, fornecedor) => {
    login(features);
    stubApi({ itens: [row()], total: 1 });
    renderPage();
    const drawer = await openDrawer();
    expect(drawer.queryByRole('combobox', { name: /Varejo/ }) != null).toBe(varejo);
    expect(drawer.queryByRole('textbox', { name: 'Fornecedor' }) != null).toBe(fornecedor);
    expect(drawer.getByRole('combobox', { name: /Status/ })).toBeTruthy();
  });

  it('restores the remembered filters and sort', async () => {
    localStorage.setItem(
      FILTER_STORAGE_KEYS.mySamples,
      JSON.stringify({
        filters: {
          dataInicial: '2026-01-05',
          dataFinal: null,
          status: 'LAUDO_CONTESTADO',
          codigoRastreamento: 'ABC',
          idVarejo: 1,
          fornecedor: '',
        },
        ordenacao: 6,
        periodoPadrao: false,
      }),
    );
    const api = stubApi({ itens: [row()], total: 1 });
    renderPage();
    await screen.findByRole('article', { name: 'RAST-001' });
    const q = api.listCalls()[0]!.searchParams;
    expect(q.get('dataInicial')).toBe('2026-01-05');
    expect(q.has('dataFinal')).toBe(false);
    expect(q.get('status')).toBe('laudo_contestado');
    expect(q.get('codigoRastreamento')).toBe('ABC');
    expect(q.get('idVarejo')).toBe('1');
    expect(q.get('ordenacao')).toBe('6');
    expect(screen.getByText('A partir de 05/01/2026')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Ordenar por/ }).textContent).toContain(
      'Código de rastreamento: decrescente',
    );
  });

  it("rolls a remembered default period on to today's", async () => {
    localStorage.setItem(
      FILTER_STORAGE_KEYS.mySamples,
      JSON.stringify({
        filters: {
          dataInicial: '2020-01-01',
          dataFinal: '2020-01-31',
          status: '',
          codigoRastreamento: '',
          idVarejo: null,
          fornecedor: '',
        },
        ordenacao: 1,
        periodoPadrao: true,
      }),
    );
    const api = stubApi({ itens: [row()], total: 1 });
    renderPage();
    await screen.findByRole('article', { name: 'RAST-001' });
    expect(api.listCalls()[0]!.searchParams.get('dataInicial')).toBe(iso(subDays(today, 30)));
  });

  it("shows 'Até' when only the end date is set", async () => {
    localStorage.setItem(
      FILTER_STORAGE_KEYS.mySamples,
      JSON.stringify({
        filters: {
          dataInicial: null,
          dataFinal: '2026-03-09',
          status: '',
          codigoRastreamento: '',
          idVarejo: null,
          fornecedor: '',
        },
        ordenacao: 1,
      }),
    );
    stubApi({ itens: [row()], total: 1 });
    renderPage();
    expect(await screen.findByText('Até 09/03/2026')).toBeTruthy();
  });

  it('sends the user without the listing feature home', async () => {
    login(['historico']);
    stubApi({ itens: [], total: 0 });
    renderPage();
    expect(await screen.findByText('home')).toBeTruthy();
  });
});

describe('my samples list: cards', { timeout: 20_000 }, () => {
  it('shows the tracking code and product, and the rest when expanded', async () => {
    stubApi({
      itens: [
        row({
          fornecedor: 'Sítio Boa Vista',
          atrasada: true,
          contestada: true,
          coletasAnteriores: [
            { idAmostra: 3, numero: 1, codigoRastreamento: 'RAST-000', dataColeta: '2026-09-01T08:00:00.000' },
            { idAmostra: 4, numero: 2, codigoRastreamento: null, dataColeta: '2026-10-01T08:00:00.000' },
          ],
          localColeta: null,
        }),
      ],
      total: 1,
    });
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'RAST-001' }));
    expect(card.getByText('Código de rastreamento')).toBeTruthy();
    expect(card.getByText('Produto')).toBeTruthy();
    expect(card.getByText('Tomate')).toBeTruthy();
    expect(card.getByText('02/11/2026')).toBeTruthy();
    expect(card.getByText('Laudo sem problema')).toBeTruthy();
    expect(card.queryByText('Sítio Boa Vista')).toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'Mostrar detalhes' }));
    expect(await card.findByText('Sítio Boa Vista')).toBeTruthy();
    expect(card.getByText('LA-70')).toBeTruthy();
    expect(card.getByText('Outros laboratórios')).toBeTruthy();
    expect(card.getByText('10/11/2026')).toBeTruthy();
    expect(card.getByText('Não informado')).toBeTruthy(); // no place
    expect(card.getByText(/Coleta 1: 01\/09\/2026/)).toBeTruthy();
    expect(card.getByText(/Coleta 2: 01\/10\/2026/)).toBeTruthy();
    expect(card.getByText('Plano de ação em atraso')).toBeTruthy();
    expect(card.getByText('Laudo contestado')).toBeTruthy();
  });

  it('says a flag once when the status already says it (a contested report, a late plan)', async () => {
    stubApi({
      itens: [
        row({ idAmostra: 1, codigoRastreamento: 'RAST-C', statusSistema: 'LAUDO_CONTESTADO', contestada: true }),
        row({
          idAmostra: 2,
          codigoRastreamento: 'RAST-A',
          statusSistema: 'LAUDO_EM_PLANO_DE_ACAO_EM_ATRASO',
          atrasada: true,
          contestada: true,
        }),
      ],
      total: 2,
    });
    renderPage();
    const contested = within(await screen.findByRole('article', { name: 'RAST-C' }));
    fireEvent.click(contested.getByRole('button', { name: 'Mostrar detalhes' }));
    await contested.findByText('LA-70');
    expect(contested.getAllByText('Laudo contestado')).toHaveLength(1);
    const late = within(screen.getByRole('article', { name: 'RAST-A' }));
    fireEvent.click(late.getByRole('button', { name: 'Mostrar detalhes' }));
    await late.findByText('LA-70');
    expect(late.getAllByText('Plano de ação em atraso')).toHaveLength(1);
    expect(late.getByText('Laudo contestado')).toBeTruthy();
  });

  it('shows the sample code and analysis matrix for environmental programs', async () => {
    stubApi({ itens: [row({ ambiental: true, idProgramaAmostra: 5, produto: 'Água subterrânea' })], total: 1 });
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'AG-555' }));
    expect(card.getByText('Código da amostra')).toBeTruthy();
    expect(card.getByText('Matriz de análise')).toBeTruthy();
    expect(card.getByText('Água subterrânea')).toBeTruthy();
    expect(card.queryByText('RAST-001')).toBeNull();
    expect(card.getByRole('button', { name: 'Baixar laudo' })).toBeTruthy();
  });

  it('shows an item without a tracking code by its lab sample code, the code the tracking-code sort orders by', async () => {
    stubApi({
      itens: [
        row({ codigoRastreamento: null }),
        row({ idAmostra: 2, codigoRastreamento: null, codigoAmostra: null, produto: 'Água bruta' }),
      ],
      total: 2,
    });
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'AG-555' }));
    expect(card.getByText('Código da amostra')).toBeTruthy();
    expect(card.getByText('Produto')).toBeTruthy();
    // neither code: the tracking code is not informed, and the card is named by its product
    const none = within(screen.getByRole('article', { name: 'Água bruta' }));
    expect(none.getByText('Código de rastreamento')).toBeTruthy();
  });

  it('enables the actions only once a report exists, details not while awaiting the internal team', async () => {
    login(FORNECEDOR);
    stubApi({
      itens: [
        row({
          idAmostra: 1,
          codigoRastreamento: 'COM-LAUDO',
          ambiental: true,
          statusSistema: 'LAUDO_EM_PLANO_DE_ACAO',
          resultadoLaudo: 'insatisfatorio',
        }),
        row({ idAmostra: 2, codigoRastreamento: 'SEM-LAUDO', codigoAmostra: null, dataLaudo: null, idLaudo: null }),
        row({
          idAmostra: 3,
          codigoRastreamento: 'INTERNA',
          statusSistema: 'LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA',
        }),
      ],
      total: 3,
    });
    renderPage();
    const withReport = within(await screen.findByRole('article', { name: 'AG-555' }));
    const without = within(screen.getByRole('article', { name: 'SEM-LAUDO' }));
    const internal = within(screen.getByRole('article', { name: 'INTERNA' }));
    const enabled = (scope: ReturnType<typeof within>, name: string) =>
      !(scope.getByRole('button', { name }) as HTMLButtonElement).disabled;
    expect(enabled(withReport, 'Detalhes do laudo')).toBe(true);
    expect(enabled(withReport, 'Contestar laudo')).toBe(true);
    expect(enabled(withReport, 'Baixar laudo')).toBe(true);
    expect(enabled(without, 'Detalhes do laudo')).toBe(false);
    expect(without.queryByRole('button', { name: 'Contestar laudo' })).toBeNull(); // no report, no action plan
    expect(without.queryByRole('button', { name: 'Baixar laudo' })).toBeNull(); // not environmental
    expect(enabled(internal, 'Detalhes do laudo')).toBe(false);
    expect(internal.queryByRole('button', { name: 'Contestar laudo' })).toBeNull();

    fireEvent.click(withReport.getByRole('button', { name: 'Detalhes do laudo' }));
    expect(await screen.findByText('detalhe do laudo')).toBeTruthy();
  });

  it("offers 'Contestar laudo' only in an action plan, on time or late, with a result that is not satisfactory", async () => {
    stubApi({
      itens: [
        row({
          idAmostra: 1,
          codigoRastreamento: 'PLANO',
          statusSistema: 'LAUDO_EM_PLANO_DE_ACAO',
          resultadoLaudo: 'lmr',
        }),
        row({
          idAmostra: 2,
          codigoRastreamento: 'ATRASO',
          statusSistema: 'LAUDO_EM_PLANO_DE_ACAO_EM_ATRASO',
          resultadoLaudo: 'insatisfatorio',
        }),
        row({
          idAmostra: 3,
          codigoRastreamento: 'SATISFATORIO',
          statusSistema: 'LAUDO_EM_PLANO_DE_ACAO',
          resultadoLaudo: 'satisfatorio',
        }),
        row({ idAmostra: 4, codigoRastreamento: 'SEM-PROBLEMA' }),
        row({
          idAmostra: 5,
          codigoRastreamento: 'CONTESTADO',
          statusSistema: 'LAUDO_CONTESTADO',
          resultadoLaudo: 'lmr',
        }),
      ],
      total: 5,
    });
    login(FORNECEDOR);
    renderPage();
    const contest = (name: string) =>
      within(screen.getByRole('article', { name })).queryByRole('button', { name: 'Contestar laudo' });
    await screen.findByRole('article', { name: 'PLANO' });
    expect(contest('PLANO')).toBeTruthy();
    expect(contest('ATRASO')).toBeTruthy();
    expect(contest('SATISFATORIO')).toBeNull();
    expect(contest('SEM-PROBLEMA')).toBeNull();
    expect(contest('CONTESTADO')).toBeNull();
  });

  it("opens a contested report's contestation to who answers it (the button says so), and not one never contested", async () => {
    stubApi({
      itens: [
        row({ idAmostra: 1, statusSistema: 'LAUDO_CONTESTADO', resultadoLaudo: 'insatisfatorio', contestada: true }),
        row({
          idAmostra: 2,
          codigoRastreamento: 'PLANO',
          statusSistema: 'LAUDO_EM_PLANO_DE_ACAO',
          resultadoLaudo: 'insatisfatorio',
        }),
      ],
      total: 2,
    });
    renderPage();
    const plan = within(await screen.findByRole('article', { name: 'PLANO' }));
    expect(plan.queryByRole('button', { name: 'Responder contestação' })).toBeNull();
    const card = within(screen.getByRole('article', { name: 'RAST-001' }));
    fireEvent.click(card.getByRole('button', { name: 'Responder contestação' }));
    expect(await screen.findByText('contestação')).toBeTruthy();
  });

  it('hides the actions without laudo.visualizar, and contest without a contestation feature', async () => {
    login(['listagem', 'laudo.visualizar']);
    stubApi({ itens: [row()], total: 1 });
    const view = renderPage();
    const card = within(await screen.findByRole('article', { name: 'RAST-001' }));
    expect(card.getByRole('button', { name: 'Detalhes do laudo' })).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Contestar laudo' })).toBeNull();
    view.unmount();

    login(['listagem', 'contestar']);
    renderPage();
    const bare = within(await screen.findByRole('article', { name: 'RAST-001' }));
    expect(bare.queryByRole('button', { name: /laudo/ })).toBeNull();
  });

  it('downloads a single report straight away as {codigo}.pdf', async () => {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    stubObjectUrls();
    const api = stubApi({ itens: [row({ ambiental: true })], total: 1 });
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'AG-555' }));
    fireEvent.click(card.getByRole('button', { name: 'Baixar laudo' }));
    await waitFor(() => expect(names).toEqual(['LA-70.pdf']));
    expect(api.fetchMock.mock.calls.some(([u]) => u.includes('/api/v1/arquivos/arq-70'))).toBe(true);
  });

  it('asks which versions to print when there are several reports', async () => {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    stubObjectUrls();
    const api = stubApi({ itens: [row({ ambiental: true, quantidadeLaudos: 2 })], total: 1 }, [
      version(),
      version({ idRevisaoLaudo: 1, versao: 1, codigoLaudo: 'LA-70-R1', tipoRevisao: 'antiga', idsArquivo: ['arq-r1'] }),
    ]);
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'AG-555' }));
    fireEvent.click(card.getByRole('button', { name: 'Baixar laudo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Selecione as versões do laudo para imprimir' }));
    const current = await dialog.findByRole('checkbox', { name: /Versão 2/ });
    const old = dialog.getByRole('checkbox', { name: /Versão 1/ });
    expect((current as HTMLInputElement).checked).toBe(true);
    expect((old as HTMLInputElement).checked).toBe(false);
    expect(api.fetchMock.mock.calls.some(([u]) => u.includes('/api/v1/laudos?idAmostra=10'))).toBe(true);

    fireEvent.click(current);
    expect((dialog.getByRole('button', { name: 'Imprimir' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(current);
    fireEvent.click(old);
    fireEvent.click(dialog.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(names).toEqual(['LA-70-R2.pdf', 'LA-70-R1.pdf']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('my samples list: empty states', { timeout: 20_000 }, () => {
  it('says the list could not be loaded (not that there are no samples), logs it, and tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { fetchMock } = stubApi({ itens: [row()], total: 1 });
    const answer = fetchMock.getMockImplementation()!;
    // a server error (no connection is said as such: the history's test)
    fetchMock.mockImplementation(async (input: string) =>
      fail && input.includes('/api/v1/amostras/listagem')
        ? jsonResponse({ error: { code: 'INTERNAL', message: 'Erro no servidor' } }, 500)
        : answer(input),
    );
    renderPage();
    expect(await screen.findByText('Não foi possível carregar as amostras.')).toBeTruthy();
    expect(screen.queryByText('Nenhuma amostra encontrada')).toBeNull();
    expect(error).toHaveBeenCalled();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    error.mockRestore();
  });

  it('says none were found with the default filters, without a clear action', async () => {
    stubApi({ itens: [], total: 0 });
    renderPage();
    expect(await screen.findByText('Nenhuma amostra encontrada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  });

  it('says none were found with the filters, and clears them', async () => {
    localStorage.setItem(
      FILTER_STORAGE_KEYS.mySamples,
      JSON.stringify({
        filters: {
          dataInicial: null,
          dataFinal: null,
          status: 'AMOSTRA_NOVA',
          codigoRastreamento: '',
          idVarejo: null,
          fornecedor: '',
        },
        ordenacao: 1,
      }),
    );
    const api = stubApi((url) =>
      url.searchParams.has('status') ? { itens: [], total: 0 } : { itens: [row()], total: 1 },
    );
    renderPage();
    expect(await screen.findByText('Nenhuma amostra encontrada com os filtros aplicados')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByRole('article', { name: 'RAST-001' })).toBeTruthy();
    expect(api.listCalls().at(-1)!.searchParams.get('dataInicial')).toBe(iso(subDays(today, 30)));
    expect(JSON.parse(localStorage.getItem(FILTER_STORAGE_KEYS.mySamples)!).filters.status).toBe('');
  });
});

describe('my samples list: failures are only logged (part B section 8)', { timeout: 20_000 }, () => {
  /** The server of stubApi, but `failing` paths answer 500. */
  function stubFailing(failing: (url: URL) => boolean, page = { itens: [row()], total: 1 }) {
    const fetchMock = vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (failing(url)) return jsonResponse({ error: { code: 'INTERNAL', message: 'Erro interno do servidor.' } }, 500);
      if (url.pathname === '/api/v1/amostras/listagem') return jsonResponse({ data: page });
      if (url.pathname === '/api/v1/varejos') return jsonResponse({ data: VAREJOS });
      return jsonResponse({ error: { message: 'not stubbed' } }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('a failed list is logged, without a global alert', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const alerts = renderHook(() => useAlerts());
    stubFailing((url) => url.pathname === '/api/v1/amostras/listagem');
    renderPage();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('My samples list:', expect.anything()));
    expect(alerts.result.current.errors).toEqual([]);
  });

  it('a failed filter list (retail chains) is logged, without a global alert', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const alerts = renderHook(() => useAlerts());
    const fetchMock = stubFailing((url) => url.pathname === '/api/v1/varejos');
    renderPage();
    await screen.findByRole('article', { name: 'RAST-001' });
    const form = await openDrawer();
    expect(form.getByRole('combobox', { name: /Varejo/ })).toBeTruthy();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('My samples filter: retail chains:', expect.anything()));
    expect(fetchMock.mock.calls.some(([u]) => u.includes('/api/v1/varejos'))).toBe(true);
    expect(alerts.result.current.errors).toEqual([]);
  });

  it("a failed report download is logged and said ('Erro ao baixar arquivo'); a failed revisions lookup, in the dialog", async () => {
    stubObjectUrls();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const alerts = renderHook(() => useAlerts());
    stubFailing((url) => url.pathname === '/api/v1/laudos' || url.pathname.startsWith('/api/v1/arquivos/'), {
      itens: [
        row({ ambiental: true }),
        row({ idAmostra: 11, codigoAmostra: 'AG-556', ambiental: true, idArquivoLaudo: null }),
      ],
      total: 2,
    });
    renderPage();
    // the stored PDF fails
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'AG-555' })).getByRole('button', { name: 'Baixar laudo' }),
    );
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Unable to download the report PDF:', expect.any(Error)));
    expect(alerts.result.current).toMatchObject({ errors: [], info: 'Erro ao baixar arquivo' });
    act(() => dismissInfo());
    // the revisions lookup of a row without the PDF fails: the versions dialog says so, with another try
    fireEvent.click(
      within(screen.getByRole('article', { name: 'AG-556' })).getByRole('button', { name: 'Baixar laudo' }),
    );
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Report versions for the download:', expect.anything()));
    const dialog = await screen.findByRole('dialog', { name: 'Selecione as versões do laudo para imprimir' });
    expect(await within(dialog).findByText('Não foi possível carregar as versões do laudo.')).toBeTruthy();
    expect(within(dialog).queryByText('Nenhuma versão disponível')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(alerts.result.current).toMatchObject({ errors: [], info: null });
    // a way out on a touch screen, which has no Escape
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
