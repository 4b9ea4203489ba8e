import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { jsonResponse, renderWithProviders, sessionRefused } from '../../../testing/render';
import { db } from '../../../offline/db';
import { OUTBOX_KINDS, listOutbox, queueWrite } from '../../../offline/outbox';
import { OutboxIndicator } from './outbox-indicator';
import { getSession } from '../../../lib/session';
import { signIn } from '../../../testing/session';

const REFUSED = '3e7f5b7e-3c1e-4d4a-9a4e-2f1d7c0e9a14';
const WAITING = '4f7f5b7e-3c1e-4d4a-9a4e-2f1d7c0e9a15';

/** The indicator, and the query client of its screens (to watch what it makes them read again). */
function renderWithClient(): QueryClient {
  let client: QueryClient | undefined;
  const Probe = () => {
    client = useQueryClient();
    return null;
  };
  renderWithProviders(
    <>
      <Probe />
      <OutboxIndicator />
    </>,
  );
  return client!;
}

describe('OutboxIndicator', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await db.outbox.clear();
    await queueWrite(OUTBOX_KINDS.agendada, { idAgrupador: REFUSED, method: 'PUT', itens: [], photos: [] });
    const [row] = await db.outbox.toArray();
    await db.outbox.update(row!.id!, { status: 'failed', error: 'Agendamento de outra empresa.' } as never);
    await queueWrite(OUTBOX_KINDS.coletada, { idAgrupador: WAITING, method: 'POST', itens: [], photos: [] });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing when the outbox is empty', async () => {
    await db.outbox.clear();
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<OutboxIndicator />);
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByTestId('outbox-indicator')).toBeNull();
  });

  it('counts the entries, lists them with the refusal, and discards only after confirmation', async () => {
    // no connection: the flush at start keeps the waiting one
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<OutboxIndicator />);
    const button = await screen.findByRole('button', { name: 'Envios pendentes: 2 (recusados: 1)' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Envios guardados no aparelho' });
    await waitFor(() => expect(within(dialog).getByText('Aguardando envio')).toBeTruthy());
    const entries = within(dialog).getAllByTestId('outbox-entry');
    expect(entries).toHaveLength(2);
    // the first is an edit (PUT) of a schedule, the second a new collection (POST)
    expect(within(entries[0]!).getByText('Alteração de agendamento')).toBeTruthy();
    expect(within(entries[0]!).getByText('Recusado pelo servidor')).toBeTruthy();
    expect(within(entries[0]!).getByText('Agendamento de outra empresa.')).toBeTruthy();
    expect(
      within(entries[0]!).getByText(
        /^Itens: 0 · data da amostra: Não informado · guardado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
      ),
    ).toBeTruthy();
    expect(within(entries[1]!).getByText('Coleta')).toBeTruthy();
    expect(within(entries[1]!).getByText('Aguardando envio')).toBeTruthy();
    expect(within(entries[1]!).queryByRole('button', { name: 'Descartar' })).toBeNull();

    fireEvent.click(within(entries[0]!).getByRole('button', { name: 'Descartar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Descartar' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(await listOutbox()).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Descartar' })).toBeNull());
    fireEvent.click(within(entries[0]!).getByRole('button', { name: 'Descartar' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Descartar' })).getByRole('button', { name: 'Descartar' }),
    );
    await waitFor(() => expect(within(dialog).getAllByTestId('outbox-entry')).toHaveLength(1));
    expect((await listOutbox())[0]!.idAgrupador).toBe(WAITING);
  });

  it('names where each kept write is, by its program and place on the device', async () => {
    await db.outbox.clear();
    await db.programa.put({ idProgramaAmostra: 1, nome: 'RAMA', tipoRastreamento: null, campos: [] } as never);
    await db.localAmostra.put({ idLocalAmostra: 7, nome: 'Loja Pinheiros', idEmpresa: 2 } as never);
    await queueWrite(OUTBOX_KINDS.agendada, {
      idAgrupador: WAITING,
      method: 'POST',
      itens: [{ idAgrupador: WAITING, idProgramaAmostra: 1, idLocalAmostra: 7 }],
      photos: [],
    });
    await queueWrite(OUTBOX_KINDS.coletada, {
      idAgrupador: REFUSED,
      method: 'POST',
      itens: [{ idAgrupador: REFUSED, idProgramaAmostra: 99, localAmostra: 'Poço artesiano do sítio' }],
      photos: [],
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithProviders(<OutboxIndicator />);
    fireEvent.click(await screen.findByRole('button', { name: /^Envios pendentes: 2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Envios guardados no aparelho' });
    expect(await within(dialog).findByText('RAMA · Loja Pinheiros')).toBeTruthy();
    // a place typed as text is shown as typed; a program the device does not hold is left out
    expect(within(dialog).getByText('Poço artesiano do sítio')).toBeTruthy();
  });

  it('says a waiting entry the server keeps failing on, with its attempts, and lets it be discarded', async () => {
    await db.outbox.clear();
    await queueWrite(OUTBOX_KINDS.coletada, { idAgrupador: WAITING, method: 'POST', itens: [], photos: [] });
    const fetchMock = vi.fn(async () => jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<OutboxIndicator />);
    fireEvent.click(await screen.findByRole('button', { name: 'Envios pendentes: 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envios guardados no aparelho' });
    const [entry] = within(dialog).getAllByTestId('outbox-entry');
    expect(
      await within(entry!).findByText(
        'O servidor falhou ao gravar este envio (Erro no servidor), 1 tentativa. Ele é tentado de novo sozinho; se continuar falhando, avise o suporte.',
      ),
    ).toBeTruthy();
    expect(within(entry!).getByText('Aguardando envio')).toBeTruthy();
    fireEvent.click(within(entry!).getByRole('button', { name: 'Descartar' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Descartar' })).getByRole('button', { name: 'Descartar' }),
    );
    await waitFor(async () => expect(await listOutbox()).toHaveLength(0));
  });

  it('retries a refused entry and says how many were sent', async () => {
    const offline = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', offline);
    renderWithProviders(<OutboxIndicator />);
    fireEvent.click(await screen.findByRole('button', { name: 'Envios pendentes: 2 (recusados: 1)' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Aguardando envio')).toBeTruthy());
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ data: { idAgrupador: REFUSED } }))),
    );
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Reenviar' })[0]!);
    await waitFor(() => expect(within(dialog).queryAllByTestId('outbox-entry')).toHaveLength(0));
    expect(within(dialog).getByText('Nada aguardando envio.')).toBeTruthy();
    expect(await screen.findByText('Registros guardados no aparelho enviados: 2')).toBeTruthy();
  });

  it('sends the waiting entries when the browser comes back online', async () => {
    await db.outbox.where('status').equals('failed').delete();
    const offline = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', offline);
    renderWithProviders(<OutboxIndicator />);
    await screen.findByRole('button', { name: 'Envios pendentes: 1' });
    await waitFor(() => expect(offline).toHaveBeenCalledTimes(1));
    const online = vi.fn(() => Promise.resolve(jsonResponse({ data: { idAgrupador: WAITING } }, 201)));
    vi.stubGlobal('fetch', online);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByTestId('outbox-indicator')).toBeNull());
    expect(online).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Registros guardados no aparelho enviados: 1')).toBeTruthy();
  });

  it('offers a finalization whose schedule is gone (404) as a new collection', async () => {
    await db.outbox.clear();
    const id = await queueWrite(OUTBOX_KINDS.finalizar, {
      idAgrupador: WAITING,
      method: 'PUT',
      itens: [],
      photos: [],
      screen: { path: `/app/coleta/agendada/finalize/${WAITING}/finalize`, form: {} },
    });
    await db.outbox.update(id, { status: 'failed', error: 'Amostra não encontrada.', errorStatus: 404 } as never);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithProviders(<OutboxIndicator />);
    fireEvent.click(await screen.findByRole('button', { name: 'Envios recusados: 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Registrar como nova coleta' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Abrir para corrigir' })).toBeNull();
    // sent again, it would be refused again
    expect(within(dialog).queryByRole('button', { name: 'Reenviar' })).toBeNull();
  });

  it('says every refusal of one send in one message', async () => {
    await db.outbox.clear();
    const other = '5f7f5b7e-3c1e-4d4a-9a4e-2f1d7c0e9a16';
    for (const idAgrupador of [WAITING, other]) {
      await queueWrite(OUTBOX_KINDS.finalizar, { idAgrupador, method: 'PUT', itens: [], photos: [] });
    }
    const gone = vi.fn(() =>
      Promise.resolve(jsonResponse({ error: { code: 'NOT_FOUND', message: 'Amostra não encontrada.' } }, 404)),
    );
    vi.stubGlobal('fetch', gone);
    renderWithProviders(<OutboxIndicator />);
    expect(await screen.findByText('O servidor recusou envios guardados no aparelho: 2')).toBeTruthy();
    expect(gone).toHaveBeenCalledTimes(2);
  });

  it('says what one send sent and what it had refused in one message, neither hiding the other', async () => {
    await db.outbox.clear();
    const other = '5f7f5b7e-3c1e-4d4a-9a4e-2f1d7c0e9a16';
    await queueWrite(OUTBOX_KINDS.finalizar, { idAgrupador: WAITING, method: 'PUT', itens: [], photos: [] });
    await queueWrite(OUTBOX_KINDS.coletada, { idAgrupador: other, method: 'POST', itens: [], photos: [] });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url.includes('finalizar')
            ? jsonResponse({ error: { code: 'NOT_FOUND', message: 'Amostra não encontrada.' } }, 404)
            : jsonResponse({ data: { idAgrupador: other } }, 201),
        ),
      ),
    );
    renderWithProviders(<OutboxIndicator />);
    expect(
      await screen.findByText('Registros guardados no aparelho enviados: 1; recusados pelo servidor: 1'),
    ).toBeTruthy();
    // said once: the message stays the joined one
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByText('Registros guardados no aparelho enviados: 1')).toBeNull();
    expect(screen.queryByText('O servidor recusou envios guardados no aparelho: 1')).toBeNull();
    // the next send says only itself: the refusal was said already
    const third = '6f7f5b7e-3c1e-4d4a-9a4e-2f1d7c0e9a17';
    await queueWrite(OUTBOX_KINDS.coletada, { idAgrupador: third, method: 'POST', itens: [], photos: [] });
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Registros guardados no aparelho enviados: 1')).toBeTruthy();
  });

  it('reads the samples shown again when a waiting write leaves the outbox, sent by another tab too', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const client = renderWithClient();
    await screen.findByRole('button', { name: 'Envios pendentes: 2 (recusados: 1)' });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    // another tab sent it: the row goes from the device's outbox
    await db.outbox.where('kind').equals(OUTBOX_KINDS.coletada).delete();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['amostras'] }));
  });

  it('reads the samples shown again when the browser comes back online, even with nothing to send', async () => {
    await db.outbox.clear();
    vi.stubGlobal('fetch', vi.fn());
    const client = renderWithClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['amostras'] }));
  });

  it('offers no correction of a write whose group is gone or no longer takes it (404, 409)', async () => {
    await db.outbox.clear();
    const id = await queueWrite(OUTBOX_KINDS.coletada, {
      idAgrupador: WAITING,
      method: 'PUT',
      itens: [],
      photos: [],
      screen: { path: `/app/coleta/coletada/edit/${WAITING}/edit`, form: {} },
    });
    await db.outbox.update(id, { status: 'failed', error: 'Amostra não encontrada.', errorStatus: 404 } as never);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithProviders(<OutboxIndicator />);
    fireEvent.click(await screen.findByRole('button', { name: 'Envios recusados: 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Amostra não encontrada\. Não há o que corrigir neste envio/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Abrir para corrigir' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Descartar' })).toBeTruthy();
  });

  it("says a refusal of the user's permission (403) is sent again once given, and offers no correction", async () => {
    await db.outbox.clear();
    const id = await queueWrite(OUTBOX_KINDS.coletada, {
      idAgrupador: WAITING,
      method: 'POST',
      itens: [],
      photos: [],
      screen: { path: '/app/coleta/coletada/add', form: {} },
    });
    await db.outbox.update(id, {
      status: 'failed',
      error: 'Você não tem permissão para esta ação.',
      errorStatus: 403,
    } as never);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithProviders(<OutboxIndicator />);
    fireEvent.click(await screen.findByRole('button', { name: 'Envios recusados: 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Você não tem permissão para esta ação. Peça ao gestor da conta a permissão e reenvie: nada do que foi preenchido se perdeu.',
      ),
    ).toBeTruthy();
    // the screen would not open without the permission: it sent the user home without a word
    expect(within(dialog).queryByRole('button', { name: 'Abrir para corrigir' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Reenviar' })).toBeTruthy();
  });

  it('says the waiting writes need a login once the server refused the session on a send, and leads to it', async () => {
    signIn(['amostraColetada.adicionar']);
    await db.outbox.clear();
    await queueWrite(OUTBOX_KINDS.coletada, { idAgrupador: WAITING, method: 'POST', itens: [], photos: [] });
    const fetchMock = vi.fn(async () => sessionRefused());
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<OutboxIndicator />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // the app bar says so too: no connection will send them
    fireEvent.click(await screen.findByRole('button', { name: 'Envios aguardando um novo login: 1' }));
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByTestId('outbox-login');
    expect(alert.textContent).toContain('Sua sessão terminou: entre de novo para enviar o que está guardado.');
    // 'Enviar agora' would do nothing until then
    expect(within(dialog).queryByRole('button', { name: 'Enviar agora' })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Entrar de novo' }));
    expect(getSession()).toBeNull();
  });
  it('counts apart the refused writes and those waiting for a new login', async () => {
    signIn(['amostraColetada.adicionar']);
    await db.outbox.clear();
    const refused = await queueWrite(OUTBOX_KINDS.coletada, {
      idAgrupador: REFUSED,
      method: 'POST',
      itens: [],
      photos: [],
    });
    await db.outbox.update(refused, { status: 'failed', error: 'Recusado.', errorStatus: 400 } as never);
    await queueWrite(OUTBOX_KINDS.coletada, { idAgrupador: WAITING, method: 'POST', itens: [], photos: [] });
    const fetchMock = vi.fn(async () => sessionRefused());
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<OutboxIndicator />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(
      await screen.findByRole('button', { name: 'Envios aguardando um novo login: 1; recusados: 1' }),
    ).toBeTruthy();
  });
});
