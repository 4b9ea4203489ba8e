import { PROGRAMS } from '@sara/domain/constants';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../offline/db';
import { OUTBOX_KINDS, queueWrite } from '../../../offline/outbox';
import { signIn } from '../../../testing/session';
import { ProtectedRoute } from '../../../lib/auth';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { CollectedViewPage } from './collected-view-page';
import { ScheduledViewPage } from './scheduled-view-page';
import { CollectionPage } from '../../collection/components/collection-page';
import { SchedulingPage } from '../../scheduling/components/scheduling-page';
import { stubObjectUrls } from '../../../testing/media';

const ID = '6f1c1b7e-8a53-4f3e-9a3c-2d7f1b0b9a11';

const item = (over: Record<string, unknown> = {}) => ({
  idAmostra: 1,
  idAgrupador: ID,
  nomeProduto: 'Tomate',
  nomeProdutoEmpresa: null,
  nomeDistribuidor: null,
  observacao: 'Na doca 2',
  codigoRastreamento: null,
  numeroLacre: 'L-1',
  lote: null,
  infoLaboratorio: { statusSQSAgrosafety: 'pending' },
  idsArquivo: [],
  situacao: 'agendada',
  codigoEAN: null,
  dataFabricacao: null,
  dataValidade: null,
  camposProgramaAmostra: [],
  motivosColetaNaoRealizada: [],
  ...over,
});

const group = (over: Record<string, unknown> = {}) => ({
  idAgrupador: ID,
  situacao: 'agendada',
  idEmpresa: 2,
  idPessoaCadastrante: 3,
  idEmpresaCadastrante: 2,
  nomeLaboratorio: 'Outros laboratórios',
  nomeOrcamento: null,
  idProgramaAmostra: 1,
  nomeProgramaAmostra: 'RAMA',
  dataAgendada: '2026-11-22T00:00:00.000',
  dataColeta: null,
  nomeEmpresaColetora: 'Coleta Campo',
  nomePessoaColetora: 'Amanda',
  nomeLocalAmostra: 'Loja 1',
  localAmostra: null,
  nomeVarejo: null,
  responsavelColeta: null,
  itens: [item()],
  ...over,
});

function stubFetch(answer: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string, element: React.ReactElement, pattern: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<ProtectedRoute />}>
        <Route path={pattern} element={element} />
        <Route path="/app/main" element={<p>home</p>} />
      </Route>
    </Routes>,
    { route: path },
  );
}

beforeEach(async () => {
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
  signIn(['amostraAgendada.adicionar', 'amostra.excluir']);
});

describe('scheduled view', { timeout: 20_000 }, () => {
  it('shows the group, "Não informado" for empty values, and deletes after a confirmation', async () => {
    const fetchMock = stubFetch((url, init) =>
      init?.method === 'PUT'
        ? jsonResponse({ data: group({ itens: [] }) })
        : jsonResponse({ data: group({ versao: 'h1' }) }),
    );
    renderAt(`/app/amostra/agendada/view/${ID}`, <ScheduledViewPage />, '/app/amostra/agendada/view/:idAgrupador');
    expect(await screen.findByText('Outros laboratórios')).toBeTruthy();
    expect(screen.getByText('22/11/2026')).toBeTruthy();
    // where the visit goes, and the RAMA retail chain (here none yet)
    expect(screen.getByText('Loja 1')).toBeTruthy();
    expect(screen.getByText('Varejo')).toBeTruthy();
    expect(screen.getAllByText('Não informado').length).toBeGreaterThan(0);
    expect((await screen.findByRole('link', { name: 'Editar' })).getAttribute('href')).toBe(
      `/app/coleta/agendada/edit/${ID}`,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('home')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(put[0]).toContain(`/api/v1/amostras/agendadas/${ID}`);
    expect(put[1]!.body).toBe('[]');
    // decided on the schedule as shown: one changed since is not deleted (If-Match)
    expect((put[1]!.headers as Record<string, string>)['If-Match']).toBe('"h1"');
    expect(await screen.findByText('Agendamento excluído com sucesso.')).toBeTruthy();
  });

  it("goes back from the header too, where the footer's Voltar goes (far below on a phone)", async () => {
    stubFetch(() => jsonResponse({ data: group() }));
    renderAt(`/app/amostra/agendada/view/${ID}`, <ScheduledViewPage />, '/app/amostra/agendada/view/:idAgrupador');
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar à tela anterior' }));
    expect(await screen.findByText('home')).toBeTruthy();
  });

  it("names a water or soil item's product its analysis matrix, as the collected view does", async () => {
    stubFetch(() => jsonResponse({ data: group({ idProgramaAmostra: PROGRAMS.environmentalWater }) }));
    renderAt(`/app/amostra/agendada/view/${ID}`, <ScheduledViewPage />, '/app/amostra/agendada/view/:idAgrupador');
    expect(await screen.findByText('Matriz de análise')).toBeTruthy();
  });

  it('says which earlier sample a scheduled recollection collects again', async () => {
    stubFetch(() =>
      jsonResponse({
        data: group({
          itens: [item({ isRecoleta: true, idAmostraRecoletada: 9, codigoRastreamentoRecoletado: 'HF260001' })],
        }),
      }),
    );
    renderAt(`/app/amostra/agendada/view/${ID}`, <ScheduledViewPage />, '/app/amostra/agendada/view/:idAgrupador');
    expect(await screen.findByText('Recoleta da amostra HF260001')).toBeTruthy();
  });

  it('opens the collected view of a schedule finalized since; a group that is neither is not found', async () => {
    const notFound = () =>
      jsonResponse({ error: { code: 'SAMPLE_GROUP_NOT_FOUND', message: 'Amostra não encontrada.' } }, 404);
    stubFetch((url) =>
      url.includes('/agendadas/') ? notFound() : jsonResponse({ data: group({ situacao: 'coletada' }) }),
    );
    const view = renderWithProviders(
      <Routes>
        <Route element={<ProtectedRoute />}>
          <Route path="/app/amostra/agendada/view/:idAgrupador" element={<ScheduledViewPage />} />
          <Route path="/app/amostra/coletada/view/:idAgrupador" element={<p>collected view</p>} />
        </Route>
      </Routes>,
      { route: `/app/amostra/agendada/view/${ID}` },
    );
    expect(await screen.findByText('collected view')).toBeTruthy();
    view.unmount();

    stubFetch(notFound);
    renderAt(`/app/amostra/agendada/view/${ID}`, <ScheduledViewPage />, '/app/amostra/agendada/view/:idAgrupador');
    expect(await screen.findByText('Amostra não encontrada.')).toBeTruthy();
  });

  it("hides edit and delete from another company's users", async () => {
    // the server sends company and collector names only to the group's own company
    stubFetch(() =>
      jsonResponse({
        data: group({ idEmpresa: 10, idEmpresaCadastrante: 10, nomeEmpresaColetora: null, nomePessoaColetora: null }),
      }),
    );
    renderAt(`/app/amostra/agendada/view/${ID}`, <ScheduledViewPage />, '/app/amostra/agendada/view/:idAgrupador');
    expect(await screen.findByText('Outros laboratórios')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    // company and collector names only for the own company: withheld, the fields are left out
    expect(screen.queryByText('Coleta Campo')).toBeNull();
    expect(screen.queryByText('Amanda')).toBeNull();
    expect(screen.queryByText('Empresa coletora')).toBeNull();
  });

  it("follows the server's acoes when the answer carries them", async () => {
    const acoes = {
      editAgendada: false,
      editColetada: false,
      finalizeAgendada: false,
      deleteAmostra: false,
      view: true,
    };
    stubFetch(() => jsonResponse({ data: group({ acoes }) }));
    renderAt(`/app/amostra/agendada/view/${ID}`, <ScheduledViewPage />, '/app/amostra/agendada/view/:idAgrupador');
    expect(await screen.findByText('Outros laboratórios')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
  });

  it('offers delete only with the delete feature', async () => {
    signIn(['amostraAgendada.adicionar']);
    stubFetch(() => jsonResponse({ data: group() }));
    renderAt(`/app/amostra/agendada/view/${ID}`, <ScheduledViewPage />, '/app/amostra/agendada/view/:idAgrupador');
    expect(await screen.findByRole('link', { name: 'Editar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
  });

  it('offers a sampler edit and delete of the groups they registered only', async () => {
    signIn(['perfil.amostrador', 'amostraAgendada.adicionar', 'amostra.excluir']);
    stubFetch(() => jsonResponse({ data: group({ idPessoaCadastrante: 99 }) }));
    const { unmount } = renderAt(
      `/app/amostra/agendada/view/${ID}`,
      <ScheduledViewPage />,
      '/app/amostra/agendada/view/:idAgrupador',
    );
    expect(await screen.findByText('Outros laboratórios')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    unmount();
    stubFetch(() => jsonResponse({ data: group({ idPessoaCadastrante: 3 }) }));
    renderAt(`/app/amostra/agendada/view/${ID}`, <ScheduledViewPage />, '/app/amostra/agendada/view/:idAgrupador');
    expect(await screen.findByRole('button', { name: 'Excluir' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar' })).toBeTruthy();
  });

  it('lets the company that created a group for another company delete it', async () => {
    stubFetch(() => jsonResponse({ data: group({ idEmpresa: 10, idEmpresaCadastrante: 2 }) }));
    renderAt(`/app/amostra/agendada/view/${ID}`, <ScheduledViewPage />, '/app/amostra/agendada/view/:idAgrupador');
    expect(await screen.findByRole('button', { name: 'Excluir' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
  });
});

describe('views without a connection', { timeout: 20_000 }, () => {
  const at = (path: string) =>
    path.includes('agendada')
      ? renderAt(path, <ScheduledViewPage />, '/app/amostra/agendada/view/:idAgrupador')
      : renderAt(path, <CollectedViewPage />, '/app/amostra/coletada/view/:idAgrupador');
  beforeEach(async () => {
    await db.configuracao.clear();
    await db.outbox.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('a group opened online opens offline from the device, saying so; delete waits for the connection', async () => {
    stubFetch(() => jsonResponse({ data: group() }));
    const online = at(`/app/amostra/agendada/view/${ID}`);
    expect(await screen.findByText('Outros laboratórios')).toBeTruthy();
    expect(screen.queryByTestId('group-device-copy')).toBeNull();
    online.unmount();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = stubFetch(() => jsonResponse({ data: group() }));
    at(`/app/amostra/agendada/view/${ID}`);
    expect(await screen.findByText('Outros laboratórios')).toBeTruthy();
    expect(
      screen.getByText('Sem conexão: esta é a cópia guardada neste aparelho na última vez que a amostra foi aberta.'),
    ).toBeTruthy();
    const remove = screen.getByRole('button', { name: 'Excluir' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Excluir precisa de conexão.',
    );
    // a tap: a tooltip waits 700 ms for a long press by default, and the finger leaves before
    fireEvent.touchStart(remove.parentElement!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.touchEnd(remove.parentElement!);
    expect(await screen.findByRole('tooltip', { name: 'Excluir precisa de conexão.' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/amostras/agendadas/'))).toBe(false);
  });

  it('a group never opened on this device says there is no connection, not that it does not exist', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch(() => jsonResponse({ data: group() }));
    at(`/app/amostra/coletada/view/${ID}`);
    expect(
      await screen.findByText(
        'Sem conexão, e esta amostra ainda não foi aberta neste aparelho. Ela abre quando a conexão voltar.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Amostra não encontrada.')).toBeNull();
  });

  it('a change kept on the device and not sent yet: the view says so and offers no other change', async () => {
    await queueWrite(OUTBOX_KINDS.agendada, {
      idAgrupador: ID,
      method: 'PUT',
      photos: [],
      itens: [{ idAgrupador: ID, idAmostra: 1 }],
    });
    stubFetch(() => jsonResponse({ data: group() }));
    at(`/app/amostra/agendada/view/${ID}`);
    expect(
      await screen.findByText(
        'Uma alteração desta amostra feita neste aparelho aguarda envio; ela é enviada quando a conexão voltar.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
  });

  it('a finalization kept on the device: the view shows what was entered, its photos from the device', async () => {
    stubObjectUrls('blob:aparelho');
    const FOTO = '0b6f8a4e-3c1d-4f5e-9a7b-1c2d3e4f5a6b';
    await queueWrite(OUTBOX_KINDS.finalizar, {
      idAgrupador: ID,
      method: 'PUT',
      photos: [{ idArquivo: FOTO, blob: new Blob(['jpeg'], { type: 'image/jpeg' }) }],
      itens: [
        {
          idAgrupador: ID,
          idAmostra: 1,
          dataColeta: '2026-11-22T09:30:00.000',
          responsavelColeta: 'Gerente Paulo',
          pessoaColeta: 'Zé da Represa',
          localAmostra: 'Poço 3',
          numeroLacre: 'LAC-77',
          codigoRastreamento: 'HF2500099',
          lote: 'B12',
          codigoEAN: '7891234567895',
          observacao: 'Gôndola 3',
          camposProgramaAmostra: [{ idCampoPrograma: 30, valor: '2026-11-18T00:00:00.000' }],
          arquivos: [{ idArquivo: FOTO }],
        },
        { idAgrupador: ID, idAmostra: 2, motivosColetaNaoRealizada: ['falta_produto'] },
      ],
    });
    // before the outbox sends it, the schedule as the server has it (without the seals)
    const fetchMock = stubFetch((url) =>
      url.includes('/api/v1/programas-amostra')
        ? jsonResponse({
            data: [
              {
                idProgramaAmostra: 1,
                nome: 'RAMA',
                campos: [{ idCampoPrograma: 30, token: 'sara2g.campo_programa.data_ultima_chuva', tipo: 'data' }],
              },
            ],
          })
        : jsonResponse({
            data: group({
              idPessoaColetor: 3,
              itens: [item({ numeroLacre: null }), item({ idAmostra: 2, numeroLacre: null })],
            }),
          }),
    );
    at(`/app/amostra/agendada/view/${ID}`);
    expect(await screen.findByText('LAC-77')).toBeTruthy();
    // everything entered shows: the EAN, the note and the program's own fields too
    expect(screen.getByText('7891234567895')).toBeTruthy();
    expect(screen.getByText('Gôndola 3')).toBeTruthy();
    expect(await screen.findByText('18/11/2026')).toBeTruthy();
    expect(screen.getByText('Data da última chuva')).toBeTruthy();
    expect(screen.getAllByText('Informado na finalização (aguardando envio)')).toHaveLength(2);
    expect(screen.getByText('22/11/2026 09:30')).toBeTruthy();
    expect(screen.getByText('Gerente Paulo')).toBeTruthy();
    // the collection person on a line of its own; a place the schedule had is not replaced
    expect(screen.getByText('Zé da Represa')).toBeTruthy();
    expect(screen.queryByText('Poço 3')).toBeNull();
    expect(screen.getByText('HF2500099')).toBeTruthy();
    expect(screen.getByText('B12')).toBeTruthy();
    expect(screen.getByText('Falta de produto')).toBeTruthy();
    const img = await screen.findByRole('img', { name: 'Foto 1' });
    expect(img.getAttribute('src')).toBe('blob:aparelho');
    // the photo is the device's: nothing asked of the server for it
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/v1/arquivos/'))).toBe(false);
  });

  it('a change the server refused does not wait: the view offers edit and delete again', async () => {
    signIn(['amostraAgendada.adicionar', 'amostra.excluir']);
    const id = await queueWrite(OUTBOX_KINDS.agendada, {
      idAgrupador: ID,
      method: 'PUT',
      photos: [],
      itens: [{ idAgrupador: ID, idAmostra: 1 }],
    });
    await db.outbox.update(id, { status: 'failed', error: 'Local inválido.' } as never);
    stubFetch(() => jsonResponse({ data: group({ acoes: { editAgendada: true, deleteAmostra: true } }) }));
    at(`/app/amostra/agendada/view/${ID}`);
    expect(await screen.findByRole('link', { name: 'Editar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeTruthy();
    expect(screen.queryByTestId('view-pending-change')).toBeNull();
  });

  it('the collection edit screen offline without a copy says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch(() => jsonResponse({ data: [] }));
    renderAt(
      `/app/coleta/coletada/edit/${ID}/edit`,
      <CollectionPage />,
      '/app/coleta/coletada/edit/:idAgrupador/:actionScreen',
    );
    expect(await screen.findByTestId('group-offline-missing')).toBeTruthy();
    expect(screen.queryByTestId('group-load-failed')).toBeNull();
  });
});

describe('edit screens of a group the user may not change', { timeout: 20_000 }, () => {
  const refused = {
    editAgendada: false,
    editColetada: false,
    finalizeAgendada: false,
    deleteAmostra: false,
    view: true,
  };
  // the group read answers the group; every reference list is empty
  const answer = (data: unknown) => (url: string) =>
    jsonResponse({ data: /\/amostras\/(agendadas|coletadas)\//.test(url) ? data : [] });
  const views = (path: string, element: React.ReactElement, pattern: string) =>
    renderWithProviders(
      <Routes>
        <Route element={<ProtectedRoute />}>
          <Route path={pattern} element={element} />
          <Route path="/app/amostra/agendada/view/:idAgrupador" element={<p>scheduled view</p>} />
          <Route path="/app/amostra/coletada/view/:idAgrupador" element={<p>collected view</p>} />
        </Route>
      </Routes>,
      { route: path },
    );

  it('the scheduling edit screen opens the read-only view and says why', async () => {
    stubFetch(answer(group({ acoes: refused })));
    views(`/app/coleta/agendada/edit/${ID}`, <SchedulingPage />, '/app/coleta/agendada/edit/:idAgrupador');
    expect(await screen.findByText('scheduled view')).toBeTruthy();
    expect(await screen.findByText('Você não pode alterar esta amostra; ela foi aberta para consulta.')).toBeTruthy();
  });

  it('the collection edit screen of a collected group opens the collected view', async () => {
    signIn(['amostraColetada.adicionar', 'amostraColetada.editar']);
    stubFetch(answer(group({ situacao: 'coletada', acoes: refused })));
    views(
      `/app/coleta/coletada/edit/${ID}/edit`,
      <CollectionPage />,
      '/app/coleta/coletada/edit/:idAgrupador/:actionScreen',
    );
    expect(await screen.findByText('collected view')).toBeTruthy();
  });

  it('the finalize screen of a group the user may not finalize opens the scheduled view', async () => {
    signIn(['amostraAgendada.finalizar']);
    stubFetch(answer(group({ acoes: refused })));
    views(
      `/app/coleta/agendada/finalize/${ID}/finalize`,
      <CollectionPage finalize />,
      '/app/coleta/agendada/finalize/:idAgrupador/:actionScreen',
    );
    expect(await screen.findByText('scheduled view')).toBeTruthy();
  });
});

describe('edit screens of a group with a change still waiting on the device', { timeout: 20_000 }, () => {
  const waiting = (kind: (typeof OUTBOX_KINDS)[keyof typeof OUTBOX_KINDS]) =>
    queueWrite(kind, { idAgrupador: ID, method: 'PUT', photos: [], itens: [{ idAgrupador: ID, idAmostra: 1 }] });
  const screens = (path: string, element: React.ReactElement, pattern: string) =>
    renderWithProviders(
      <Routes>
        <Route element={<ProtectedRoute />}>
          <Route path={pattern} element={element} />
          <Route path="/app/amostra/agendada/view/:idAgrupador" element={<ScheduledViewPage />} />
          <Route path="/app/amostra/coletada/view/:idAgrupador" element={<CollectedViewPage />} />
        </Route>
      </Routes>,
      { route: path },
    );
  const BLOCKED =
    'Uma alteração desta amostra feita neste aparelho ainda aguarda envio. Ela precisa ser enviada antes de uma nova alteração.';
  const PENDING =
    'Uma alteração desta amostra feita neste aparelho aguarda envio; ela é enviada quando a conexão voltar.';
  beforeEach(() => db.outbox.clear());

  it('the collection edit screen opens the collected view, which says the change waits', async () => {
    signIn(['amostraColetada.adicionar', 'amostraColetada.editar']);
    await waiting(OUTBOX_KINDS.coletada);
    stubFetch(() => jsonResponse({ data: group({ situacao: 'coletada' }) }));
    screens(
      `/app/coleta/coletada/edit/${ID}/edit`,
      <CollectionPage />,
      '/app/coleta/coletada/edit/:idAgrupador/:actionScreen',
    );
    expect(await screen.findByText(BLOCKED)).toBeTruthy();
    expect(await screen.findByText(PENDING)).toBeTruthy();
  });

  it('the scheduling edit screen opens the scheduled view', async () => {
    await waiting(OUTBOX_KINDS.agendada);
    stubFetch(() => jsonResponse({ data: group() }));
    screens(`/app/coleta/agendada/edit/${ID}`, <SchedulingPage />, '/app/coleta/agendada/edit/:idAgrupador');
    expect(await screen.findByText(BLOCKED)).toBeTruthy();
    expect(await screen.findByText(PENDING)).toBeTruthy();
  });

  it('a refused change does not hold the edit screen (it says so there instead)', async () => {
    const id = await waiting(OUTBOX_KINDS.agendada);
    await db.outbox.update(id, { status: 'failed', error: 'Local inválido.' } as never);
    stubFetch((url) => jsonResponse({ data: /\/amostras\/agendadas\//.test(url) ? group() : [] }));
    screens(`/app/coleta/agendada/edit/${ID}`, <SchedulingPage />, '/app/coleta/agendada/edit/:idAgrupador');
    expect(await screen.findByTestId('kept-change')).toBeTruthy();
    expect(screen.queryByText(BLOCKED)).toBeNull();
  });
});

describe('a group with a rejected item', { timeout: 20_000 }, () => {
  const rejected = item({ idAmostra: 2, situacao: 'rejeitada', observacao: 'Lacre violado', nomeProduto: 'Alface' });
  const withRejected = () => group({ itens: [item(), rejected] });

  it("the view marks the item and shows its observation as the rejection's reason", async () => {
    stubFetch(() => jsonResponse({ data: withRejected() }));
    renderAt(`/app/amostra/agendada/view/${ID}`, <ScheduledViewPage />, '/app/amostra/agendada/view/:idAgrupador');
    const card = (await screen.findByText('Alface')).closest('.MuiCard-root') as HTMLElement;
    expect(within(card).getByText('Rejeitado')).toBeTruthy();
    expect(within(card).getByText('Motivo da rejeição')).toBeTruthy();
    expect(within(card).getByText('Lacre violado')).toBeTruthy();
    // the group's observations are the open items' only
    expect(screen.getAllByText('Lacre violado')).toHaveLength(1);
  });

  it("the view's observations say whose each is when several items have one, in the lines typed", async () => {
    const third = item({ idAmostra: 3, observacao: 'Caixa 1\nCaixa 2', nomeProduto: 'Tomate' });
    stubFetch(() => jsonResponse({ data: group({ itens: [item(), rejected, third] }) }));
    renderAt(`/app/amostra/agendada/view/${ID}`, <ScheduledViewPage />, '/app/amostra/agendada/view/:idAgrupador');
    const field = (await screen.findByText('Observações')).parentElement!;
    expect(field.querySelector('p')!.textContent).toBe('Item 1: Na doca 2\nItem 3: Caixa 1\nCaixa 2');
  });

  it('the scheduling edit screen leaves the rejected item out and says so', async () => {
    stubFetch((url) => jsonResponse({ data: /\/amostras\/agendadas\//.test(url) ? withRejected() : [] }));
    renderAt(`/app/coleta/agendada/edit/${ID}`, <SchedulingPage />, '/app/coleta/agendada/edit/:idAgrupador');
    expect((await screen.findByTestId('rejected-items-note')).textContent).toContain(
      'Itens rejeitados desta amostra: 1.',
    );
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Observação' })).toHaveLength(1));
    expect((screen.getByRole('textbox', { name: 'Observação' }) as HTMLTextAreaElement).value).toBe('Na doca 2');
  });

  it('the finalize screen leaves the rejected item out and says so', async () => {
    signIn(['amostraAgendada.finalizar']);
    stubFetch((url) => jsonResponse({ data: /\/amostras\/agendadas\//.test(url) ? withRejected() : [] }));
    renderAt(
      `/app/coleta/agendada/finalize/${ID}/finalize`,
      <CollectionPage finalize />,
      '/app/coleta/agendada/finalize/:idAgrupador/:actionScreen',
    );
    expect((await screen.findByTestId('rejected-items-note')).textContent).toContain(
      'Itens rejeitados desta amostra: 1.',
    );
    expect(screen.queryByText('Lacre violado')).toBeNull();
  });
});

/** Opens the collected view of a group read as `values` (no program list needed). */
function openCollected(values: Parameters<typeof group>[0]) {
  stubFetch((url) => jsonResponse({ data: url.includes('/api/v1/programas-amostra') ? [] : group(values) }));
  renderAt(`/app/amostra/coletada/view/${ID}`, <CollectedViewPage />, '/app/amostra/coletada/view/:idAgrupador');
}

describe('collected view', { timeout: 20_000 }, () => {
  it('shows the items and their photos as thumbnails fetched with the token', async () => {
    stubObjectUrls('blob:foto');
    const fetchMock = stubFetch((url) => {
      if (url.includes('/api/v1/arquivos/')) return new Response('x', { headers: { 'Content-Type': 'image/jpeg' } });
      if (url.includes('/api/v1/programas-amostra')) return jsonResponse({ data: [] });
      return jsonResponse({
        data: group({
          situacao: 'coletada',
          dataColeta: '2026-11-20T10:00:00.000',
          itens: [
            item({ situacao: 'coletada', idsArquivo: ['a1'], codigoEAN: '7891234567895', dataValidade: '2026-12-01' }),
            item({
              idAmostra: 2,
              numeroLacre: 'L-2',
              situacao: 'rejeitada',
              motivosColetaNaoRealizada: ['falta_produto', 'produto_sem_quantidade'],
            }),
          ],
        }),
      });
    });
    renderAt(`/app/amostra/coletada/view/${ID}`, <CollectedViewPage />, '/app/amostra/coletada/view/:idAgrupador');
    expect(await screen.findByText('L-1')).toBeTruthy();
    // the collection date with its time; what each item holds, as collected
    expect(screen.getByText('20/11/2026 10:00')).toBeTruthy();
    expect(screen.getByText('7891234567895')).toBeTruthy();
    expect(screen.getByText('01/12/2026')).toBeTruthy();
    expect(screen.getByText('Falta de produto; Produto sem quantidade suficiente')).toBeTruthy();
    // the rejected item says so; the collected one (the group's situation) needs not
    expect(screen.getAllByText('Situação da amostra')).toHaveLength(1);
    expect(screen.getByText('Rejeitada')).toBeTruthy();
    const img = await screen.findByRole('img', { name: 'Foto 1' });
    expect(img.getAttribute('src')).toBe('blob:foto');
    const call = fetchMock.mock.calls.find(([u]) => u.includes('/api/v1/arquivos/a1'))!;
    expect((call[1]!.headers as Record<string, string>)['Auth-Token']).toBe('t');
    // a tap opens the photo full size
    fireEvent.click(screen.getByRole('button', { name: 'Ampliar Foto 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Foto 1' })).toBeTruthy();
  });

  it('shows the day a finalized schedule was scheduled for, and no such line for a collection registered as such', async () => {
    openCollected({
      situacao: 'coletada',
      dataColeta: '2026-11-23T10:00:00.000',
      dataAgendada: '2026-11-22T00:00:00.000',
    });
    expect((await screen.findByText('Data agendada')).nextElementSibling?.textContent).toBe('22/11/2026');
    cleanup();
    openCollected({ situacao: 'coletada', dataColeta: '2026-11-23T10:00:00.000', dataAgendada: null });
    expect(await screen.findByText('23/11/2026 10:00')).toBeTruthy();
    expect(screen.queryByText('Data agendada')).toBeNull();
  });

  it("leaves out whose the group is for another company's user (retail staff at their chain)", async () => {
    openCollected({
      situacao: 'coletada',
      dataColeta: '2026-11-20T10:00:00.000',
      nomeEmpresaColetora: null,
      nomePessoaColetora: null,
      responsavelColeta: null,
      itens: [item({ situacao: 'coletada' })],
    });
    expect(await screen.findByText('L-1')).toBeTruthy();
    // withheld, not 'Não informado': every group has a responsible
    expect(screen.queryByText('Responsável')).toBeNull();
  });

  it('an environmental group: no retail chain, the sample code and the sample identification', async () => {
    openCollected({
      situacao: 'coletada',
      idProgramaAmostra: 5,
      nomeProgramaAmostra: 'Ambiental água',
      responsavelAmostraAmbiental: 'cliente',
      tipoAmostragem: 'Simples',
      temConformidade: true,
      normaAmbiental: 'Portaria GM/MS nº 888/2021',
      itens: [item({ situacao: 'coletada', codigoAgrosafety: 'AG-2026-0042' })],
    });
    expect(await screen.findByText('Na doca 2')).toBeTruthy();
    // the group's own facts, as its collection screen asked them
    expect(screen.getByText('Responsável pela amostragem').nextSibling?.textContent).toBe('Cliente');
    expect(screen.getByText('Tipo de amostragem').nextSibling?.textContent).toBe('Simples');
    expect(screen.getByText('Relato de conformidade').nextSibling?.textContent).toBe('Sim');
    expect(screen.getByText('Portaria GM/MS nº 888/2021')).toBeTruthy();
    expect(screen.getByText('Identificação da amostra')).toBeTruthy();
    expect(screen.queryByText('Varejo')).toBeNull();
    // the lab's sample code and the analysis matrix, as in My samples
    expect(screen.getByText('AG-2026-0042')).toBeTruthy();
    expect(screen.queryByText('Código de rastreamento')).toBeNull();
    // a packaged product's facts, which a water sample has none of
    for (const label of ['Código EAN', 'Data de fabricação', 'Data de validade', 'Lote']) {
      expect(screen.queryByText(label)).toBeNull();
    }
    expect(screen.getByText('Lacre')).toBeTruthy();
  });

  it('names a recollection by the tracking code of the sample it collects again', async () => {
    openCollected({
      situacao: 'coletada',
      itens: [
        item({
          situacao: 'coletada',
          isRecoleta: true,
          idAmostraRecoletada: 40,
          codigoRastreamentoRecoletado: 'HF260027',
        }),
      ],
    });
    expect(await screen.findByText('Recoleta da amostra HF260027')).toBeTruthy();
  });

  it('says a server error as such, with the way back', async () => {
    stubFetch(() => jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500));
    renderAt(`/app/amostra/coletada/view/${ID}`, <CollectedViewPage />, '/app/amostra/coletada/view/:idAgrupador');
    expect((await screen.findByTestId('group-load-failed')).textContent).toBe('Erro no servidor');
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
  });
});
