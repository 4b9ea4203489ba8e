import { PROGRAMS } from '@sara/domain/constants';
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { addDays, format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryGroup, HistoryItem } from '@sara/domain/lists';
import { db } from '../../../offline/db';
import { OUTBOX_KINDS, flushOutbox, queueWrite } from '../../../offline/outbox';
import { signIn } from '../../../testing/session';
import { ProtectedRoute } from '../../../lib/auth';
import { dismissInfo, useAlerts } from '../../../stores/alerts';
import { jsonResponse, renderWithProviders, sessionRefused } from '../../../testing/render';
import { HistoryPage } from './history-page';
import { i18n } from '../../../app/i18n';
import { stubObjectUrls } from '../../../testing/media';

const ID = '6f1c1b7e-8a53-4f3e-9a3c-2d7f1b0b9a11';
const ID2 = '0a4f2e4c-1b2d-4c3e-8f9a-1b2c3d4e5f60';
const HISTORY = '/api/v1/amostras/historico';

const item = (over: Partial<HistoryItem> = {}): HistoryItem => ({
  idAmostra: 1,
  idDistribuidor: 4,
  nomeDistribuidor: 'Hortifruti Boa Safra',
  codigoRastreamento: 'BR-123',
  codigoAgrosafety: null,
  nomeProduto: 'Tomate',
  situacao: 'agendada',
  statusSistema: 'AMOSTRA_AGENDADA',
  coletaRealizada: false,
  idsArquivo: [],
  idLaudo: null,
  codigoLaudo: null,
  idArquivoLaudo: null,
  ...over,
});

const scheduled = (over: Partial<HistoryGroup> = {}): HistoryGroup => ({
  idAgrupador: ID,
  numero: 12,
  idEmpresa: 2,
  idLaboratorio: 2,
  nomeLaboratorio: 'Outros laboratórios',
  nomeOrcamento: null,
  idProgramaAmostra: 1,
  nomeProgramaAmostra: 'RAMA',
  isProgramaRama: true,
  situacao: 'agendada',
  dataAgendada: '2026-11-25T09:30:00.000',
  dataColeta: null,
  responsavelColeta: null,
  nomeLocalAmostra: 'Loja Pinheiros',
  nomeVarejo: 'Supermercados Bom Preço',
  normaAmbiental: null,
  nomeEmpresaColetora: 'Coleta Campo',
  nomePessoaColetora: 'Amanda',
  itens: [item()],
  editAgendada: true,
  editColetada: false,
  finalizeAgendada: true,
  deleteAmostra: true,
  enablePrint: false,
  view: true,
  ...over,
});

const collected = (over: Partial<HistoryGroup> = {}): HistoryGroup =>
  scheduled({
    idAgrupador: ID2,
    numero: 13,
    idLaboratorio: 5,
    nomeLaboratorio: 'Qualitas Análises',
    situacao: 'coletada',
    dataAgendada: null,
    dataColeta: '2026-11-20T10:05:00.000',
    itens: [
      item({
        idAmostra: 2,
        situacao: 'analisada',
        coletaRealizada: true,
        codigoAgrosafety: 'QA-77',
        idLaudo: 9,
        codigoLaudo: 'LAU-9',
        idArquivoLaudo: 'arq-9',
      }),
    ],
    editAgendada: false,
    editColetada: true,
    finalizeAgendada: false,
    deleteAmostra: false,
    enablePrint: true,
    nomeOrcamento: '2026-07 - Monitoramento de resíduos',
    responsavelColeta: 'Bruno Lima',
    ...over,
  });

const page = (itens: HistoryGroup[], total = itens.length) => jsonResponse({ data: { itens, total } });

type Answer = (url: URL, init?: RequestInit) => Response | Promise<Response>;

function stubFetch(answer: Answer) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => answer(new URL(url, 'http://x'), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The query of every history GET so far. */
const historyCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([u]) => new URL(u, 'http://x'))
    .filter((u) => u.pathname === HISTORY)
    .map((u) => u.searchParams);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderPage(route = '/app/coleta/historico') {
  return renderWithProviders(
    <Routes>
      <Route element={<ProtectedRoute />}>
        <Route path="/app/coleta/historico" element={<HistoryPage />} />
        <Route path="*" element={<Where />} />
      </Route>
    </Routes>,
    { route },
  );
}

const SAMPLER = ['historico', 'perfil.amostrador', 'amostraAgendada.adicionar', 'amostraAgendada.finalizar'];
const MANAGER = ['historico', 'perfil.gerenciamento', 'amostra.gerenciamento', 'amostraAgendada.finalizar'];

beforeEach(() => {
  sessionStorage.clear();
  signIn(SAMPLER);
});
afterEach(() => vi.unstubAllGlobals());

describe('history screen', { timeout: 20_000 }, () => {
  it('goes home without the feature historico', async () => {
    signIn(['listagem']);
    stubFetch(() => page([]));
    renderPage();
    expect((await screen.findByTestId('where')).textContent).toBe('/app/main');
  });

  it('asks for 7 days before today to 15 days after, first page of 50, and shows the period', async () => {
    const fetchMock = stubFetch(() => page([scheduled()]));
    renderPage();
    expect(await screen.findByText('RAMA')).toBeTruthy();
    const query = historyCalls(fetchMock)[0]!;
    const today = new Date();
    expect(query.get('dataInicial')).toBe(format(addDays(today, -7), 'yyyy-MM-dd'));
    expect(query.get('dataFinal')).toBe(format(addDays(today, 15), 'yyyy-MM-dd'));
    expect(query.get('pagina')).toBe('0');
    expect(query.get('tamanho')).toBe('50');
    expect(query.has('situacao')).toBe(false);
    expect(query.has('busca')).toBe(false);
    expect(
      screen.getByText(
        `Período: ${format(addDays(today, -7), 'dd/MM/yyyy')} a ${format(addDays(today, 15), 'dd/MM/yyyy')}`,
      ),
    ).toBeTruthy();
    // the Auth-Token goes along
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)['Auth-Token']).toBe('t');
  });

  it("shows 'Nenhuma amostra encontrada nesse período' when nothing comes back", async () => {
    stubFetch(() => page([]));
    renderPage();
    expect(await screen.findByText('Nenhuma amostra encontrada nesse período')).toBeTruthy();
  });

  it('shows the error state with a retry when the list fails, logging it without a global alert', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const alerts = renderHook(() => useAlerts());
    let fail = true;
    stubFetch(() => (fail ? jsonResponse({ error: { message: 'falhou' } }, 400) : page([scheduled()])));
    renderPage();
    expect(await screen.findByText('Não foi possível carregar o histórico.')).toBeTruthy();
    // list errors are only logged (part B section 8)
    expect(logged).toHaveBeenCalledWith('History list:', expect.objectContaining({ message: 'falhou' }));
    expect(alerts.result.current.errors).toEqual([]);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('RAMA')).toBeTruthy();
  });

  it('says there is no connection, rather than that the list failed, when it never reached the server', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // no copy of this page on the device either (earlier tests kept one)
    await db.configuracao.clear();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderPage();
    expect(await screen.findByText('Sem conexão com a internet')).toBeTruthy();
    expect(screen.queryByText('Não foi possível carregar o histórico.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(warned).toHaveBeenCalledWith('History list: no connection');
    expect(logged).not.toHaveBeenCalledWith('History list:', expect.anything());
  });

  it('marks a collected item whose collection was not done', async () => {
    const done = item({ idAmostra: 2, situacao: 'coletada', coletaRealizada: true, nomeProduto: 'Alface' });
    const notDone = item({ idAmostra: 3, situacao: 'coletada', coletaRealizada: false, nomeProduto: 'Morango' });
    stubFetch(() => page([collected({ itens: [done, notDone] })]));
    renderPage();
    const row = (name: string) => screen.getByText(name).closest('.MuiBox-root') as HTMLElement;
    await screen.findByText('Morango');
    expect(within(row('Morango')).getByText('Coleta não realizada')).toBeTruthy();
    // not also 'Coletada', which reads as its contrary
    expect(within(row('Morango')).queryByText('Coletada')).toBeNull();
    expect(within(row('Alface')).queryByText('Coleta não realizada')).toBeNull();
    expect(within(row('Alface')).getByText('Coletada')).toBeTruthy();
  });

  it('lists a water or soil sample by its sample code, without a tracking code it does not have', async () => {
    const water = item({ situacao: 'coletada', nomeProduto: 'Água bruta', codigoAgrosafety: 'AGS-1' });
    stubFetch(() => page([collected({ idProgramaAmostra: PROGRAMS.environmentalWater, itens: [water] })]));
    renderPage();
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(within(card).getByText('AGS-1')).toBeTruthy();
    expect(within(card).queryByText('Rastreamento')).toBeNull();
  });

  it('shows the default period for a period the address cannot hold, and drops it from the address', async () => {
    const fetchMock = stubFetch(() => page([]));
    renderPage('/app/coleta/historico?de=2026-12-31&ate=2026-01-01&filtro=agendada');
    await waitFor(() => expect(historyCalls(fetchMock).length).toBeGreaterThan(0));
    const sent = historyCalls(fetchMock).at(-1)!;
    expect(sent.get('dataInicial')! <= sent.get('dataFinal')!).toBe(true);
    // what the return path remembers is the address as shown: the filter kept, the bad period gone
    await waitFor(() => expect(sessionStorage.getItem('sara.historico.consulta')).toBe('filtro=agendada'));
  });

  it("does not mark a schedule's item rejected before its collection", async () => {
    const rejected = item({ idAmostra: 4, situacao: 'rejeitada', coletaRealizada: false, nomeProduto: 'Pepino' });
    stubFetch(() => page([scheduled({ itens: [rejected] })]));
    renderPage();
    await screen.findByText('Pepino');
    expect(screen.queryByText('Coleta não realizada')).toBeNull();
  });

  it("hides 'Analisada' from samplers and keeps one toggle at a time, clearing on a second click", async () => {
    const fetchMock = stubFetch(() => page([scheduled()]));
    renderPage();
    await screen.findByText('RAMA');
    expect(screen.getByRole('button', { name: 'Agendada' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Analisada' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Agendada' }));
    await waitFor(() => expect(historyCalls(fetchMock).at(-1)!.get('situacao')).toBe('agendada'));
    expect(screen.getByRole('button', { name: 'Agendada' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Agendada' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Agendada' }).getAttribute('aria-pressed')).toBe('false'),
    );
    // back to the unfiltered list (answered from the cache)
    expect(historyCalls(fetchMock).filter((q) => q.has('situacao'))).toHaveLength(1);
  });

  it('keeps the cards on screen, dimmed, while another filter loads: no spinner, no jump', async () => {
    let release = () => {};
    stubFetch((url) =>
      url.searchParams.has('situacao')
        ? new Promise<Response>((resolve) => (release = () => resolve(page([]))))
        : page([scheduled()]),
    );
    renderPage();
    await screen.findByText('RAMA');
    fireEvent.click(screen.getByRole('button', { name: 'Agendada' }));
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(screen.getAllByRole('article')).toHaveLength(1);
    // the list's own spinner (the hidden overlay of a delete has one too)
    const spinners = [...document.querySelectorAll('.MuiCircularProgress-root')];
    expect(spinners.filter((el) => !el.closest('.MuiBackdrop-root'))).toEqual([]);
    release();
    // the period has samples: the quick filter is what found none
    await screen.findByText('Nenhuma amostra encontrada nesse período com a busca ou o filtro aplicados');
  });

  it('shows both toggles to managers, one active at a time', async () => {
    signIn(MANAGER);
    const fetchMock = stubFetch(() => page([scheduled()]));
    renderPage();
    await screen.findByText('RAMA');
    fireEvent.click(screen.getByRole('button', { name: 'Agendada' }));
    await waitFor(() => expect(historyCalls(fetchMock).at(-1)!.get('situacao')).toBe('agendada'));
    fireEvent.click(screen.getByRole('button', { name: 'Analisada' }));
    await waitFor(() => expect(historyCalls(fetchMock).at(-1)!.get('situacao')).toBe('analisada'));
    expect(screen.getByRole('button', { name: 'Agendada' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Analisada' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("hides 'Analisada' from a sampler who also holds management features", async () => {
    signIn([...SAMPLER, 'perfil.gerenciamento', 'amostra.gerenciamento']);
    const fetchMock = stubFetch(() => page([scheduled()]));
    renderPage('/app/coleta/historico?filtro=analisada');
    await screen.findByText('RAMA');
    expect(screen.getByRole('button', { name: 'Agendada' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Analisada' })).toBeNull();
    // nor does an address carrying it apply it
    expect(historyCalls(fetchMock).every((q) => !q.has('situacao'))).toBe(true);
  });

  it("hides 'Agendada' from who can neither schedule nor finalize", async () => {
    signIn(['historico', 'listagem']);
    stubFetch(() => page([collected()]));
    renderPage();
    await screen.findByText('RAMA');
    expect(screen.queryByRole('button', { name: 'Agendada' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Analisada' })).toBeTruthy();
  });

  it('shows a large group\'s first 3 items with "Mostrar mais", and all of them while searching', async () => {
    const names = ['Tomate', 'Alface', 'Morango', 'Banana', 'Uva', 'Kiwi'];
    const itens = names.map((nomeProduto, i) => item({ idAmostra: i + 1, nomeProduto }));
    stubFetch(() => page([scheduled({ itens })]));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Itens' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Kiwi')).toBeNull();
    const more = screen.getByRole('button', { name: 'Mostrar mais 3 itens' });
    // a screen reader tells what the button opens
    expect(more.getAttribute('aria-controls')).toBe(list.id);
    fireEvent.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar menos itens' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    cleanup();
    // the item a search found may be any: all show
    renderPage('/app/coleta/historico?busca=kiwi');
    expect(await screen.findByText('Kiwi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Mostrar mais/ })).toBeNull();
  });

  it('keeps the cards on screen as they were until the search answers', async () => {
    const names = ['Tomate', 'Alface', 'Morango', 'Banana', 'Uva', 'Kiwi'];
    const itens = names.map((nomeProduto, i) => item({ idAmostra: i + 1, nomeProduto }));
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    stubFetch(async (url) => {
      if (url.searchParams.has('busca')) await held;
      return page([scheduled({ itens })]);
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Itens' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar amostra...' }), { target: { value: 'kiwi' } });
    // asked, not answered: the previous answer, dimmed, with its 3 items (a redraw of every card first
    // made the search seconds late with hundreds of them)
    await waitFor(() => expect(screen.getByRole('article').closest('[aria-busy="true"]')).toBeTruthy(), {
      timeout: 3000,
    });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    answer();
    expect(await screen.findByText('Kiwi')).toBeTruthy();
    expect(screen.getByRole('article').closest('[aria-busy="true"]')).toBeNull();
  });

  it('sends the typed text as busca once typing pauses', async () => {
    const fetchMock = stubFetch(() => page([scheduled()]));
    renderPage();
    await screen.findByText('RAMA');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar amostra...' }), { target: { value: ' agua ' } });
    await waitFor(() => expect(historyCalls(fetchMock).at(-1)!.get('busca')).toBe('agua'), { timeout: 3000 });
  });

  it('offers "Carregar mais" while the server has more, and asks for the next page', async () => {
    const fetchMock = stubFetch((url) =>
      url.searchParams.get('pagina') === '0' ? page([scheduled()], 2) : page([collected()], 2),
    );
    renderPage();
    await screen.findByText('1 de 2 amostras');
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('2 de 2 amostras')).toBeTruthy();
    expect(historyCalls(fetchMock).at(-1)!.get('pagina')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});

describe('history panel actions', { timeout: 20_000 }, () => {
  it('a scheduled group the user may finalize: view and finalize store it and open the finalize screen', async () => {
    stubFetch(() => page([scheduled()]));
    renderPage();
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(within(card).getByText('Outros laboratórios')).toBeTruthy();
    expect(within(card).getByText('25/11/2026')).toBeTruthy();
    expect(within(card).getByText('Loja Pinheiros')).toBeTruthy();
    expect(within(card).getByText('Coleta Campo')).toBeTruthy();
    expect(within(card).getByText('BR-123')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(
      `/app/coleta/agendada/edit/${ID}`,
    );
    expect(within(card).queryByRole('button', { name: 'Imprimir PDF' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Baixar laudo/ })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Excluir' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Finalizar coleta' })).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Visualizar' }));
    expect((await screen.findByTestId('where')).textContent).toBe(`/app/coleta/agendada/finalize/${ID}/finalize`);
    expect(JSON.parse(sessionStorage.getItem('sara.finalizar')!)).toMatchObject({ idAgrupador: ID });
  });

  it('the finalize button opens the finalize screen too', async () => {
    stubFetch(() => page([scheduled()]));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Finalizar coleta' }));
    expect((await screen.findByTestId('where')).textContent).toBe(`/app/coleta/agendada/finalize/${ID}/finalize`);
    expect(sessionStorage.getItem('sara.finalizar')).toContain(ID);
  });

  it('a scheduled group the user may not finalize, edit or delete: only the scheduled view', async () => {
    stubFetch(() =>
      page([scheduled({ finalizeAgendada: false, editAgendada: false, deleteAmostra: false, enablePrint: false })]),
    );
    renderPage();
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(within(card).getByRole('link', { name: 'Visualizar' }).getAttribute('href')).toBe(
      `/app/amostra/agendada/view/${ID}`,
    );
    for (const name of ['Editar', 'Excluir', 'Finalizar coleta', 'Imprimir PDF'])
      expect(within(card).queryByRole('button', { name })).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(sessionStorage.getItem('sara.finalizar')).toBeNull();
  });

  it('a collected group: view, edit with action edit, print PDF with distributor 0 and the report download', async () => {
    stubObjectUrls();
    const fetchMock = stubFetch((url) =>
      url.pathname === HISTORY
        ? page([collected()])
        : new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    renderPage();
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(within(card).getByText('20/11/2026 10:05')).toBeTruthy();
    expect(within(card).getByText('QA-77')).toBeTruthy();
    // the card's group fields (part A section 3): budget, and who collected as the collection names them
    expect(within(card).getByText('2026-07 - Monitoramento de resíduos')).toBeTruthy();
    expect(within(card).getByText('Bruno Lima')).toBeTruthy();
    expect(within(card).queryByText('Amanda')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Visualizar' }).getAttribute('href')).toBe(
      `/app/amostra/coletada/view/${ID2}`,
    );
    expect(within(card).getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(
      `/app/coleta/coletada/edit/${ID2}/edit`,
    );
    expect(within(card).queryByRole('button', { name: 'Excluir' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Finalizar coleta' })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Imprimir PDF' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => u.includes('/api/v1/amostras/pdf/5'))).toBe(true));
    const [pdfUrl, pdfInit] = fetchMock.mock.calls.find(([u]) => u.includes('/api/v1/amostras/pdf/5'))!;
    const pdf = new URL(pdfUrl, 'http://x');
    expect(pdf.searchParams.get('idAgrupador')).toBe(ID2);
    expect(pdf.searchParams.get('idDistribuidor')).toBe('0');
    // the PDF is written in the language chosen in the app
    expect(pdfInit?.headers).toMatchObject({ 'Accept-Language': 'pt-BR' });

    fireEvent.click(within(card).getByRole('button', { name: 'Baixar laudo LAU-9' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => u.includes('/api/v1/arquivos/arq-9'))).toBe(true));

    // offline both wait for the connection, and say so
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    for (const name of ['Imprimir PDF', 'Baixar laudo LAU-9']) {
      const button = within(card).getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Baixar o PDF precisa de conexão.',
      );
    }
    offline.mockRestore();
    act(() => void window.dispatchEvent(new Event('online')));
    expect((within(card).getByRole('button', { name: 'Imprimir PDF' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a collected group without flags offers only the view; print waits for the lab codes', async () => {
    stubFetch(() =>
      page([
        collected({ editColetada: false, enablePrint: false }),
        collected({ idAgrupador: ID, idLaboratorio: 2, enablePrint: false, normaAmbiental: 'CONAMA 357' }),
      ]),
    );
    renderPage();
    const [card, otherLab] = await screen.findAllByRole('article');
    expect(within(card!).getByRole('link', { name: 'Visualizar' })).toBeTruthy();
    expect(within(card!).queryByRole('link', { name: 'Editar' })).toBeNull();
    // the lab of the sample PDF: the button is there, disabled until every item has its lab code
    expect((within(card!).getByRole('button', { name: 'Imprimir PDF' }) as HTMLButtonElement).disabled).toBe(true);
    // another lab prints no sample PDF
    expect(within(otherLab!).queryByRole('button', { name: 'Imprimir PDF' })).toBeNull();
    expect(within(otherLab!).getByText('CONAMA 357')).toBeTruthy();
  });

  it("offline, shows the period as last loaded on this device, the user's own copy only", async () => {
    stubFetch(() => page([collected()]));
    const online = renderPage();
    expect(await screen.findByText('QA-77')).toBeTruthy();
    expect(screen.queryByTestId('history-device-copy')).toBeNull();
    online.unmount();

    // the app reopened without a connection
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = stubFetch(() => page([]));
    const reopened = renderPage();
    expect(await screen.findByText('QA-77')).toBeTruthy();
    expect(historyCalls(fetchMock)).toHaveLength(0);
    // and says it is the device's copy, of when
    expect(screen.getByTestId('history-device-copy').textContent).toMatch(
      /^Sem conexão: esta é a lista guardada neste aparelho em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Mudanças mais recentes não aparecem\.$/,
    );
    reopened.unmount();

    // another user on the same phone sees none of it
    signIn(SAMPLER, { id: 99 });
    renderPage();
    expect(await screen.findByText('Sem conexão com a internet')).toBeTruthy();
    expect(screen.queryByText('QA-77')).toBeNull();
    offline.mockRestore();
  });

  it("back online, reads the list again at once instead of saying 'Sem conexão'", async () => {
    stubFetch(() => page([collected()]));
    const first = renderPage();
    expect(await screen.findByText('QA-77')).toBeTruthy();
    first.unmount();

    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = stubFetch(() => page([collected()]));
    renderPage();
    expect(await screen.findByTestId('history-device-copy')).toBeTruthy();
    expect(historyCalls(fetchMock)).toHaveLength(0);

    offline.mockRestore();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(historyCalls(fetchMock)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('history-device-copy')).toBeNull());
  });

  it('offline, finds the visits on the device by the quick filter and by a word without its accent', async () => {
    stubFetch(() => page([scheduled(), collected()]));
    const online = renderPage();
    expect(await screen.findByText('QA-77')).toBeTruthy();
    online.unmount();

    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const fetchMock = stubFetch(() => page([]));
      renderPage();
      expect(await screen.findByText('QA-77')).toBeTruthy();
      // the quick filter: the scheduled visit only
      fireEvent.click(screen.getByRole('button', { name: 'Agendada' }));
      await waitFor(() => expect(screen.queryByText('QA-77')).toBeNull());
      expect(screen.getByText('Amostra nº 12')).toBeTruthy();
      expect(screen.getByTestId('history-device-copy')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Agendada' }));
      expect(await screen.findByText('QA-77')).toBeTruthy();
      // a word of the collected visit's lab, typed without its accent
      fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar amostra...' }), { target: { value: 'analises' } });
      await waitFor(() => expect(screen.queryByText('Amostra nº 12')).toBeNull(), { timeout: 3000 });
      expect(screen.getByText('QA-77')).toBeTruthy();
      // its date as the card shows it
      fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar amostra...' }), {
        target: { value: '25/11/2026' },
      });
      expect(await screen.findByText('Amostra nº 12', {}, { timeout: 3000 })).toBeTruthy();
      await waitFor(() => expect(screen.queryByText('QA-77')).toBeNull());
      // a situation by its label, not by part of a word
      fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar amostra...' }), {
        target: { value: 'analisada' },
      });
      expect(await screen.findByText('QA-77', {}, { timeout: 3000 })).toBeTruthy();
      expect(screen.queryByText('Amostra nº 12')).toBeNull();
      fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar amostra...' }), {
        target: { value: 'nada assim' },
      });
      expect(
        await screen.findByText(
          'Nenhuma amostra encontrada nesse período com a busca ou o filtro aplicados',
          {},
          {
            timeout: 3000,
          },
        ),
      ).toBeTruthy();
      expect(historyCalls(fetchMock)).toHaveLength(0);
    } finally {
      offline.mockRestore();
    }
  });

  it('deletes a scheduled group after the confirmation with PUT [] and reloads the list', async () => {
    let deleted = false;
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'PUT') {
        deleted = true;
        return jsonResponse({ data: scheduled({ itens: [] }) });
      }
      return page(deleted ? [collected()] : [scheduled(), collected()]);
    });
    renderPage();
    const card = (await screen.findAllByRole('article'))[0]!;
    fireEvent.click(within(card).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Deseja excluir este agendamento\?/)).toBeTruthy();
    // cancel first: nothing is sent
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(false);

    fireEvent.click(within(card).getByRole('button', { name: 'Excluir' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Agendamento excluído com sucesso.')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(new URL(put[0], 'http://x').pathname).toBe(`/api/v1/amostras/agendadas/${ID}`);
    expect(put[1]!.body).toBe('[]');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByText('RAMA', { selector: 'h2' })).toBeTruthy();
    expect(historyCalls(fetchMock).length).toBeGreaterThanOrEqual(2);
  });
  it('offers no delete without a connection: it is not kept for later', async () => {
    const fetchMock = stubFetch(() => page([scheduled()]));
    renderPage();
    const card = (await screen.findAllByRole('article'))[0]!;
    expect((within(card).getByRole('button', { name: 'Excluir' }) as HTMLButtonElement).disabled).toBe(false);

    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    const button = within(card).getByRole('button', { name: 'Excluir' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    // the reason is the button's description, and a tap shows it (no long press)
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Excluir precisa de conexão.',
    );
    // a tap: a tooltip waits 700 ms for a long press by default, and the finger leaves before
    fireEvent.touchStart(button.parentElement!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.touchEnd(button.parentElement!);
    expect(await screen.findByRole('tooltip', { name: 'Excluir precisa de conexão.' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(false);

    offline.mockRestore();
    act(() => void window.dispatchEvent(new Event('online')));
    expect((within(card).getByRole('button', { name: 'Excluir' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('writes kept on the device, not sent yet', { timeout: 20_000 }, () => {
  const NEW = '9b2c6a1e-3f4d-4e5a-8b6c-7d8e9f0a1b2c';
  beforeEach(async () => {
    await db.outbox.clear();
    await db.programa.put({ idProgramaAmostra: 1, nome: 'RAMA', tipoRastreamento: null, campos: [] });
    await db.laboratorio.put({ idLaboratorio: 2, nome: 'Outros laboratórios' });
    await db.localAmostra.put({
      idLocalAmostra: 8,
      nome: 'Loja Centro',
      tipo: 'outro',
      idEmpresa: 2,
      idMunicipio: null,
    });
    await db.produto.put({ id: 5, nome: 'Maçã' });
  });
  afterEach(async () => {
    await db.outbox.clear();
  });

  it('lists a collection registered offline above the list, with its names, items and state', async () => {
    await queueWrite(OUTBOX_KINDS.coletada, {
      idAgrupador: NEW,
      method: 'POST',
      photos: [],
      itens: [
        {
          idAgrupador: NEW,
          idLaboratorio: 2,
          idProgramaAmostra: 1,
          idLocalAmostra: 8,
          idProduto: 5,
          dataColeta: '2026-11-26T14:20:00.000',
          codigoRastreamento: 'HF269005',
          numeroLacre: 'L-55',
          arquivos: [{ idArquivo: 'f-1' }, { idArquivo: 'f-2' }],
        },
      ],
    });
    stubFetch(() => page([collected()]));
    renderPage();
    const section = await screen.findByTestId('pending-writes');
    expect(within(section).getByRole('heading', { name: 'Aguardando envio (1)' })).toBeTruthy();
    const card = within(section).getByTestId('pending-write');
    expect(within(card).getByRole('heading', { name: 'RAMA' })).toBeTruthy();
    expect(within(card).getByText('Outros laboratórios')).toBeTruthy();
    expect(within(card).getByText('Loja Centro')).toBeTruthy();
    expect(within(card).getByText('26/11/2026 14:20')).toBeTruthy();
    expect(within(card).getByText('Maçã')).toBeTruthy();
    // the seal and the photos tell alike groups apart
    expect(within(card).getByText('Rastreamento: HF269005 · Lacre: L-55 · 2 fotos')).toBeTruthy();
    expect(within(card).getByText('Aguardando envio')).toBeTruthy();
    // online, they are on their way, not waiting for the connection
    expect(within(section).getByText('Guardados neste aparelho; o envio está em andamento.')).toBeTruthy();
    // the server's list is there too
    expect(await screen.findByText('QA-77')).toBeTruthy();
  });

  it('says the waiting writes go once the user logs in again, when the server refused the session on a send', async () => {
    await queueWrite(OUTBOX_KINDS.coletada, { idAgrupador: NEW, method: 'POST', photos: [], itens: [] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => sessionRefused()),
    );
    await flushOutbox();
    stubFetch(() => page([collected()]));
    renderPage();
    const section = await screen.findByTestId('pending-writes');
    // not 'o envio está em andamento': nothing is sent until then
    expect(
      within(section).getByText('Guardados neste aparelho. São enviados quando você entrar de novo.'),
    ).toBeTruthy();
  });

  it('opens what a waiting write holds, read-only, with its photos from the device', async () => {
    stubObjectUrls('blob:kept');
    await queueWrite(OUTBOX_KINDS.coletada, {
      idAgrupador: NEW,
      method: 'POST',
      photos: [{ idArquivo: 'f-1', blob: new Blob(['jpeg'], { type: 'image/jpeg' }) }],
      itens: [
        {
          idAgrupador: NEW,
          idLaboratorio: 2,
          idProgramaAmostra: 1,
          idProduto: 5,
          dataColeta: '2026-11-26T14:20:00.000',
          numeroLacre: 'L-55',
          lote: 'LT-9',
          observacao: 'Na gôndola',
          arquivos: [{ idArquivo: 'f-1' }],
        },
      ],
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = stubFetch(() => page([]));
    renderPage();
    const card = await screen.findByTestId('pending-write');
    expect(within(card).queryByTestId('pending-details')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Mostrar detalhes' }));
    const details = await within(card).findByTestId('pending-details');
    expect(within(details).getByText('L-55')).toBeTruthy();
    expect(within(details).getByText('LT-9')).toBeTruthy();
    expect(within(details).getByText('Na gôndola')).toBeTruthy();
    expect(((await within(details).findByRole('img', { name: 'Foto 1' })) as HTMLImageElement).src).toBe('blob:kept');
    // the photo comes from the device, not the server
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/arquivos/'))).toBe(false);
    fireEvent.click(within(card).getByRole('button', { name: 'Ocultar detalhes' }));
    await waitFor(() => expect(within(card).queryByTestId('pending-details')).toBeNull());
  });

  it('a schedule made offline says it can be edited or finalized once sent', async () => {
    await queueWrite(OUTBOX_KINDS.agendada, {
      idAgrupador: NEW,
      method: 'POST',
      photos: [],
      itens: [{ idAgrupador: NEW, idLaboratorio: 2, idProgramaAmostra: 1, dataAgendada: '2026-11-30' }],
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch(() => page([]));
    renderPage();
    const card = await screen.findByTestId('pending-write');
    expect(within(card).getByText('Depois do envio, este agendamento pode ser editado ou finalizado.')).toBeTruthy();
  });

  it('shows a write left half-sent as waiting while offline, not as being sent', async () => {
    const id = await queueWrite(OUTBOX_KINDS.coletada, {
      idAgrupador: NEW,
      method: 'POST',
      photos: [],
      itens: [{ idAgrupador: NEW, idLaboratorio: 2, idProgramaAmostra: 1, dataColeta: '2026-11-26T14:20:00.000' }],
    });
    await db.outbox.update(id, { status: 'sending' } as never);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch(() => page([]));
    renderPage();
    const card = await screen.findByTestId('pending-write');
    expect(within(card).getByText('Aguardando envio')).toBeTruthy();
    expect(within(card).queryByText('Enviando')).toBeNull();
    expect(screen.getByText('Guardados neste aparelho. São enviados quando a conexão voltar.')).toBeTruthy();
  });

  it('lists drafts waiting on the device: one to go on with, and the registration of a draft', async () => {
    const DRAFT = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    await queueWrite(OUTBOX_KINDS.coletada, {
      idAgrupador: NEW,
      method: 'POST',
      photos: [],
      itens: [{ idAgrupador: NEW, idProgramaAmostra: 1, idProduto: 5, finalizado: false }],
      screen: { path: '/app/coleta/coletada/add/save', form: {} },
    });
    // a draft of the server's registered offline: a change (PUT) of a group no list of the server's shows
    await queueWrite(OUTBOX_KINDS.coletada, {
      idAgrupador: DRAFT,
      method: 'PUT',
      photos: [],
      itens: [{ idAgrupador: DRAFT, idProgramaAmostra: 1, idProduto: 5, finalizado: true }],
      screen: { path: '/app/coleta/coletada/add/save', form: { situacaoAmostra: 'rascunho' } },
    });
    stubFetch(() => page([]));
    renderPage();
    const section = await screen.findByTestId('pending-writes');
    expect(within(section).getByRole('heading', { name: 'Aguardando envio (2)' })).toBeTruthy();
    const [draft, registered] = within(section).getAllByTestId('pending-write');
    expect(within(draft!).getByRole('link', { name: 'Continuar coleta' }).getAttribute('href')).toMatch(
      /^\/app\/coleta\/coletada\/add\/save\?outbox=\d+$/,
    );
    expect(within(registered!).queryByRole('link', { name: 'Continuar coleta' })).toBeNull();
  });

  it("names a waiting item's catalogue product in the user's language", async () => {
    await db.produto.put({ id: 5, nome: 'Maçã', nomeI18n: { 'pt-BR': 'Maçã', en: 'Apple', es: 'Manzana' } });
    await queueWrite(OUTBOX_KINDS.coletada, {
      idAgrupador: NEW,
      method: 'POST',
      photos: [],
      // the name the screen showed when it was kept
      itens: [{ idAgrupador: NEW, idProgramaAmostra: 1, idProduto: 5, nomeProduto: 'Maçã' }],
    });
    stubFetch(() => page([]));
    await i18n.changeLanguage('es');
    try {
      renderPage();
      const card = await screen.findByTestId('pending-write');
      expect(await within(card).findByText('Manzana')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('pt-BR');
    }
  });

  it('offers to correct a refused collection kept on the device, and not one nothing can correct (409)', async () => {
    const id = await queueWrite(
      OUTBOX_KINDS.coletada,
      {
        idAgrupador: NEW,
        method: 'POST',
        photos: [],
        itens: [{ idAgrupador: NEW, idLaboratorio: 2, idProgramaAmostra: 1, dataColeta: '2026-11-26T14:20:00.000' }],
        screen: { path: '/app/coleta/coletada/add', form: {} },
      },
      undefined,
      { refused: { error: 'Campo obrigatório', status: 400 } },
    );
    stubFetch(() => page([]));
    renderPage();
    const card = await screen.findByTestId('pending-write');
    expect(within(card).getByRole('link', { name: 'Abrir para corrigir' }).getAttribute('href')).toBe(
      `/app/coleta/coletada/add?outbox=${id}`,
    );
    // the section does not promise that the connection sends it
    expect(within(screen.getByTestId('pending-writes')).getByText(/não são enviados de novo/)).toBeTruthy();
    await db.outbox.update(id, { error: 'Conflito', errorStatus: 409 } as never);
    await waitFor(() => expect(within(screen.getByTestId('pending-write')).queryByRole('link')).toBeNull());
  });

  it('a schedule finalized offline says so on its card and offers neither finalize, edit nor delete', async () => {
    await queueWrite(OUTBOX_KINDS.finalizar, {
      idAgrupador: ID,
      method: 'PUT',
      photos: [],
      itens: [{ idAgrupador: ID, idAmostra: 1, dataColeta: '2026-11-26T14:20:00.000' }],
    });
    stubFetch(() => page([scheduled()]));
    renderPage();
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(await within(card).findByText('Finalização aguardando envio')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Finalizar' })).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Excluir' })).toBeNull();
    // the view opens the scheduled view, not the finalize screen
    expect(within(card).getByRole('link', { name: 'Visualizar' }).getAttribute('href')).toBe(
      `/app/amostra/agendada/view/${ID}`,
    );
    // the change is not listed again as a new group
    expect(screen.queryByTestId('pending-writes')).toBeNull();
  });

  it('a refused finalization of a schedule no longer listed (deleted meanwhile: 404) has a card of its own', async () => {
    const id = await queueWrite(OUTBOX_KINDS.finalizar, {
      idAgrupador: ID,
      method: 'PUT',
      photos: [],
      itens: [{ idAgrupador: ID, idAmostra: 1, numeroLacre: 'LACRE-H', dataColeta: '2026-11-26T14:20:00.000' }],
      screen: { path: `/app/coleta/agendada/finalize/${ID}/finalize`, form: {} },
    });
    await db.outbox.update(id, { status: 'failed', error: 'Amostra não encontrada.', errorStatus: 404 } as never);
    stubFetch(() => page([]));
    renderPage();
    const card = await within(await screen.findByTestId('pending-writes')).findByTestId('pending-write');
    expect(within(card).getByText('Recusado pelo servidor')).toBeTruthy();
    expect(within(card).getByText(/LACRE-H/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Registrar como nova coleta' })).toBeTruthy();
  });

  it('a finalization the server refused is called a finalization on its card', async () => {
    const id = await queueWrite(OUTBOX_KINDS.finalizar, {
      idAgrupador: ID,
      method: 'PUT',
      photos: [],
      itens: [{ idAgrupador: ID, idAmostra: 1, dataColeta: '2026-11-26T14:20:00.000' }],
    });
    await db.outbox.update(id, { status: 'failed', error: 'Campo obrigatório', errorStatus: 400 } as never);
    stubFetch(() => page([scheduled()]));
    renderPage();
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(await within(card).findByText('Finalização recusada pelo servidor')).toBeTruthy();
  });
});

describe('history failures that are only logged (part B section 8)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    stubObjectUrls();
  });

  it('a failed delete is logged: no global alert, no success message, the group stays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const alerts = renderHook(() => useAlerts());
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse({ error: { code: 'INTERNAL', message: 'Erro interno do servidor.' } }, 500)
        : page([scheduled()]),
    );
    renderPage();
    const card = (await screen.findAllByRole('article'))[0]!;
    fireEvent.click(within(card).getByRole('button', { name: 'Excluir' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(true));
    await waitFor(() => expect(logged).toHaveBeenCalledWith(`Deleting the scheduled group ${ID}:`, expect.anything()));
    expect(alerts.result.current.errors).toEqual([]);
    // the overlay of the pending delete goes, and the group is still listed
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByText('Agendamento excluído com sucesso.')).toBeNull();
  });

  it('deletes with the version the card shows, and a schedule changed since is listed again with why it stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const changed = 'Esta amostra foi alterada depois que você a abriu (por outra pessoa ou em outro aparelho).';
    let lists = 0;
    const fetchMock = stubFetch((_url, init) => {
      if (init?.method === 'PUT')
        return jsonResponse({ error: { code: 'SAMPLE_CHANGED_SINCE_READ', message: changed } }, 412);
      lists++;
      return page([scheduled({ versao: lists === 1 ? 'h1' : 'h2', responsavelColeta: `R${lists}` })]);
    });
    renderPage();
    const card = (await screen.findAllByRole('article'))[0]!;
    fireEvent.click(within(card).getByRole('button', { name: 'Excluir' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(changed)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect((put[1]!.headers as Record<string, string>)['If-Match']).toBe('"h1"');
    // read again: the next delete is decided on the schedule as it is now
    await waitFor(() => expect(lists).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByText('Agendamento excluído com sucesso.')).toBeNull();
  });

  it("a failed report download is logged and said as a print's ('Erro ao baixar arquivo'); a 422 is logged as not available", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const alerts = renderHook(() => useAlerts());
    let status = 500;
    stubFetch((url) => (url.pathname === HISTORY ? page([collected()]) : new Response('', { status })));
    renderPage();
    const card = (await screen.findAllByRole('article'))[0]!;
    fireEvent.click(within(card).getByRole('button', { name: 'Baixar laudo LAU-9' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Unable to download the report PDF:', expect.any(Error)));
    expect(alerts.result.current.info).toBe('Erro ao baixar arquivo');
    // the 422 says it too, not only the 500's alert left over
    act(() => dismissInfo());
    status = 422;
    fireEvent.click(within(card).getByRole('button', { name: 'Baixar laudo LAU-9' }));
    await waitFor(() => expect(warned).toHaveBeenCalledWith(expect.stringMatching(/not available/), expect.any(Error)));
    // a tap that did nothing would read as a broken button (decision 0028)
    expect(alerts.result.current).toMatchObject({ errors: [], info: 'Erro ao baixar arquivo' });
  });

  it("a failed print still shows the info alert 'Erro ao baixar arquivo'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const alerts = renderHook(() => useAlerts());
    let status = 500;
    stubFetch((url) =>
      url.pathname === HISTORY ? page([collected()]) : new Response(status === 200 ? '%PDF-' : '', { status }),
    );
    renderPage();
    const card = (await screen.findAllByRole('article'))[0]!;
    fireEvent.click(within(card).getByRole('button', { name: 'Imprimir PDF' }));
    await waitFor(() => expect(alerts.result.current.info).toBe('Erro ao baixar arquivo'));
    expect(alerts.result.current.errors).toEqual([]);
    // a print that works next clears the old failure
    stubObjectUrls('blob:pdf');
    status = 200;
    fireEvent.click(within(card).getByRole('button', { name: 'Imprimir PDF' }));
    await waitFor(() => expect(alerts.result.current.info).toBeNull());
  });
});

describe('history period drawer', { timeout: 20_000 }, () => {
  /** The day, month and year sections of a date field. */
  const sections = (label: string) =>
    within(screen.getByRole('group', { name: new RegExp(`^${label}`) })).getAllByRole('spinbutton');

  async function openDrawer() {
    fireEvent.click(await screen.findByRole('button', { name: 'Filtrar período' }));
    return screen.findByRole('button', { name: 'Aplicar' });
  }

  it('requires both dates and sends nothing while one is empty', async () => {
    const fetchMock = stubFetch(() => page([]));
    renderPage();
    const apply = await openDrawer();
    for (const section of sections('Data inicial')) {
      act(() => section.focus());
      fireEvent.keyDown(section, { key: 'Delete' });
    }
    fireEvent.click(apply);
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeTruthy();
    expect(historyCalls(fetchMock)).toHaveLength(1);
  });

  it('refuses a final date before the initial one', async () => {
    const fetchMock = stubFetch(() => page([]));
    renderPage();
    const apply = await openDrawer();
    const year = sections('Data final')[2]!;
    act(() => year.focus());
    fireEvent.keyDown(year, { key: 'ArrowDown' });
    fireEvent.click(apply);
    expect(await screen.findByText('A data final não pode ser anterior à data inicial')).toBeTruthy();
    expect(historyCalls(fetchMock)).toHaveLength(1);
  });

  it('applies a new period: sent to the server and shown in the period line', async () => {
    const fetchMock = stubFetch(() => page([]));
    renderPage();
    const apply = await openDrawer();
    const year = sections('Data inicial')[2]!;
    act(() => year.focus());
    fireEvent.keyDown(year, { key: 'ArrowDown' });
    fireEvent.click(apply);
    const inicio = addDays(new Date(), -7);
    inicio.setFullYear(inicio.getFullYear() - 1);
    await waitFor(() => expect(historyCalls(fetchMock).at(-1)!.get('dataInicial')).toBe(format(inicio, 'yyyy-MM-dd')));
    expect(screen.getByText(new RegExp(`^Período: ${format(inicio, 'dd/MM/yyyy')} a `))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Aplicar' })).toBeNull());
  });
});
