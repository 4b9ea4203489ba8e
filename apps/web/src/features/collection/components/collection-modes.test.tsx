import { cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from 'date-fns';
import { formatWireDate } from '@sara/domain/rules/fields';
import { newItem, type SampleItemForm } from '@sara/domain/rules/sample-form';
import { db } from '../../../offline/db';
import { listOutbox } from '../../../offline/outbox';
import { clearErrors, useAlerts } from '../../../stores/alerts';
import { signIn } from '../../../testing/session';
import { clearUnsavedForms } from '../../../testing/unsaved';
import { keepUnsaved, unsavedSettled } from '../../../offline/unsaved-forms';
import { ProtectedRoute } from '../../../lib/auth';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { FINALIZE_STORAGE_KEY } from '../lib/finalize';
import { rememberHistoryQuery } from '../lib/return-path';
import type * as CameraModule from '../lib/camera';
import type { NativeCamera } from '../lib/camera';
import { CollectionPage } from './collection-page';
import { CollectionRoute } from './collection-route';
import { ItemCard, type ItemCardProps } from './item-card';
import type { PhotoUpdate } from '../../../components/photos/photo-area';
import { stubObjectUrls } from '../../../testing/media';

// the Android app's camera, for the card's 'Tirar foto' (Capacitor's own wiring: camera-android.test.ts)
const camera = vi.hoisted(() => ({ native: undefined as NativeCamera | undefined }));
vi.mock('../lib/camera', async (original) => ({
  ...(await original<typeof CameraModule>()),
  nativeCamera: () => camera.native,
}));

// jsdom decodes no image: a picked photo is 'resized' when the test opens this gate (seconds on a slow phone)
const resizing = vi.hoisted(() => {
  let open = () => {};
  let gate = Promise.resolve();
  return { close: () => (gate = new Promise<void>((r) => (open = r))), open: () => open(), wait: () => gate };
});
vi.mock('../../../components/photos/resize-image', () => ({
  resizeImage: vi.fn(async () => {
    await resizing.wait();
    return new Blob(['jpeg'], { type: 'image/jpeg' });
  }),
}));

const ID = 'a9000000-0000-4000-8000-000000000002';
const FILE = '1c7f5b7e-3c1e-4d4a-9a4e-2f1d7c0e9a12';

const scheduledItem = (over: Record<string, unknown> = {}) => ({
  idAmostra: 11,
  idAgrupador: ID,
  situacao: 'agendada',
  statusSistema: 'AMOSTRA_AGENDADA',
  coletaRealizada: true,
  finalizado: true,
  codigoRastreamento: null,
  idProduto: 3,
  nomeProduto: 'Morango',
  idProdutoEmpresa: null,
  nomeProdutoEmpresa: null,
  idDistribuidor: 6,
  nomeDistribuidor: 'Frutas Serra Gaúcha',
  tipoFornecedor: null,
  idTipoProduto: 1,
  idProdutoProcessado: null,
  idObjetoRastreado: null,
  idObjetoAmostra: null,
  codigoEAN: null,
  numeroLacre: null,
  lote: null,
  observacao: null,
  dataColeta: null,
  dataAgendada: '2026-11-27T10:00:00.000',
  dataFabricacao: null,
  dataValidade: null,
  isRecoleta: false,
  idAmostraRecoletada: null,
  codigoAgrosafety: null,
  codigoMylims: null,
  infoLaboratorio: {
    idOrcamento: 1,
    codigoAgrosafety: null,
    idSQSAmostraAgrosafety: null,
    statusSQSAgrosafety: 'pending',
    idSampleMyLims: null,
  },
  motivosColetaNaoRealizada: [],
  arquivos: [],
  idsArquivo: [],
  camposProgramaAmostra: [],
  ...over,
});

const group = (over: Record<string, unknown> = {}) => ({
  idAgrupador: ID,
  numero: 2,
  situacao: 'agendada',
  finalizado: true,
  ativo: true,
  idLaboratorio: 1,
  nomeLaboratorio: 'Agrosafety Integrado',
  idOrcamento: 1,
  nomeOrcamento: 'ORC-2026-001',
  idProgramaAmostra: 1,
  nomeProgramaAmostra: 'RAMA',
  tipoRastreamento: 'rastreamento_hortifruti',
  idLocalAmostra: 3,
  nomeLocalAmostra: 'Loja Portão',
  localAmostra: null,
  idVarejo: 2,
  nomeVarejo: 'Rede Sol Atacarejo',
  dataAgendada: '2026-11-27T10:00:00.000',
  dataColeta: null,
  responsavelColeta: null,
  idEmpresa: 2,
  nomeEmpresaColetora: 'Coleta Campo',
  idPessoaColetor: 3,
  nomePessoaColetora: 'Amanda',
  idPessoaCadastrante: 3,
  temConformidade: null,
  idNormaAmbiental: null,
  normaAmbiental: null,
  responsavelAmostraAmbiental: null,
  tipoAmostragem: null,
  rastreamento: false,
  itens: [scheduledItem()],
  ...over,
});

/** The scheduled group with one sealed and photographed item, and its photo: ready to finalize. */
const readyToFinalize = (url: string): Response | undefined => {
  if (url.endsWith(`/api/v1/amostras/agendadas/${ID}`))
    return jsonResponse({ data: group({ itens: [scheduledItem({ numeroLacre: 'L', idsArquivo: [FILE] })] }) });
  if (url.includes('/api/v1/arquivos/')) return new Response('x');
  return undefined;
};

/** A tracking-code answer naming a product and a supplier who is a platform user. */
const trackingAnswer = (
  produto: { nome: string; idProduto: number },
  fornecedor: { idDistribuidor: number; nome: string },
) =>
  jsonResponse({
    data: {
      produto: { ...produto, idTipoProduto: 1, idProdutoProcessado: null },
      elos: [],
      idAmostra: null,
      fornecedor: { ...fornecedor, usuarioPlataforma: true },
      origem: null,
      erros: [],
    },
  });

/** A tracking-code answer naming a product and its farm of origin, without a supplier. */
const originAnswer = (idProduto: number, nome: string) =>
  jsonResponse({
    data: {
      produto: { nome, idTipoProduto: 1, idProdutoProcessado: null, idProduto },
      elos: [{ idElo: 1, nome: 'Sítio Boa Vista;Produtor', tipoElo: 'origem', idEmpresa: 8 }],
      idAmostra: null,
      fornecedor: null,
      origem: 'Sítio Boa Vista',
      erros: [],
    },
  });

type Answer = (url: string, init?: RequestInit) => Response | Promise<Response> | undefined;

function stubFetch(answer: Answer) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const own = await answer(url, init);
    if (own) return own;
    if (url.includes('/naofinalizado')) return jsonResponse({ data: null });
    if (url.includes('/api/v1/programas-amostra'))
      return jsonResponse({
        data: [{ idProgramaAmostra: 1, nome: 'RAMA', tipoRastreamento: 'rastreamento_hortifruti', campos: [] }],
      });
    return jsonResponse({ data: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Opens the finalize screen of the scheduled group (ID), the server answering what the screen reads
 * first (readyToFinalize), then `answer`.
 */
function openFinalize(answer: Answer) {
  const fetchMock = stubFetch((url, init) => readyToFinalize(url) ?? answer(url, init));
  stubObjectUrls();
  renderPage(`/app/coleta/agendada/finalize/${ID}/finalize`);
  return fetchMock;
}

/** The router's address now, for the tests that follow it. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}
const currentSearch = () => new URL(screen.getByTestId('where').textContent!, 'http://x').search;

function renderPage(path: string) {
  return renderWithProviders(
    <>
      <Where />
      <Routes>
        <Route element={<ProtectedRoute />}>
          {/* keyed, as the app's routes are different components: a move between them opens the screen afresh */}
          <Route
            path="/app/coleta/agendada/finalize/:idAgrupador/:actionScreen"
            element={<CollectionPage key="finalize" finalize />}
          />
          <Route path="/app/coleta/coletada/edit/:idAgrupador/:actionScreen" element={<CollectionPage key="edit" />} />
          <Route path="/app/coleta/coletada/add" element={<CollectionPage key="add" />} />
          <Route path="/app/main" element={<p>home</p>} />
          <Route path="/app/coleta/historico" element={<p>home</p>} />
        </Route>
      </Routes>
    </>,
    { route: path },
  );
}

const puts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

beforeEach(async () => {
  sessionStorage.clear();
  await db.coletor.clear();
  await db.coletor.put({
    idPessoa: 3,
    nome: 'Amanda',
    idEmpresa: 2,
    idScaUsuario: 7,
    razaoSocial: 'Coleta Campo',
    tipoEmpresa: 'coletora',
    coletor: true,
    certificados: [],
  });
  signIn(['amostraAgendada.finalizar', 'amostraColetada.adicionar']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  camera.native = undefined;
});

/** The scheduled group with a sealed item and its photo, served with the photo's bytes. */
/** The server's answers for a schedule whose item has a seal and a photo: the schedule, and the photo. */
function sealedSchedule(url: string): Response | undefined {
  if (url.endsWith(`/api/v1/amostras/agendadas/${ID}`))
    return jsonResponse({
      data: group({
        itens: [scheduledItem({ numeroLacre: 'L-9', idsArquivo: [FILE], arquivos: [{ idArquivo: FILE }] })],
      }),
    });
  if (url.includes('/api/v1/arquivos/')) return new Response('x', { headers: { 'Content-Type': 'image/jpeg' } });
  return undefined;
}

function stubSealedSchedule() {
  stubFetch(sealedSchedule);
  stubObjectUrls();
}

describe('finalize mode', { timeout: 30_000 }, () => {
  it("paints the history's copy first, then the server's summary and items; sends the collection data", async () => {
    sessionStorage.setItem(
      FINALIZE_STORAGE_KEY,
      JSON.stringify({ idAgrupador: ID, idProgramaAmostra: 1, nomeLaboratorio: 'Copia da lista' }),
    );
    let answer!: (r: Response) => void;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith(`/api/v1/amostras/agendadas/${ID}`)) return undefined;
      if (url.includes('/agendadas/finalizar') && init?.method === 'PUT')
        return jsonResponse({ data: group({ situacao: 'coletada' }) });
      return undefined;
    });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url.endsWith(`/api/v1/amostras/agendadas/${ID}`) ? pending : base(url, init),
    );
    renderPage(`/app/coleta/agendada/finalize/${ID}/finalize`);

    expect(await screen.findByText('Copia da lista')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Finalizar coleta agendada' })).toBeTruthy();
    answer(jsonResponse({ data: group() }));
    expect(await screen.findByText('Agrosafety Integrado')).toBeTruthy();
    expect(screen.queryByText('Copia da lista')).toBeNull();
    const summary = screen.getByTestId('finalize-summary');
    expect(within(summary).getByText('Rede Sol Atacarejo')).toBeTruthy();
    expect(within(summary).getByText('27/11/2026')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Laboratório/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adicionar amostra' })).toBeNull();
    expect((screen.getByTestId('item-0-fornecedor') as HTMLInputElement).value).toBe('Frutas Serra Gaúcha');

    // the seal and the photo are still missing
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar coleta' }));
    expect(await screen.findAllByText('Campo obrigatório')).toBeTruthy();
    expect(puts(fetchMock)).toHaveLength(0);
    // the lab people offered for an environmental sampling hold the environmental certificate
    const people = fetchMock.mock.calls.map(([u]) => u).filter((u) => u.includes('/api/v1/pessoas?'));
    expect(people.some((u) => /certificados=ambiental/.test(u) && /tipoEmpresa=laboratorio/.test(u))).toBe(true);
    // a finalizer lists the places of every company (part A section 6)
    const places = fetchMock.mock.calls.map(([u]) => u).filter((u) => u.includes('/api/v1/localizacoes'));
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((u) => !u.includes('idEmpresa'))).toBe(true);
  });

  /** The scheduled group (ID) as a water program's, answered by the server. */
  const stubWaterSchedule = (over: Record<string, unknown> = {}) =>
    stubFetch((url) =>
      url.endsWith(`/api/v1/amostras/agendadas/${ID}`)
        ? jsonResponse({
            data: group({
              idProgramaAmostra: 5,
              nomeProgramaAmostra: 'Ambiental água',
              tipoRastreamento: null,
              idVarejo: null,
              nomeVarejo: null,
              responsavelAmostraAmbiental: 'cliente',
              ...over,
            }),
          })
        : undefined,
    );

  it("asks an environmental group's collection person (field 12), which the schedule has not", async () => {
    stubWaterSchedule();
    const view = renderPage(`/app/coleta/agendada/finalize/${ID}/finalize`);
    const person = await screen.findByRole('textbox', { name: 'Pessoa da coleta' });
    fireEvent.change(person, { target: { value: 'Zé da Represa' } });
    expect((person as HTMLInputElement).value).toBe('Zé da Represa');
    // its schedule named the place: the summary shows it, nothing asks it again
    expect(screen.queryByRole('textbox', { name: /^Local$/ })).toBeNull();
    view.unmount();
    await clearUnsavedForms();

    // a schedule that left the place empty (optional for water and soil): the finalization asks it
    stubWaterSchedule({ idLocalAmostra: null, nomeLocalAmostra: null });
    const withoutPlace = renderPage(`/app/coleta/agendada/finalize/${ID}/finalize`);
    const place = await screen.findByRole('textbox', { name: /^Local$/ });
    fireEvent.change(place, { target: { value: 'Poço 3' } });
    expect((place as HTMLInputElement).value).toBe('Poço 3');
    withoutPlace.unmount();
    await clearUnsavedForms();

    // a RAMA group has no such field
    stubFetch((url) =>
      url.endsWith(`/api/v1/amostras/agendadas/${ID}`) ? jsonResponse({ data: group() }) : undefined,
    );
    renderPage(`/app/coleta/agendada/finalize/${ID}/finalize`);
    expect(await screen.findByText('Agrosafety Integrado')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Pessoa da coleta' })).toBeNull();
  });

  it('finalizes with PUT /finalizar, shows the success toast and returns', async () => {
    const fetchMock = stubFetch((url, init) => {
      const sealed = sealedSchedule(url);
      if (sealed) return sealed;
      if (url.includes('/agendadas/finalizar') && init?.method === 'PUT')
        return jsonResponse({ data: group({ situacao: 'coletada' }) });
      return undefined;
    });
    stubObjectUrls();
    // the history it came from, filtered: a finalization goes back to it as it was left
    signIn(['amostraAgendada.finalizar', 'amostraColetada.adicionar', 'historico']);
    rememberHistoryQuery('filtro=agendada&busca=pinheiros');
    renderPage(`/app/coleta/agendada/finalize/${ID}/finalize`);
    const button = await screen.findByRole('button', { name: 'Finalizar coleta' });
    fireEvent.click(button);
    expect(await screen.findByText('Coleta agendada finalizada com sucesso.')).toBeTruthy();
    expect(await screen.findByText('home')).toBeTruthy();
    expect(currentSearch()).toBe('?filtro=agendada&busca=pinheiros');
    rememberHistoryQuery('');
    const [url, init] = puts(fetchMock)[0]!;
    expect(url).toContain('/api/v1/amostras/agendadas/finalizar');
    const body = JSON.parse(String(init!.body)) as Record<string, unknown>[];
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      idAmostra: 11,
      idAgrupador: ID,
      numeroLacre: 'L-9',
      idDistribuidor: 6,
      finalizado: true,
      arquivos: [{ idArquivo: FILE }],
    });
    expect(body[0]!.dataColeta).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/);
  });

  it('a double tap while offline keeps the finalization on the device once', async () => {
    await db.outbox.clear();
    stubSealedSchedule();
    renderPage(`/app/coleta/agendada/finalize/${ID}/finalize`);
    const button = await screen.findByRole('button', { name: 'Finalizar coleta' });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      fireEvent.click(button);
      fireEvent.click(button);
      expect(await screen.findByText('home')).toBeTruthy();
      const kept = await listOutbox();
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({ status: 'pending' });
    } finally {
      online.mockRestore();
      await db.outbox.clear();
    }
  });

  it('a finalization refused because its schedule was deleted opens as a new collection, nothing entered lost', async () => {
    await db.outbox.clear();
    stubSealedSchedule();
    const finalizing = renderPage(`/app/coleta/agendada/finalize/${ID}/finalize`);
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      fireEvent.click(await screen.findByRole('button', { name: 'Finalizar coleta' }));
      expect(await screen.findByText('home')).toBeTruthy();
    } finally {
      offline.mockRestore();
    }
    finalizing.unmount();
    // sent later: the schedule had been deleted meanwhile
    const [row] = await db.outbox.toArray();
    await db.outbox.update(row!.id!, { status: 'failed', error: 'Amostra não encontrada.', errorStatus: 404 } as never);
    // refused as already finalized (409) it opens as a new collection too
    await db.outbox.update(row!.id!, { status: 'failed', error: 'Amostra coletada.', errorStatus: 409 } as never);
    expect((await listOutbox())[0]!.registerAgain).toBe(`/app/coleta/coletada/add?outbox=${row!.id}`);
    await db.outbox.update(row!.id!, { status: 'failed', error: 'Amostra não encontrada.', errorStatus: 404 } as never);
    const [item] = await listOutbox();
    expect(item!.registerAgain).toBe(`/app/coleta/coletada/add?outbox=${row!.id}`);

    const fetchMock = stubFetch((url, init) =>
      url.includes('/api/v1/amostras/coletadas') && init?.method === 'POST'
        ? jsonResponse({ data: group({ situacao: 'coletada' }) }, 201)
        : undefined,
    );
    renderPage(item!.registerAgain!);
    expect((await screen.findByTestId('outbox-reopened')).textContent).toContain(
      'O agendamento desta coleta foi excluído',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('home')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    const body = JSON.parse(String(post[1]!.body)) as Record<string, unknown>[];
    expect(body).toHaveLength(1);
    // a new group, with what the collector entered and the schedule's place
    expect(body[0]!.idAgrupador).not.toBe(ID);
    expect(body[0]).toMatchObject({ numeroLacre: 'L-9', idLocalAmostra: 3, arquivos: [{ idArquivo: FILE }] });
    expect(body[0]!.idAmostra ?? null).toBeNull();
    // and the refused finalization is done with
    expect(await db.outbox.count()).toBe(0);
  });

  it("a finalization the server refuses online for the schedule's state (every item rejected) opens as a new collection", async () => {
    await db.outbox.clear();
    const fetchMock = stubFetch((url, init) => {
      const sealed = sealedSchedule(url);
      if (sealed) return sealed;
      if (url.includes('/agendadas/finalizar') && init?.method === 'PUT')
        return jsonResponse(
          { error: { code: 'SAMPLE_WRONG_STATE', message: "A amostra está na situação 'Rejeitada'." } },
          409,
        );
      if (url.includes('/api/v1/amostras/coletadas') && init?.method === 'POST')
        return jsonResponse({ data: group({ situacao: 'coletada' }) }, 201);
      return undefined;
    });
    stubObjectUrls();
    renderPage(`/app/coleta/agendada/finalize/${ID}/finalize`);
    fireEvent.click(await screen.findByRole('button', { name: 'Finalizar coleta' }));
    // kept on the device as a refused finalization, and the screen is now a new collection on it
    expect((await screen.findByTestId('outbox-reopened')).textContent).toContain(
      'O agendamento desta coleta foi excluído ou já não está agendado',
    );
    const [kept] = await listOutbox();
    expect(kept).toMatchObject({ kind: 'agendada-finalizar', status: 'failed', errorStatus: 409 });
    await waitFor(() => expect(currentSearch()).toBe(`?outbox=${kept!.id}`));
    fireEvent.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('home')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    const body = JSON.parse(String(post[1]!.body)) as Record<string, unknown>[];
    expect(body[0]!.idAgrupador).not.toBe(ID);
    expect(body[0]).toMatchObject({ numeroLacre: 'L-9', arquivos: [{ idArquivo: FILE }] });
    expect(await db.outbox.count()).toBe(0);
  });

  it("shows the server's supplier refusal as the supplier alert and on the supplier field", async () => {
    openFinalize((url, init) => {
      if (init?.method === 'PUT')
        return jsonResponse(
          {
            error: {
              code: 'VALIDATION',
              message: 'Dados inválidos',
              details: {
                errors: [{ path: 'itens.0.idDistribuidor', message: 'O fornecedor não é usuário da plataforma.' }],
              },
            },
          },
          400,
        );
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Finalizar coleta' }));
    expect((await screen.findByTestId('supplier-error')).textContent).toBe('O fornecedor não é usuário da plataforma.');
    expect(screen.getAllByText('O fornecedor não é usuário da plataforma.').length).toBeGreaterThan(1);
  });

  it('shows a server refusal no field shows (an item of another group) as an error alert, keeping the form', async () => {
    const alerts = renderHook(() => useAlerts());
    let failure = 400;
    openFinalize((url, init) => {
      if (init?.method === 'PUT' && failure === 500) return new Response('', { status: 500 });
      if (init?.method === 'PUT')
        return jsonResponse(
          {
            error: {
              code: 'VALIDATION',
              message: 'Dados inválidos',
              details: { errors: [{ path: 'itens.0.idAmostra', message: 'O item 77 não pertence a esta amostra.' }] },
            },
          },
          400,
        );
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Finalizar coleta' }));
    await waitFor(() =>
      expect(alerts.result.current.errors.map((e) => e.message)).toEqual(['O item 77 não pertence a esta amostra.']),
    );
    // tried again, the answer of this attempt replaces the earlier one's
    failure = 500;
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar coleta' }));
    await waitFor(() => expect(alerts.result.current.errors.map((e) => e.message)).toEqual(['Erro no servidor']));
  });

  it('alerts before sending when the tracking code names a supplier that is not a platform user', async () => {
    const fetchMock = openFinalize((url) => {
      if (url.includes('/rastreamentos/'))
        return jsonResponse({
          data: {
            produto: { nome: 'Morango', idTipoProduto: 1, idProdutoProcessado: null, idProduto: 3 },
            elos: [
              { idElo: 1, nome: 'Sítio Boa Vista;Produtor', tipoElo: 'origem', idEmpresa: 8, usuarioPlataforma: false },
              { idElo: 2, nome: 'Horti Norte', tipoElo: 'distribuidor', idEmpresa: 9, usuarioPlataforma: false },
            ],
            idAmostra: null,
            fornecedor: { idDistribuidor: 9, nome: 'Distribuidora Horti Norte Ltda', usuarioPlataforma: false },
            origem: 'Sítio Boa Vista',
            erros: [],
          },
        });
      return undefined;
    });
    const code = await screen.findByTestId('item-0-codigoRastreamento');
    fireEvent.change(code, { target: { value: 'HF269001' } });
    fireEvent.blur(code);
    await waitFor(() =>
      expect((screen.getByTestId('item-0-fornecedor') as HTMLInputElement).value).toBe(
        'Distribuidora Horti Norte Ltda',
      ),
    );
    // the code's origin, its name before the first semicolon (part A section 3)
    expect(screen.getByText('Origem: Sítio Boa Vista')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar coleta' }));
    expect(await screen.findByTestId('supplier-error')).toBeTruthy();
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('refuses to finalize while a tracking code names another product than the scheduled one', async () => {
    const fetchMock = openFinalize((url, init) => {
      // the scheduled item is a strawberry (idProduto 3); TOM-1 traces a tomato
      if (url.includes('/rastreamentos/TOM-1')) return originAnswer(4, 'Tomate');
      if (url.includes('/rastreamentos/MOR-1')) return originAnswer(3, 'Morango');
      if (url.includes('/agendadas/finalizar') && init?.method === 'PUT')
        return jsonResponse({ data: group({ situacao: 'coletada' }) });
      return undefined;
    });
    const code = await screen.findByTestId('item-0-codigoRastreamento');
    fireEvent.change(code, { target: { value: 'TOM-1' } });
    fireEvent.blur(code);
    const mismatch = 'O produto agendado é diferente do produto do código de rastreamento.';
    expect(await screen.findByText(mismatch)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar coleta' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(puts(fetchMock)).toHaveLength(0);
    expect(screen.getByText(mismatch)).toBeTruthy();
    // the strawberry's own code clears the error, and the finalization goes
    fireEvent.change(code, { target: { value: 'MOR-1' } });
    expect(screen.queryByText(mismatch)).toBeNull();
    fireEvent.blur(code);
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('MOR-1'))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar coleta' }));
    expect(await screen.findByText('Coleta agendada finalizada com sucesso.')).toBeTruthy();
    expect(puts(fetchMock)).toHaveLength(1);
  });

  it('a tap on Finalizar right after typing a code waits for its check, which refuses a code of another product', async () => {
    let answer: (r: Response) => void = () => undefined;
    const slow = new Promise<Response>((resolve) => (answer = resolve));
    const fetchMock = openFinalize((url, init) => {
      if (url.includes('/rastreamentos/TOM-1')) return slow as unknown as Response;
      if (url.includes('/agendadas/finalizar') && init?.method === 'PUT')
        return jsonResponse({ data: group({ situacao: 'coletada' }) });
      return undefined;
    });
    const code = await screen.findByTestId('item-0-codigoRastreamento');
    fireEvent.change(code, { target: { value: 'TOM-1' } });
    // the tap blurs the field, which starts the check, and clicks at once
    fireEvent.blur(code);
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar coleta' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(puts(fetchMock)).toHaveLength(0);
    answer(originAnswer(4, 'Tomate'));
    expect(
      await screen.findByText('O produto agendado é diferente do produto do código de rastreamento.'),
    ).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('a tap on Finalizar while a picked photo is being prepared waits for it, and sends it with the others', async () => {
    resizing.close();
    const fetchMock = openFinalize((url, init) => {
      if (url.endsWith('/api/v1/arquivos') && init?.method === 'POST') return jsonResponse({ data: {} }, 201);
      if (url.includes('/agendadas/finalizar') && init?.method === 'PUT')
        return jsonResponse({ data: group({ situacao: 'coletada' }) });
      return undefined;
    });
    await screen.findByTestId('item-0-codigoRastreamento');
    const input = screen.getByLabelText('Fotos da amostra 1', { selector: 'input[multiple]' });
    fireEvent.change(input, { target: { files: [new File(['raw'], 'gondola.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText('Preparando as fotos…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar coleta' }));
    // the wait shows, and nothing is sent without the photo
    expect(await screen.findByText('Salvando a coleta...')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(puts(fetchMock)).toHaveLength(0);
    resizing.open();
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    const body = JSON.parse(String(puts(fetchMock)[0]![1]!.body)) as { arquivos: { idArquivo: string }[] }[];
    expect(body[0]!.arquivos).toHaveLength(2);
    expect(body[0]!.arquivos[0]).toEqual({ idArquivo: FILE });
  });

  it('saves the supplier it shows: a code cleared after its lookup gives the scheduled supplier back', async () => {
    const fetchMock = openFinalize((url, init) => {
      // another supplier's code, of a tomato where a strawberry was scheduled
      if (url.includes('/rastreamentos/TOM-1'))
        return trackingAnswer({ nome: 'Tomate', idProduto: 4 }, { idDistribuidor: 9, nome: 'Outro Fornecedor Ltda' });
      if (url.includes('/agendadas/finalizar') && init?.method === 'PUT')
        return jsonResponse({ data: group({ situacao: 'coletada' }) });
      return undefined;
    });
    const code = await screen.findByTestId('item-0-codigoRastreamento');
    const supplier = screen.getByTestId('item-0-fornecedor') as HTMLInputElement;
    expect(supplier.value).toBe('Frutas Serra Gaúcha');
    fireEvent.change(code, { target: { value: 'TOM-1' } });
    fireEvent.blur(code);
    await waitFor(() => expect(supplier.value).toBe('Outro Fornecedor Ltda'));
    fireEvent.change(code, { target: { value: '' } });
    fireEvent.blur(code);
    await waitFor(() => expect(supplier.value).toBe('Frutas Serra Gaúcha'));
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar coleta' }));
    expect(await screen.findByText('Coleta agendada finalizada com sucesso.')).toBeTruthy();
    const body = JSON.parse(String(puts(fetchMock)[0]![1]!.body)) as Record<string, unknown>[];
    expect(body[0]).toMatchObject({ idDistribuidor: 6, codigoRastreamento: null });
  });

  it('says that a code typed without a connection is filled in when sent', async () => {
    const fetchMock = stubFetch((url) =>
      url.endsWith(`/api/v1/amostras/agendadas/${ID}`) ? jsonResponse({ data: group() }) : undefined,
    );
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/rastreamentos/')) throw new TypeError('Failed to fetch');
      return base(url, init);
    });
    renderPage(`/app/coleta/agendada/finalize/${ID}/finalize`);
    const code = await screen.findByTestId('item-0-codigoRastreamento');
    fireEvent.change(code, { target: { value: 'HF269003' } });
    fireEvent.blur(code);
    expect(
      await screen.findByText('Sem conexão: o produto e o fornecedor deste código serão preenchidos no envio.'),
    ).toBeTruthy();
  });

  it('a missing supplier is a required field, not the not-a-platform-user alert', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.endsWith(`/api/v1/amostras/agendadas/${ID}`))
        return jsonResponse({
          data: group({
            itens: [
              scheduledItem({
                // a collection not done still names the product and its supplier
                motivosColetaNaoRealizada: ['falta_produto'],
                codigoRastreamento: 'HF269001',
                idDistribuidor: null,
                nomeDistribuidor: null,
                numeroLacre: 'L',
                idsArquivo: [FILE],
              }),
            ],
          }),
        });
      if (url.includes('/api/v1/arquivos/')) return new Response('x');
      return undefined;
    });
    stubObjectUrls();
    renderPage(`/app/coleta/agendada/finalize/${ID}/finalize`);
    fireEvent.click(await screen.findByRole('button', { name: 'Finalizar coleta' }));
    // required, and said where it comes from: the field is not typed
    const message = await screen.findByText(
      'Campo obrigatório Informe o código de rastreamento: ele traz o fornecedor.',
    );
    expect(screen.queryByTestId('supplier-error')).toBeNull();
    // the first error's field takes the focus, for a screen reader (which reads the message) and a keyboard
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true'));
    expect(message.id).not.toBe('');
    expect(document.activeElement?.getAttribute('aria-describedby')).toContain(message.id);
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it("says in save-for-later's dialog that it finalizes here, and how to pause instead", async () => {
    stubFetch((url) =>
      url.endsWith(`/api/v1/amostras/agendadas/${ID}`) ? jsonResponse({ data: group() }) : undefined,
    );
    renderPage(`/app/coleta/agendada/finalize/${ID}/finalize`);
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar para depois' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar para depois' });
    expect(dialog.textContent).toContain('salvar para depois finaliza o agendamento');
    expect(dialog.textContent).toContain('use Voltar');
    expect(dialog.textContent).not.toContain('rascunho');
  });

  it('says so when the scheduled group cannot be loaded', async () => {
    stubFetch((url) =>
      url.endsWith(`/api/v1/amostras/agendadas/${ID}`)
        ? jsonResponse({ error: { code: 'NOT_FOUND', message: 'Não encontrado' } }, 404)
        : undefined,
    );
    clearErrors();
    const alerts = renderHook(() => useAlerts());
    renderPage(`/app/coleta/agendada/finalize/${ID}/finalize`);
    expect(await screen.findByText('Agendamento não encontrado ou já finalizado.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finalizar coleta' })).toBeNull();
    // the screen says it once: the server's 'not found' is not added to the shared error list
    expect(alerts.result.current.errors).toEqual([]);
  });
});

describe('save mode', { timeout: 30_000 }, () => {
  it('a save the server refused is sent again as the same creation (POST, same idAgrupador), not as an update', async () => {
    let posts = 0;
    const fetchMock = stubFetch((url, init) => {
      if (url.includes('/api/v1/amostras/coletadas') && init?.method === 'POST')
        return ++posts === 1
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'Erro interno.' } }, 500)
          : jsonResponse({ data: group({ situacao: 'rascunho' }) }, 201);
      return undefined;
    });
    renderWithProviders(
      <Routes>
        <Route element={<ProtectedRoute />}>
          <Route path="/app/coleta/coletada/add" element={<CollectionPage />} />
          <Route path="/app/main" element={<p>left the screen</p>} />
        </Route>
      </Routes>,
      { route: '/app/coleta/coletada/add' },
    );
    const saveForLater = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Salvar para depois' }));
      fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    };
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar amostra' }));
    await saveForLater();
    await waitFor(() => expect(posts).toBe(1));
    await saveForLater();
    // saved: the screen returns (home, for a user with neither the history nor the sample list)
    expect(await screen.findByText('left the screen')).toBeTruthy();
    const writes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT');
    expect(writes.map(([url, init]) => `${init!.method} ${new URL(url, 'http://x').pathname}`)).toEqual([
      'POST /api/v1/amostras/coletadas',
      'POST /api/v1/amostras/coletadas',
    ]);
    const ids = writes.map(([, init]) => (JSON.parse(String(init!.body)) as { idAgrupador: string }[])[0]!.idAgrupador);
    expect(ids[0]).toBe(ids[1]);
  });
});

/** How many times the screen asked for the drafts saved for later: what a new form does once it is not brought back. */
const draftsAsked = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url.includes('/rascunhos')).length;

describe('save mode: a change that clears the items', { timeout: 30_000 }, () => {
  it('asks before a program change clears what was entered in the items; Cancelar keeps both', async () => {
    stubFetch((url) =>
      url.includes('/api/v1/programas-amostra')
        ? jsonResponse({
            data: [
              { idProgramaAmostra: 1, nome: 'RAMA', tipoRastreamento: 'rastreamento_hortifruti', campos: [] },
              { idProgramaAmostra: 2, nome: 'Padrão', tipoRastreamento: 'opcional_hortifruti', campos: [] },
            ],
          })
        : undefined,
    );
    renderPage('/app/coleta/coletada/add');
    const chooseProgram = async (name: string) => {
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Programa/ }));
      fireEvent.click(await screen.findByRole('option', { name }));
    };
    // nothing entered yet: the program changes without a question
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar amostra' }));
    await chooseProgram('RAMA');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(await screen.findByTestId('item-0-numeroLacre'), { target: { value: 'LACRE-5' } });

    await chooseProgram('Padrão');
    const dialog = await screen.findByRole('dialog', { name: 'Limpar os itens?' });
    expect(dialog.textContent).toContain('As fotos ficam.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: /^Programa/ }).textContent).toBe('RAMA');
    expect((screen.getByTestId('item-0-numeroLacre') as HTMLInputElement).value).toBe('LACRE-5');

    await chooseProgram('Padrão');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mudar e limpar' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Programa/ }).textContent).toBe('Padrão'));
    expect((screen.getByTestId('item-0-numeroLacre') as HTMLInputElement).value).toBe('');
  });
});

describe('save mode: a form left unsaved', { timeout: 30_000 }, () => {
  it('comes back with its photo when the screen opens again; Descartar opens it afresh', async () => {
    const fetchMock = stubFetch(() => undefined);
    stubObjectUrls();
    camera.native = {
      getPhoto: vi.fn(async () => ({ dataUrl: 'data:image/jpeg;base64,/9j/AA==', format: 'jpeg', saved: false })),
    };
    const first = renderPage('/app/coleta/coletada/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar amostra' }));
    fireEvent.change(await screen.findByTestId('item-0-numeroLacre'), { target: { value: 'LACRE-77' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tirar foto' }));
    expect(await screen.findByTestId('photo-thumbnail')).toBeTruthy();
    // the app is closed before anything was saved (a reload, or Android ending it behind the camera)
    first.unmount();

    const second = renderPage('/app/coleta/coletada/add');
    const restored = await screen.findByTestId('unsaved-restored');
    expect(restored.textContent).toMatch(/Recuperamos o que você preencheu nesta tela até \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    expect((screen.getByTestId('item-0-numeroLacre') as HTMLInputElement).value).toBe('LACRE-77');
    expect(screen.getByTestId('photo-thumbnail')).toBeTruthy();

    fireEvent.click(within(restored).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByTestId('unsaved-restored')).toBeNull());
    expect(screen.queryByTestId('item-0-numeroLacre')).toBeNull();
    second.unmount();
    // discarded for good: the screen opens as new (it asks for the drafts saved for later)
    const asked = draftsAsked(fetchMock);
    renderPage('/app/coleta/coletada/add');
    await waitFor(() => expect(draftsAsked(fetchMock)).toBe(asked + 1));
    expect(screen.queryByTestId('unsaved-restored')).toBeNull();
  });

  it('brings back a form an earlier release kept, with the fields it did not have yet', async () => {
    stubFetch(() => undefined);
    // the shape of an older release: no screen fields beyond form and summary, an item without the
    // reasons, photos and program fields a later release added
    const older = {
      form: {
        idAgrupador: null,
        dataColeta: formatWireDate(new Date()),
        itens: [{ key: 'k1', idAmostra: null, numeroLacre: 'LACRE-OLD', lote: 'L-9' }],
      },
      summary: null,
      onServer: false,
    };
    await keepUnsaved({ owner: 7, screen: '/app/coleta/coletada/add' }, older, []);
    renderPage('/app/coleta/coletada/add');
    expect(await screen.findByTestId('unsaved-restored')).toBeTruthy();
    expect((screen.getByTestId('item-0-numeroLacre') as HTMLInputElement).value).toBe('LACRE-OLD');
    expect((screen.getByTestId('item-0-lote') as HTMLInputElement).value).toBe('L-9');
    // the form goes on: a change is kept in this release's shape
    fireEvent.change(screen.getByTestId('item-0-numeroLacre'), { target: { value: 'LACRE-NEW' } });
    await waitFor(async () => {
      const row = await db.unsavedForm.get('7|/app/coleta/coletada/add');
      const state = row?.state as { form: { itens: SampleItemForm[] }; uploaded: string[] };
      expect(state.form.itens[0]).toMatchObject({
        numeroLacre: 'LACRE-NEW',
        motivosColetaNaoRealizada: [],
        idsArquivo: [],
      });
      expect(state.uploaded).toEqual([]);
    });
  });

  it("brings back the supplier a tracking code named, not the schedule's", async () => {
    stubFetch((url) => {
      const ready = readyToFinalize(url);
      if (ready) return ready;
      if (url.includes('/rastreamentos/TOM-2'))
        return trackingAnswer({ nome: 'Morango', idProduto: 3 }, { idDistribuidor: 9, nome: 'Outro Fornecedor Ltda' });
      return undefined;
    });
    const path = `/app/coleta/agendada/finalize/${ID}/finalize`;
    const first = renderPage(path);
    const code = await screen.findByTestId('item-0-codigoRastreamento');
    fireEvent.change(code, { target: { value: 'TOM-2' } });
    fireEvent.blur(code);
    await waitFor(() =>
      expect((screen.getByTestId('item-0-fornecedor') as HTMLInputElement).value).toBe('Outro Fornecedor Ltda'),
    );
    first.unmount();
    renderPage(path);
    expect(await screen.findByTestId('unsaved-restored')).toBeTruthy();
    expect((screen.getByTestId('item-0-codigoRastreamento') as HTMLInputElement).value).toBe('TOM-2');
    expect((screen.getByTestId('item-0-fornecedor') as HTMLInputElement).value).toBe('Outro Fornecedor Ltda');
  });

  it('keeps nothing when a code is only looked up again on leaving its field', async () => {
    const sameCode = scheduledItem({ codigoRastreamento: 'HF-6', numeroLacre: 'L', idsArquivo: [FILE] });
    const fetchMock = stubFetch((url) => {
      if (url.endsWith(`/api/v1/amostras/agendadas/${ID}`)) return jsonResponse({ data: group({ itens: [sameCode] }) });
      if (url.includes('/api/v1/arquivos/')) return new Response('x');
      if (url.includes('/rastreamentos/HF-6'))
        return trackingAnswer({ nome: 'Morango', idProduto: 3 }, { idDistribuidor: 6, nome: 'Frutas Serra Gaúcha' });
      return undefined;
    });
    renderPage(`/app/coleta/agendada/finalize/${ID}/finalize`);
    fireEvent.blur(await screen.findByTestId('item-0-codigoRastreamento'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url.includes('/rastreamentos/HF-6'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await unsavedSettled();
    expect(await db.unsavedForm.count()).toBe(0);
  });

  it('is forgotten once saved', async () => {
    const fetchMock = stubFetch((url, init) =>
      url.includes('/api/v1/amostras/coletadas') && init?.method === 'POST'
        ? jsonResponse({ data: group({ situacao: 'rascunho' }) }, 201)
        : undefined,
    );
    const first = renderPage('/app/coleta/coletada/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar amostra' }));
    fireEvent.change(await screen.findByTestId('item-0-numeroLacre'), { target: { value: 'LACRE-78' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar para depois' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('home')).toBeTruthy();
    first.unmount();
    const asked = draftsAsked(fetchMock);
    renderPage('/app/coleta/coletada/add');
    await waitFor(() => expect(draftsAsked(fetchMock)).toBe(asked + 1));
    expect(screen.queryByTestId('unsaved-restored')).toBeNull();
    expect(screen.queryByTestId('item-0-numeroLacre')).toBeNull();
  });
});

describe('save mode: filled in before the programs were read', { timeout: 30_000 }, () => {
  it('is the form as it is, not one brought back from the device', async () => {
    let answerPrograms = () => {};
    const programsRead = new Promise<void>((resolve) => (answerPrograms = resolve));
    const fetchMock = stubFetch((url) =>
      url.includes('/api/v1/programas-amostra')
        ? programsRead.then(() =>
            jsonResponse({
              data: [{ idProgramaAmostra: 1, nome: 'RAMA', tipoRastreamento: 'rastreamento_hortifruti', campos: [] }],
            }),
          )
        : undefined,
    );
    renderPage('/app/coleta/coletada/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar amostra' }));
    fireEvent.change(await screen.findByTestId('item-0-numeroLacre'), { target: { value: 'LACRE-CEDO' } });
    // kept on the device as it changes, before the screen asks for what was left unsaved
    await unsavedSettled();
    answerPrograms();
    // the screen has read what was left unsaved when it asks for the drafts
    await waitFor(() => expect(draftsAsked(fetchMock)).toBe(1));
    expect(screen.queryByTestId('unsaved-restored')).toBeNull();
    expect((screen.getByTestId('item-0-numeroLacre') as HTMLInputElement).value).toBe('LACRE-CEDO');
  });
});

describe('save mode: collections saved for later', { timeout: 30_000 }, () => {
  it('offers every draft when there are several, newest first; the chosen one fills the form', async () => {
    const draft = (idAgrupador: string, numero: number, responsavelColeta: string) =>
      group({
        idAgrupador,
        numero,
        situacao: 'rascunho',
        finalizado: false,
        responsavelColeta,
        dataColeta: null,
        itens: [scheduledItem({ idAgrupador, situacao: 'rascunho', finalizado: false })],
      });
    stubFetch((url) =>
      url.includes('/api/v2/amostras/coletadas/rascunhos')
        ? jsonResponse({
            data: [
              draft('b9000000-0000-4000-8000-000000000048', 48, 'Segunda'),
              draft('b9000000-0000-4000-8000-000000000046', 46, 'Primeira'),
            ],
          })
        : undefined,
    );
    renderPage('/app/coleta/coletada/add');
    const offer = await screen.findByRole('dialog', { name: 'Coleta não finalizada' });
    expect(within(offer).getByText(/Existem 2 coletas salvas para depois/)).toBeTruthy();
    const choices = within(offer).getAllByRole('button', { name: /^Coleta nº/ });
    expect(choices.map((c) => c.textContent)).toEqual([
      expect.stringContaining('Coleta nº 48'),
      expect.stringContaining('Coleta nº 46'),
    ]);
    expect(choices[0]!.textContent).toContain('Sem data da coleta');
    // the older one is still within reach
    fireEvent.click(choices[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Responsável pela coleta') as HTMLInputElement).value).toBe('Primeira');
  });
});

describe('save mode: a draft offered after the user began', { timeout: 30_000 }, () => {
  const draft = group({
    idAgrupador: 'b9000000-0000-4000-8000-000000000051',
    numero: 51,
    situacao: 'rascunho',
    finalizado: false,
    responsavelColeta: 'Do rascunho',
    itens: [scheduledItem({ situacao: 'rascunho', finalizado: false })],
  });
  const REPLACES = 'O que você já preencheu nesta tela será substituído pela coleta salva.';

  it('says continuing it replaces what was typed; a new collection keeps it', async () => {
    // a slow connection: the drafts answer once the user has typed
    let answerDrafts = () => {};
    const drafts = new Promise<void>((resolve) => (answerDrafts = resolve));
    const fetchMock = stubFetch((url) =>
      url.includes('/api/v2/amostras/coletadas/rascunhos')
        ? drafts.then(() => jsonResponse({ data: [draft] }))
        : undefined,
    );
    renderPage('/app/coleta/coletada/add');
    const person = await screen.findByLabelText('Responsável pela coleta');
    await waitFor(() => expect(draftsAsked(fetchMock)).toBe(1));
    fireEvent.change(person, { target: { value: 'Digitado' } });
    answerDrafts();
    const offer = await screen.findByRole('dialog', { name: 'Coleta não finalizada' });
    expect(within(offer).getByText(/Existe uma coleta salva para depois \(nº 51\)/)).toBeTruthy();
    expect(within(offer).getByText(REPLACES)).toBeTruthy();
    fireEvent.click(within(offer).getByRole('button', { name: 'Nova coleta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Responsável pela coleta') as HTMLInputElement).value).toBe('Digitado');
  });

  it('offered on an untouched form, asks only whether to continue it', async () => {
    stubFetch((url) =>
      url.includes('/api/v2/amostras/coletadas/rascunhos') ? jsonResponse({ data: [draft] }) : undefined,
    );
    renderPage('/app/coleta/coletada/add');
    const offer = await screen.findByRole('dialog', { name: 'Coleta não finalizada' });
    expect(within(offer).queryByText(REPLACES)).toBeNull();
    fireEvent.click(within(offer).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Responsável pela coleta') as HTMLInputElement).value).toBe('Do rascunho');
  });
});

describe('save mode: save for later on an empty form', { timeout: 30_000 }, () => {
  it('says an item is needed before asking to confirm, and sends nothing', async () => {
    const fetchMock = stubFetch(() => undefined);
    renderPage('/app/coleta/coletada/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar para depois' }));
    expect(await screen.findByText('Necessário adicionar um item para salvar a amostra.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Salvar para depois' })).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});

/** A new collection of one item with `seal`, saved for later without a connection (nor the server's drafts). */
async function saveDraftOffline(seal: string) {
  await db.outbox.clear();
  stubFetch((url, init) => {
    if (url.includes('/rascunhos') || (url.includes('/api/v1/amostras/coletadas') && init?.method === 'POST'))
      throw new TypeError('Failed to fetch');
    return undefined;
  });
  const page = renderPage('/app/coleta/coletada/add');
  fireEvent.click(await screen.findByRole('button', { name: 'Adicionar amostra' }));
  fireEvent.change(await screen.findByTestId('item-0-numeroLacre'), { target: { value: seal } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvar para depois' }));
  fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
  return page;
}

describe('save mode: a write the server refused, opened to correct', { timeout: 30_000 }, () => {
  it('marks the fields the refusal named, as a refusal on this screen does', async () => {
    const first = await saveDraftOffline('LACRE-9');
    await waitFor(async () => expect(await listOutbox()).toHaveLength(1));
    first.unmount();
    // the server refused it when it was sent, naming the item's seal
    const [kept] = await listOutbox();
    const refusal = {
      error: {
        code: 'VALIDATION',
        message: 'Lacre já usado em outra amostra.',
        details: { errors: [{ path: '0.numeroLacre', message: 'Lacre já usado em outra amostra.' }] },
      },
    };
    await db.outbox.update(kept!.id, {
      status: 'failed',
      error: 'Lacre já usado em outra amostra.',
      errorStatus: 422,
      errorBody: refusal,
    } as never);

    renderPage(`/app/coleta/coletada/add?outbox=${kept!.id}`);
    const seal = await screen.findByTestId('item-0-numeroLacre');
    await waitFor(() => expect(seal.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Lacre já usado em outra amostra.', { exact: false }).length).toBeGreaterThan(1);
    // why the screen opened on this write is read first
    expect(document.activeElement).toBe(screen.getByTestId('outbox-reopened'));
    await db.outbox.clear();
  });
});

describe('save mode: a draft saved for later offline', { timeout: 30_000 }, () => {
  it('is offered when the screen opens again, offline, and saving it again takes its place', async () => {
    const first = await saveDraftOffline('LACRE-9');
    expect(
      await screen.findByText(
        'Sem conexão: o rascunho foi guardado no aparelho e chega ao servidor quando a conexão voltar. Continue-o em Coletar.',
      ),
    ).toBeTruthy();
    const [kept] = await listOutbox();
    expect(kept).toMatchObject({ ofDraft: true, continueDraft: expect.stringContaining(`outbox=${kept!.id}`) });
    first.unmount();

    renderPage('/app/coleta/coletada/add');
    const offer = await screen.findByRole('dialog', { name: 'Coleta não finalizada' });
    expect(within(offer).getByText(/salva para depois neste aparelho, ainda não enviada/)).toBeTruthy();
    fireEvent.click(within(offer).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(((await screen.findByTestId('item-0-numeroLacre')) as HTMLInputElement).value).toBe('LACRE-9');
    expect((await screen.findByTestId('outbox-reopened')).textContent).toMatch(/Salvar aqui a substitui/);
    fireEvent.change(screen.getByTestId('item-0-numeroLacre'), { target: { value: 'LACRE-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar para depois' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(async () => {
      const rows = await listOutbox();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id).not.toBe(kept!.id);
      expect(rows[0]!.itens[0]).toMatchObject({ numeroLacre: 'LACRE-10', finalizado: false });
    });
    await db.outbox.clear();
  });
});

describe('save mode: a session the server refuses', { timeout: 30_000 }, () => {
  it('keeps the collection on the device for after the next login, and ends the session', async () => {
    await db.outbox.clear();
    stubFetch((url, init) =>
      url.includes('/api/v1/amostras/coletadas') && init?.method === 'POST'
        ? jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Sessão expirada.' } }, 401)
        : undefined,
    );
    renderWithProviders(
      <Routes>
        <Route element={<ProtectedRoute />}>
          <Route path="/app/coleta/coletada/add" element={<CollectionPage />} />
        </Route>
        <Route path="/public/login" element={<p>login</p>} />
      </Routes>,
      { route: '/app/coleta/coletada/add' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar amostra' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar para depois' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('login')).toBeTruthy();
    expect(
      await screen.findByText(
        'Sua sessão terminou. O que você salvou ficou guardado no aparelho e será enviado quando você entrar de novo.',
      ),
    ).toBeTruthy();
    // kept as Amanda's (user 7): sent after her next login, never with another user's session
    signIn([], { id: 8 });
    expect(await listOutbox()).toEqual([]);
    signIn([], { id: 7 });
    const rows = await listOutbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'amostra-coletada', status: 'pending' });
    await db.outbox.clear();
  });
});

describe("save mode: a gateway's page answers in the server's place", { timeout: 30_000 }, () => {
  it('keeps the draft on the device for the outbox, as offline, instead of an unreadable error', async () => {
    await db.outbox.clear();
    stubFetch((url, init) =>
      url.includes('/api/v1/amostras/coletadas') && init?.method === 'POST'
        ? new Response('<html><h1>502 Bad Gateway</h1></html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          })
        : undefined,
    );
    renderPage('/app/coleta/coletada/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar amostra' }));
    fireEvent.change(await screen.findByTestId('item-0-numeroLacre'), { target: { value: 'LACRE-502' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar para depois' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    // online: not 'Sem conexão', and the outbox sends it within a minute
    expect(await screen.findByText(/^O servidor não respondeu: o rascunho foi guardado no aparelho/)).toBeTruthy();
    expect(screen.queryByText(/Erro ao processar resposta/)).toBeNull();
    const rows = await listOutbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'amostra-coletada', status: 'pending', method: 'POST' });
    expect(rows[0]!.itens[0]).toMatchObject({ numeroLacre: 'LACRE-502' });
    await db.outbox.clear();
  });
});

describe('save mode: a send that runs long', { timeout: 30_000 }, () => {
  it("offers 'Enviar em segundo plano', which hands it to the outbox: sent once more, under the same id", async () => {
    await db.outbox.clear();
    const posted: string[] = [];
    stubFetch((url, init) => {
      if (!(url.includes('/api/v1/amostras/coletadas') && init?.method === 'POST')) return undefined;
      posted.push((JSON.parse(String(init.body)) as { idAgrupador: string }[])[0]!.idAgrupador);
      // the first send hangs on a weak signal until it is stopped; the outbox's is answered
      if (posted.length > 1) return jsonResponse({ data: group({ situacao: 'rascunho' }) }, 201);
      return new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('stopped', 'AbortError'))),
      );
    });
    renderPage('/app/coleta/coletada/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar amostra' }));
    fireEvent.change(await screen.findByTestId('item-0-numeroLacre'), { target: { value: 'LACRE-LENTO' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar para depois' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    // offered once the wait runs long (LATER_AFTER_MS)
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar em segundo plano' }, { timeout: 12_000 }));
    expect(await screen.findByText('Guardado no aparelho: o envio continua em segundo plano.')).toBeTruthy();
    expect(await screen.findByText('home')).toBeTruthy();
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toBe(posted[0]);
    await waitFor(async () => expect(await listOutbox()).toEqual([]));
  });
});

describe('edit mode: someone changed the group since it was read', { timeout: 30_000 }, () => {
  it('keeps the edit on the device as refused, says so, and the next save goes over the version now', async () => {
    await db.outbox.clear();
    signIn(['amostraAgendada.finalizar', 'amostraColetada.adicionar'], { id: 7 });
    let reads = 0;
    let edits = 0;
    const draft = (versao: string) =>
      group({ situacao: 'rascunho', finalizado: false, versao, itens: [scheduledItem({ situacao: 'rascunho' })] });
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith(`/api/v1/amostras/coletadas/${ID}`) && init?.method === 'GET')
        return jsonResponse({ data: draft(++reads === 1 ? 'v1' : 'v2') });
      if (url.endsWith(`/api/v1/amostras/coletadas/${ID}`) && init?.method === 'PUT')
        return ++edits === 1
          ? jsonResponse({ error: { code: 'SAMPLE_CHANGED_SINCE_READ', message: 'Alterada por outra pessoa.' } }, 412)
          : jsonResponse({ data: draft('v3') });
      return undefined;
    });
    renderPage(`/app/coleta/coletada/edit/${ID}/edit`);
    const saveForLater = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Salvar para depois' }));
      fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    };
    await saveForLater();
    const alert = await screen.findByTestId('outbox-reopened');
    expect(alert.textContent).toContain('Esta amostra foi alterada depois que você a abriu');
    // (accessible once the confirmation dialog has closed)
    expect(await within(alert).findByRole('button', { name: 'Ver a versão atual' })).toBeTruthy();
    const [kept] = await listOutbox();
    expect(kept).toMatchObject({ kind: 'amostra-coletada', status: 'failed', idAgrupador: ID });
    await waitFor(() => expect(reads).toBe(2));
    // the screen is now on the refused write (as if opened from the outbox); the edit screen opened
    // afresh has no kept form of its own (it would restore the older version and be refused again)
    await waitFor(() => expect(currentSearch()).toBe(`?outbox=${kept!.id}`));
    await unsavedSettled();
    const keys = (await db.unsavedForm.toArray()).map((row) => row.key);
    expect(keys.filter((key) => !key.includes('outbox='))).toEqual([]);

    await saveForLater();
    expect(await screen.findByText('home')).toBeTruthy();
    const ifMatch = puts(fetchMock).map(([, init]) => (init!.headers as Record<string, string>)['If-Match']);
    expect(ifMatch).toEqual(['"v1"', '"v2"']);
    expect(await listOutbox()).toEqual([]);
  });

  it('a form brought back and then refused as overtaken is the refused write alone', async () => {
    await db.outbox.clear();
    signIn(['amostraAgendada.finalizar', 'amostraColetada.adicionar'], { id: 7 });
    const draft = group({
      situacao: 'rascunho',
      finalizado: false,
      versao: 'v1',
      itens: [scheduledItem({ situacao: 'rascunho' })],
    });
    stubFetch((url, init) => {
      if (url.endsWith(`/api/v1/amostras/coletadas/${ID}`) && init?.method === 'GET')
        return jsonResponse({ data: draft });
      if (url.endsWith(`/api/v1/amostras/coletadas/${ID}`) && init?.method === 'PUT')
        return jsonResponse(
          { error: { code: 'SAMPLE_CHANGED_SINCE_READ', message: 'Alterada por outra pessoa.' } },
          412,
        );
      return undefined;
    });
    const path = `/app/coleta/coletada/edit/${ID}/edit`;
    const first = renderPage(path);
    fireEvent.change(await screen.findByLabelText('Responsável pela coleta'), { target: { value: 'Outro nome' } });
    first.unmount();
    renderPage(path);
    expect(await screen.findByTestId('unsaved-restored')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar para depois' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('outbox-reopened')).toBeTruthy();
    const [kept] = await listOutbox();
    await waitFor(() => expect(currentSearch()).toBe(`?outbox=${kept!.id}`));
    // one story on the screen: the refused write (no 'Recuperamos...' beside it), and nothing kept besides
    await waitFor(() => expect(screen.queryByTestId('unsaved-restored')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 400));
    await unsavedSettled();
    expect(await db.unsavedForm.count()).toBe(0);
  });

  it('a finalization made on an older copy of the schedule: kept, said, the summary read again', async () => {
    await db.outbox.clear();
    signIn(['amostraAgendada.finalizar', 'amostraColetada.adicionar'], { id: 7 });
    let reads = 0;
    let finalizations = 0;
    const schedule = (versao: string, nomeVarejo: string) =>
      group({
        versao,
        nomeVarejo,
        itens: [scheduledItem({ numeroLacre: 'L-9', idsArquivo: [FILE], arquivos: [{ idArquivo: FILE }] })],
      });
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith(`/api/v1/amostras/agendadas/${ID}`) && init?.method === 'GET')
        return jsonResponse({
          data: ++reads === 1 ? schedule('v1', 'Rede Sol Atacarejo') : schedule('v2', 'Rede Lua'),
        });
      if (url.includes('/api/v1/arquivos/')) return new Response('x', { headers: { 'Content-Type': 'image/jpeg' } });
      if (url.includes('/agendadas/finalizar') && init?.method === 'PUT')
        return ++finalizations === 1
          ? jsonResponse({ error: { code: 'SAMPLE_CHANGED_SINCE_READ', message: 'Alterada por outra pessoa.' } }, 412)
          : jsonResponse({ data: group({ situacao: 'coletada', versao: 'v3' }) });
      return undefined;
    });
    stubObjectUrls();
    renderPage(`/app/coleta/agendada/finalize/${ID}/finalize`);
    expect(await screen.findByText('Rede Sol Atacarejo')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Finalizar coleta' }));

    const alert = await screen.findByTestId('outbox-reopened');
    expect(alert.textContent).toContain('Esta amostra foi alterada depois que você a abriu');
    const [kept] = await listOutbox();
    expect(kept).toMatchObject({ kind: 'agendada-finalizar', status: 'failed', idAgrupador: ID });
    // the schedule as it is now above the form
    expect(await within(screen.getByTestId('finalize-summary')).findByText('Rede Lua')).toBeTruthy();
    // the screen is now on the refused write, as if opened from the outbox
    await waitFor(() => expect(currentSearch()).toBe(`?outbox=${kept!.id}`));

    const finalizeButton = screen.getByRole('button', { name: 'Finalizar coleta' }) as HTMLButtonElement;
    await waitFor(() => expect(finalizeButton.disabled).toBe(false));
    fireEvent.click(finalizeButton);
    expect(await screen.findByText('home')).toBeTruthy();
    const ifMatch = puts(fetchMock).map(([, init]) => (init!.headers as Record<string, string>)['If-Match']);
    expect(ifMatch).toEqual(['"v1"', '"v2"']);
    expect(await listOutbox()).toEqual([]);
  });
});

describe("the edit screen's 'Abrir para corrigir'", { timeout: 30_000 }, () => {
  it('opens the refused change kept on the device, not the screen it was shown on', async () => {
    await db.outbox.clear();
    signIn(['amostraAgendada.finalizar', 'amostraColetada.adicionar', 'amostraColetada.editar'], { id: 7 });
    let edits = 0;
    const draft = (versao: string) =>
      group({ situacao: 'rascunho', finalizado: false, versao, itens: [scheduledItem({ situacao: 'rascunho' })] });
    stubFetch((url, init) => {
      if (url.endsWith(`/api/v1/amostras/coletadas/${ID}`) && init?.method === 'GET')
        return jsonResponse({ data: draft('v2') });
      if (url.endsWith(`/api/v1/amostras/coletadas/${ID}`) && init?.method === 'PUT')
        return ++edits === 1
          ? jsonResponse({ error: { code: 'SAMPLE_CHANGED_SINCE_READ', message: 'Alterada por outra pessoa.' } }, 412)
          : jsonResponse({ data: draft('v3') });
      return undefined;
    });
    const edit = `/app/coleta/coletada/edit/${ID}/edit`;
    renderWithProviders(
      <>
        <Where />
        <Link to={edit}>abrir de novo</Link>
        <Routes>
          <Route element={<ProtectedRoute />}>
            <Route path="/app/coleta/coletada/edit/:idAgrupador/:actionScreen" element={<CollectionRoute />} />
            <Route path="/app/coleta/historico" element={<p>home</p>} />
          </Route>
        </Routes>
      </>,
      { route: edit },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar para depois' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await screen.findByTestId('outbox-reopened');
    const [kept] = await listOutbox();
    await waitFor(() => expect(currentSearch()).toBe(`?outbox=${kept!.id}`));
    await unsavedSettled();
    // the confirmation's closing keeps the page hidden from the accessibility tree until it is gone
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // the group opened again (from the history, say): the server's version, and the refused change above it
    fireEvent.click(screen.getByRole('link', { name: 'abrir de novo' }));
    const alert = await screen.findByTestId('kept-change');
    expect(screen.queryByTestId('outbox-reopened')).toBeNull();
    fireEvent.click(within(alert).getByRole('link', { name: 'Abrir para corrigir' }));
    await waitFor(() => expect(currentSearch()).toBe(`?outbox=${kept!.id}`));
    expect(await screen.findByTestId('outbox-reopened')).toBeTruthy();
    expect(screen.queryByTestId('kept-change')).toBeNull();
  });
});

describe('an item rejected while the form was open', { timeout: 30_000 }, () => {
  it('the refused finalization opens again without it, says so, and finalizes the others', async () => {
    await db.outbox.clear();
    signIn(['amostraAgendada.finalizar', 'amostraColetada.adicionar'], { id: 7 });
    let reads = 0;
    let finalizations = 0;
    const sealed = (idAmostra: number, over: Record<string, unknown> = {}) =>
      scheduledItem({
        idAmostra,
        numeroLacre: `L-${idAmostra}`,
        idsArquivo: [FILE],
        arquivos: [{ idArquivo: FILE }],
        ...over,
      });
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith(`/api/v1/amostras/agendadas/${ID}`) && init?.method === 'GET')
        return jsonResponse({
          data:
            ++reads === 1
              ? group({ versao: 'v1', itens: [sealed(11), sealed(12)] })
              : // the office rejected the second item meanwhile: the group's version moved on
                group({
                  versao: 'v1.1',
                  itens: [sealed(11), sealed(12, { situacao: 'rejeitada', statusSistema: 'AMOSTRA_REJEITADA' })],
                }),
        });
      if (url.includes('/api/v1/arquivos/')) return new Response('x', { headers: { 'Content-Type': 'image/jpeg' } });
      if (url.includes('/agendadas/finalizar') && init?.method === 'PUT')
        return ++finalizations === 1
          ? jsonResponse({ error: { code: 'SAMPLE_CHANGED_SINCE_READ', message: 'Alterada por outra pessoa.' } }, 412)
          : jsonResponse({ data: group({ situacao: 'coletada', versao: 'v2' }) });
      return undefined;
    });
    stubObjectUrls();
    renderPage(`/app/coleta/agendada/finalize/${ID}/finalize`);
    expect(await screen.findByTestId('item-card-1')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Finalizar coleta' }));

    expect((await screen.findByTestId('outbox-reopened')).textContent).toContain('alterada depois que você a abriu');
    expect((await screen.findByTestId('rejected-items-note')).textContent).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('item-card-1')).toBeNull());
    const finalizeButton = screen.getByRole('button', { name: 'Finalizar coleta' }) as HTMLButtonElement;
    await waitFor(() => expect(finalizeButton.disabled).toBe(false));
    fireEvent.click(finalizeButton);
    expect(await screen.findByText('home')).toBeTruthy();
    const [first, second] = puts(fetchMock);
    expect(JSON.parse(first![1]!.body as string).map((i: { idAmostra: number }) => i.idAmostra)).toEqual([11, 12]);
    expect(JSON.parse(second![1]!.body as string).map((i: { idAmostra: number }) => i.idAmostra)).toEqual([11]);
    expect((second![1]!.headers as Record<string, string>)['If-Match']).toBe('"v1.1"');
    expect(await listOutbox()).toEqual([]);
  });
});

describe('items', { timeout: 30_000 }, () => {
  it('asks before deleting an item, which holds typed data and photos', async () => {
    stubFetch(() => undefined);
    renderPage('/app/coleta/coletada/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar amostra' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar amostra' }));
    expect(await screen.findByTestId('item-card-1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir amostra 2' }));
    let dialog = await screen.findByRole('dialog', { name: 'Excluir amostra 2' });
    expect(dialog.textContent).toContain('suas fotos serão descartados');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('item-card-1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir amostra 2' }));
    dialog = await screen.findByRole('dialog', { name: 'Excluir amostra 2' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('item-card-1')).toBeNull());
    expect(screen.getByTestId('item-card-0')).toBeTruthy();
  });
});

describe('opened from sample management', { timeout: 30_000 }, () => {
  it("asks for the company and the collector, not prefilled with a manager's office, before anything is sent", async () => {
    signIn(['amostraColetada.adicionar', 'amostra.gerenciamento', 'perfil.gerenciamento']);
    await db.coletor.put({
      idPessoa: 3,
      nome: 'Gustavo Gestor',
      idEmpresa: 1,
      idScaUsuario: 7,
      razaoSocial: 'Agrosafety Monitoramento',
      tipoEmpresa: 'gerenciadora',
      coletor: false,
      certificados: [],
    } as never);
    const fetchMock = stubFetch(() => undefined);
    renderPage('/app/coleta/coletada/add?calledBy=gerenciamento_amostra');
    const formControl = (name: RegExp) =>
      screen.getByRole('combobox', { name }).closest('.MuiFormControl-root') as HTMLElement;
    await screen.findByRole('combobox', { name: /^Empresa coletora/ });
    expect(
      (within(formControl(/^Empresa coletora/)).getByTestId('field-empresaColetor') as HTMLInputElement).value,
    ).toBe('');
    // a place belongs to the collecting company: it is chosen first
    const addPlace = screen.getByRole('button', { name: 'Adicionar local' });
    expect(addPlace.getAttribute('aria-disabled')).toBe('true');
    expect(addPlace.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(addPlace.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Escolha a empresa coletora na tela antes de cadastrar o local.',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(within(formControl(/^Empresa coletora/)).getByText('Campo obrigatório')).toBeTruthy());
    expect(within(formControl(/^Coletor/)).getByText('Campo obrigatório')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });
});

describe('a group whose program its collector no longer has', { timeout: 30_000 }, () => {
  it("keeps the program's fields and their values on the cards, and sends them", async () => {
    const agua = {
      idProgramaAmostra: 5,
      nome: 'Água',
      tipoRastreamento: null,
      campos: [
        { idCampoPrograma: 31, token: 'sara2g.campo_programa.ponto_coleta', tipo: 'texto' },
        { idCampoPrograma: 30, token: 'sara2g.campo_programa.data_ultima_chuva', tipo: 'data' },
      ],
    };
    const fetchMock = stubFetch((url, init) => {
      // the collector's list names RAMA only; the whole list names Água too
      if (url.includes('/api/v1/programas-amostra') && !url.includes('idPessoa')) return jsonResponse({ data: [agua] });
      if (url.endsWith(`/api/v1/amostras/coletadas/${ID}`) && init?.method !== 'PUT')
        return jsonResponse({
          data: group({
            situacao: 'coletada',
            idProgramaAmostra: 5,
            nomeProgramaAmostra: 'Água',
            tipoRastreamento: null,
            idVarejo: null,
            dataColeta: '2026-11-20T09:00:00.000',
            itens: [
              scheduledItem({
                situacao: 'coletada',
                numeroLacre: 'L-1',
                idsArquivo: ['f-1'],
                camposProgramaAmostra: [
                  { idCampoPrograma: 31, valor: 'Margem norte' },
                  { idCampoPrograma: 30, valor: '2026-11-18T00:00:00.000' },
                ],
              }),
            ],
          }),
        });
      return undefined;
    });
    renderPage(`/app/coleta/coletada/edit/${ID}/edit`);
    await waitFor(() =>
      expect((screen.getByLabelText(/^Ponto de coleta/) as HTMLInputElement).value).toBe('Margem norte'),
    );
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/api/v1/programas-amostra'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(put[1]!.body as string)[0].camposProgramaAmostra).toEqual([
      { idCampoPrograma: 31, valor: 'Margem norte' },
      { idCampoPrograma: 30, valor: '2026-11-18T00:00:00.000' },
    ]);
  });
});

describe("edit mode: a collection dated after this device's today", { timeout: 30_000 }, () => {
  it('keeps the date it was saved with (a collector further east): not refused as a future date', async () => {
    const agua = { idProgramaAmostra: 5, nome: 'Água', tipoRastreamento: null, campos: [] };
    // saved at 00:30 of a day that has begun where it was collected and not yet here
    const tomorrow = formatWireDate(addDays(new Date(), 1)).slice(0, 10);
    const fetchMock = stubFetch((url, init) => {
      if (url.includes('/api/v1/programas-amostra')) return jsonResponse({ data: [agua] });
      if (url.endsWith(`/api/v1/amostras/coletadas/${ID}`) && init?.method !== 'PUT')
        return jsonResponse({
          data: group({
            situacao: 'coletada',
            idProgramaAmostra: 5,
            nomeProgramaAmostra: 'Água',
            tipoRastreamento: null,
            idVarejo: null,
            dataColeta: `${tomorrow}T00:30:00.000`,
            itens: [scheduledItem({ situacao: 'coletada', numeroLacre: 'L-1', idsArquivo: ['f-1'] })],
          }),
        });
      if (init?.method === 'PUT') return jsonResponse({ data: group({ situacao: 'coletada' }) });
      return undefined;
    });
    renderPage(`/app/coleta/coletada/edit/${ID}/edit`);
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(JSON.parse(puts(fetchMock)[0]![1]!.body as string)[0].dataColeta).toBe(`${tomorrow}T00:30:00.000`);
    expect(screen.queryByText('A data da coleta não pode ser posterior a hoje.')).toBeNull();
  });

  it("does not take a draft's date as registered: a future one is refused when the draft is registered", async () => {
    const agua = { idProgramaAmostra: 5, nome: 'Água', tipoRastreamento: null, campos: [] };
    const later = formatWireDate(addDays(new Date(), 40)).slice(0, 10);
    const fetchMock = stubFetch((url, init) => {
      if (url.includes('/api/v1/programas-amostra')) return jsonResponse({ data: [agua] });
      if (url.endsWith(`/api/v1/amostras/coletadas/${ID}`) && init?.method !== 'PUT')
        return jsonResponse({
          data: group({
            situacao: 'rascunho',
            finalizado: false,
            idProgramaAmostra: 5,
            nomeProgramaAmostra: 'Água',
            tipoRastreamento: null,
            idVarejo: null,
            dataColeta: `${later}T09:00:00.000`,
            itens: [scheduledItem({ situacao: 'rascunho', numeroLacre: 'L-1', idsArquivo: ['f-1'] })],
          }),
        });
      return undefined;
    });
    renderPage(`/app/coleta/coletada/edit/${ID}/edit`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('A data da coleta não pode ser posterior a hoje.')).toBeTruthy();
    expect(puts(fetchMock)).toHaveLength(0);
  });
});

describe('view mode', { timeout: 30_000 }, () => {
  it('says so when the group cannot be loaded, and shows no empty form', async () => {
    stubFetch((url) =>
      url.endsWith(`/api/v1/amostras/coletadas/${ID}`)
        ? jsonResponse({ error: { code: 'SAMPLE_GROUP_NOT_FOUND', message: 'Não encontrado' } }, 404)
        : undefined,
    );
    renderPage(`/app/coleta/coletada/edit/${ID}/edit`);
    expect(await screen.findByText('Amostra não encontrada.')).toBeTruthy();
    expect(screen.queryByTestId('item-0-numeroLacre')).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Cadastrar|Salvar alterações)$/ })).toBeNull();
  });

  it("shows who registered the group as 'Cadastrado por', not the user looking at it", async () => {
    stubFetch((url) =>
      url.endsWith(`/api/v1/amostras/coletadas/${ID}`)
        ? jsonResponse({
            data: group({
              situacao: 'coletada',
              idProgramaAmostra: 5,
              nomeProgramaAmostra: 'Água',
              tipoRastreamento: null,
              idVarejo: null,
              nomePessoaCadastrante: 'Rita Registro',
              dataColeta: '2026-11-20T09:00:00.000',
              itens: [scheduledItem({ situacao: 'coletada', numeroLacre: 'L-1' })],
            }),
          })
        : undefined,
    );
    renderPage(`/app/coleta/coletada/edit/${ID}/view`);
    await waitFor(() =>
      expect((screen.getByLabelText('Cadastrado por') as HTMLInputElement).value).toBe('Rita Registro'),
    );
    // a water sample's card asks no EAN, manufacture or expiry date, or batch
    expect(screen.getByTestId('item-0-numeroLacre')).toBeTruthy();
    expect(screen.queryByTestId('item-0-codigoEAN')).toBeNull();
    expect(screen.queryByTestId('item-0-lote')).toBeNull();
  });

  it('shows every field disabled, with Back only', async () => {
    stubFetch((url) =>
      url.endsWith(`/api/v1/amostras/coletadas/${ID}`)
        ? jsonResponse({
            data: group({
              situacao: 'coletada',
              dataColeta: '2026-11-20T09:00:00.000',
              responsavelColeta: 'Ana',
              itens: [scheduledItem({ situacao: 'coletada', numeroLacre: 'L-1', codigoRastreamento: 'HF26' })],
            }),
          })
        : undefined,
    );
    renderPage(`/app/coleta/coletada/edit/${ID}/view`);
    expect(await screen.findByRole('heading', { name: 'Visualizar coleta' })).toBeTruthy();
    const seal = (await screen.findByTestId('item-0-numeroLacre')) as HTMLInputElement;
    expect(seal.value).toBe('L-1');
    expect(seal.disabled).toBe(true);
    expect((screen.getByTestId('item-0-codigoRastreamento') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Responsável pela coleta') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /^(Cadastrar|Salvar alterações)$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar para depois' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ler QR code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adicionar fotos' })).toBeNull();
    // nothing is asked of a group only viewed: no field is marked required
    expect(document.querySelector('.MuiFormLabel-asterisk')).toBeNull();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
    // the header's back action returns to the list the screen came from
    fireEvent.click(screen.getByRole('button', { name: 'Voltar à lista' }));
    expect(await screen.findByText('home')).toBeTruthy();
  });
});

describe('item card', { timeout: 30_000 }, () => {
  function renderCard(over: Partial<ItemCardProps> = {}, item: SampleItemForm = newItem('k')) {
    const props: ItemCardProps = {
      item,
      index: 0,
      traceable: true,
      idEmpresa: 2,
      products: [],
      companyProducts: [],
      photos: [],
      canDelete: false,
      rama: true,
      onChange: vi.fn(),
      onPhotos: vi.fn(),
      onDelete: vi.fn(),
      ...over,
    };
    renderWithProviders(<ItemCard {...props} />);
    return props;
  }

  it('recollection: picks the earlier sample by its tracking code; unchecking clears it', async () => {
    stubFetch((url) =>
      url.includes('/rastreamentos/HF260007')
        ? jsonResponse({
            data: { produto: null, elos: [], idAmostra: 42, origem: null, erros: [] },
          })
        : undefined,
    );
    const props = renderCard();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Recoleta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amostra recoletada' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Código da amostra anterior'), {
      target: { value: 'HF260007' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(props.onChange).toHaveBeenCalledWith({ isRecoleta: true, idAmostraRecoletada: 42 }));
  });

  it("keeps a traceable item's product as its tracking code names it", async () => {
    stubFetch((url) =>
      url.includes('/rastreamentos/TOM-1')
        ? trackingAnswer({ nome: 'Tomate', idProduto: 4 }, { idDistribuidor: 9, nome: 'Horti Norte' })
        : undefined,
    );
    const tomate = { id: 4, nome: 'Tomate' };
    const props = renderCard({ products: [tomate] }, { ...newItem('k'), codigoRastreamento: 'TOM-1' });
    expect((screen.getByRole('combobox', { name: /Produto/ }) as HTMLInputElement).disabled).toBe(false);
    fireEvent.blur(screen.getByTestId('item-0-codigoRastreamento'));
    await waitFor(() => expect(props.onChange).toHaveBeenCalledWith(expect.objectContaining({ idProduto: 4 })));
    // locked: the whole name in a field of as many lines as it takes, not a select cut at its width
    const locked = (await screen.findByRole('textbox', { name: /Produto/ })) as HTMLTextAreaElement;
    expect(locked.readOnly).toBe(true);
    expect(locked.disabled).toBe(false);
    expect(locked.tagName).toBe('TEXTAREA');
    expect(screen.getByText('O produto vem do código de rastreamento.')).toBeTruthy();
  });

  it("shows a locked product's whole name, in its language", () => {
    const name = 'Tomate italiano orgânico de estufa, bandeja de 500 g';
    renderCard(
      { lockProduct: true, products: [{ id: 4, nome: name, nomeI18n: { en: 'Organic tomato, 500 g tray' } }] },
      { ...newItem('k'), idProduto: 4, nomeProduto: name },
    );
    const locked = screen.getByRole('textbox', { name: /Produto/ }) as HTMLTextAreaElement;
    expect(locked.value).toBe(name);
    // read-only, not disabled: read in full contrast and reached by the keyboard
    expect(locked.readOnly).toBe(true);
    expect(locked.disabled).toBe(false);
    expect(screen.queryByRole('combobox', { name: /Produto/ })).toBeNull();
  });

  it('says the tracking code reached its 60 characters', () => {
    renderCard({}, { ...newItem('k'), codigoRastreamento: 'H'.repeat(60) });
    expect(screen.getByText('Limite de 60 caracteres atingido.')).toBeTruthy();
  });

  it("'Coleta não realizada': picks reasons; the dialog of an item with reasons deletes them", async () => {
    const first = renderCard();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Coleta não realizada' }));
    let dialog = await screen.findByRole('dialog', { name: 'Coleta não realizada' });
    expect(within(dialog).queryByRole('button', { name: 'Excluir motivos' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Falta de produto' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(first.onChange).toHaveBeenCalledWith({ motivosColetaNaoRealizada: ['falta_produto'] });
    cleanup();

    const second = renderCard({}, { ...newItem('k'), motivosColetaNaoRealizada: ['falta_produto'] });
    fireEvent.click(screen.getByRole('button', { name: 'Alterar motivos' }));
    dialog = await screen.findByRole('dialog', { name: 'Coleta não realizada' });
    // a traced program offers the traceability reason
    expect(within(dialog).getByRole('checkbox', { name: 'Falta de produto com rastreabilidade' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir motivos' }));
    expect(second.onChange).toHaveBeenCalledWith({ motivosColetaNaoRealizada: [] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();

    // a water sample or an untraced product does not
    renderCard({ traceable: false, environmental: true, rama: false });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Coleta não realizada' }));
    dialog = await screen.findByRole('dialog', { name: 'Coleta não realizada' });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!.textContent),
    ).toEqual(['Falta de produto', 'Produto sem quantidade suficiente', 'Produto em condição inadequada']);
  });

  it('recollection: a code without a sample keeps the dialog open with a message', async () => {
    stubFetch((url) =>
      url.includes('/rastreamentos/')
        ? jsonResponse({ data: { produto: null, elos: [], idAmostra: null, origem: null, erros: [] } })
        : undefined,
    );
    const props = renderCard();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Recoleta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amostra recoletada' });
    fireEvent.change(within(dialog).getByLabelText('Código da amostra anterior'), {
      target: { value: 'XX' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Nenhuma amostra anterior encontrada com este código.')).toBeTruthy();
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('recollection: who may not list samples finds the earlier one through the tracking call; none says so', async () => {
    const fetchMock = stubFetch((url) =>
      url.includes('/rastreamentos/HF260026')
        ? jsonResponse({ data: { produto: null, elos: [], idAmostra: 26, origem: null, erros: [] } })
        : url.includes('/rastreamentos/')
          ? jsonResponse({ data: { produto: null, elos: [], idAmostra: null, origem: null, erros: [] } })
          : undefined,
    );
    const props = renderCard();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Recoleta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amostra recoletada' });
    const code = within(dialog).getByLabelText('Código da amostra anterior');
    fireEvent.change(code, { target: { value: 'XX99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    expect(await within(dialog).findByText('Nenhuma amostra anterior encontrada com este código.')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'HF260026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    expect(await within(dialog).findByText('Recoleta da amostra HF260026')).toBeTruthy();
    // the sample list is not asked of a user without it (a 403 in the log for nothing)
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/amostras/listagem'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(props.onChange).toHaveBeenCalledWith({ isRecoleta: true, idAmostraRecoletada: 26 }));
  });

  it('recollection: lists the earlier samples found with the code to choose from', async () => {
    stubFetch((url) =>
      url.includes('/api/v1/amostras/listagem')
        ? jsonResponse({
            data: {
              total: 1,
              itens: [
                {
                  idAmostra: 77,
                  codigoRastreamento: 'HF260011',
                  produto: 'Maçã',
                  localColeta: 'Loja 1',
                  dataColeta: null,
                },
              ],
            },
          })
        : undefined,
    );
    signIn(['amostraColetada.adicionar', 'listagem']);
    const props = renderCard();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Recoleta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amostra recoletada' });
    fireEvent.change(within(dialog).getByLabelText('Código da amostra anterior'), {
      target: { value: 'HF2600' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    expect(await within(dialog).findByText(/HF260011/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(props.onChange).toHaveBeenCalledWith({ isRecoleta: true, idAmostraRecoletada: 77 }));
  });

  it('recollection is offered on RAMA programs only, and unchecking clears both fields', () => {
    const props = renderCard({}, { ...newItem('k'), isRecoleta: true, idAmostraRecoletada: 42 });
    expect(screen.getByTestId('item-0-recoleta').textContent).toContain('#42');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Recoleta' }));
    expect(props.onChange).toHaveBeenCalledWith({ isRecoleta: false, idAmostraRecoletada: null });
  });

  it('marks the EAN required when the retail chain asks it', () => {
    renderCard();
    expect((screen.getByTestId('item-0-codigoEAN') as HTMLInputElement).required).toBe(false);
    cleanup();
    renderCard({ eanRequired: true });
    expect((screen.getByTestId('item-0-codigoEAN') as HTMLInputElement).required).toBe(true);
  });

  it('hides recollection outside RAMA', () => {
    renderCard({ rama: false });
    expect(screen.queryByRole('checkbox', { name: 'Recoleta' })).toBeNull();
  });

  it("the tracking lookup on blur sets the product and the code's supplier", async () => {
    stubFetch((url) =>
      url.includes('/rastreamentos/HF269001')
        ? jsonResponse({
            data: {
              produto: { nome: 'Tomate', idTipoProduto: 1, idProdutoProcessado: null, idProduto: 5 },
              elos: [
                {
                  idElo: 1,
                  nome: 'Sítio Boa Vista;Produtor',
                  tipoElo: 'origem',
                  idEmpresa: 8,
                  usuarioPlataforma: false,
                },
              ],
              idAmostra: null,
              fornecedor: { idDistribuidor: 3, nome: 'Vale Verde Hortifruti Ltda', usuarioPlataforma: true },
              origem: 'Sítio Boa Vista',
              erros: [],
            },
          })
        : undefined,
    );
    const props = renderCard({}, { ...newItem('k'), codigoRastreamento: 'HF269001' });
    fireEvent.blur(screen.getByTestId('item-0-codigoRastreamento'));
    await waitFor(() =>
      expect(props.onChange).toHaveBeenCalledWith(
        expect.objectContaining({
          idProduto: 5,
          nomeProduto: 'Tomate',
          idDistribuidor: 3,
          usuarioPlataforma: true,
          // the name shown is the item's own: the form keeps it (a form brought back shows it again)
          nomeDistribuidor: 'Vale Verde Hortifruti Ltda',
        }),
      ),
    );
  });

  it('takes photos with the native camera where the app provides one', async () => {
    const getPhoto = vi.fn(async () => ({ dataUrl: 'data:image/jpeg;base64,/9j/AA==', format: 'jpeg', saved: false }));
    camera.native = { getPhoto };
    const props = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Tirar foto' }));
    await waitFor(() => expect(props.onPhotos).toHaveBeenCalled());
    expect(getPhoto).toHaveBeenCalledWith(expect.objectContaining({ quality: 50, width: 1024, height: 768 }));
    const [[update]] = (props.onPhotos as ReturnType<typeof vi.fn>).mock.calls as [[PhotoUpdate]];
    const photos = update([]);
    expect(photos[0]!.blob!.type).toBe('image/jpeg');
  });
});

describe('adding a sample', { timeout: 30_000 }, () => {
  it("puts the focus in the new card's first field", async () => {
    stubFetch(() => undefined);
    renderPage('/app/coleta/coletada/add');
    const add = await screen.findByRole('button', { name: 'Adicionar amostra' });
    add.focus();
    fireEvent.click(add);
    await waitFor(() => expect(screen.getByTestId('item-card-0').contains(document.activeElement)).toBe(true));
    fireEvent.click(add);
    await waitFor(() => expect(screen.getByTestId('item-card-1').contains(document.activeElement)).toBe(true));
  });
});
