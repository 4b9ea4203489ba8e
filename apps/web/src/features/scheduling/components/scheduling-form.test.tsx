import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import type { ProgramaAmostra } from '../../../types/api';
import { emptyItem, emptyValues, type ScheduleValues } from '../form-logic';
import { addDays, startOfDay } from 'date-fns';
import { FIELD_MESSAGES } from '../../../components/form/messages';
import { SchedulingForm, scheduleResolver, type PastDates } from './scheduling-form';
import { getSession, startSession } from '../../../lib/session';
import { signIn } from '../../../testing/session';
import { db } from '../../../offline/db';
import { OUTBOX_KINDS, type StoredWrite } from '../../../offline/outbox';
import { unsavedSettled } from '../../../offline/unsaved-forms';
import { ProtectedRoute } from '../../../lib/auth';
import { SchedulingPage } from './scheduling-page';
import { i18n } from '../../../app/i18n';

const PROGRAMS: ProgramaAmostra[] = [
  { idProgramaAmostra: 1, nome: 'RAMA', tipoRastreamento: 'rastreamento_hortifruti', campos: [] },
  { idProgramaAmostra: 5, nome: 'Água', tipoRastreamento: null, campos: [] },
  { idProgramaAmostra: 2, nome: 'Padrão', tipoRastreamento: 'opcional_hortifruti', campos: [] },
];

type Answer = (url: string, init?: RequestInit) => Response | Promise<Response> | undefined;

function stubFetch(answer: Answer = () => undefined) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const own = answer(url, init);
    if (own) return own;
    const path = new URL(url, 'http://localhost').pathname;
    const lists: Record<string, unknown> = {
      '/api/v1/laboratorios': [
        { idLaboratorio: 1, nome: 'Integrado' },
        { idLaboratorio: 2, nome: 'Outros' },
      ],
      '/api/v1/programas-amostra': PROGRAMS,
      '/api/v1/varejos': [{ idVarejo: 1, nome: 'Bom Preço', rama: true }],
      '/api/v1/localizacoes': [
        { idLocalAmostra: 1, nome: 'Loja 1', tipo: 'outro', idEmpresa: 2, idMunicipio: null, idProgramaAmostra: 1 },
      ],
      '/api/v1/empresas': url.includes('fornecedora')
        ? [
            { idEmpresa: 6, razaoSocial: 'Fornecedor Serra', tipoEmpresa: 'fornecedora', usuarioPlataforma: true },
            { idEmpresa: 8, razaoSocial: 'Sítio Sem Acesso', tipoEmpresa: 'fornecedora', usuarioPlataforma: false },
          ]
        : [{ idEmpresa: 2, razaoSocial: 'Coleta Campo', tipoEmpresa: 'coletora' }],
      '/api/v1/pessoas': [{ idPessoa: 3, nome: 'Amanda', idEmpresa: 2, certificados: [] }],
      '/public/v2/produtos/': [{ id: 10, nome: 'Tomate', nomeI18n: { 'pt-BR': 'Tomate', en: 'Tomato', es: 'Tomate' } }],
    };
    return jsonResponse({ data: lists[path] ?? [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The server's refusal of one field (400 VALIDATION). */
const refusal = (path: string, message: string) =>
  jsonResponse(
    { error: { code: 'VALIDATION', message: 'Dados inválidos.', details: { errors: [{ path, message }] } } },
    400,
  );

const COLETOR = {
  idPessoa: 3,
  nome: 'Amanda',
  idEmpresa: 2,
  idScaUsuario: 7,
  razaoSocial: 'Coleta Campo',
  tipoEmpresa: 'coletora' as const,
  coletor: true,
  certificados: [],
};

function renderForm(values: Partial<ScheduleValues> = {}, allPlaces = false) {
  const defaults = { ...emptyValues(new Date(), 2, 3), ...values };
  return renderWithProviders(
    <SchedulingForm defaultValues={defaults} coletor={COLETOR} management={false} allPlaces={allPlaces} />,
  );
}

const complete = (): Partial<ScheduleValues> => ({
  idLaboratorio: 2,
  idProgramaAmostra: 1,
  idVarejo: 1,
  idLocalAmostra: 1,
  itens: [{ ...emptyItem(), idProduto: 10, observacao: 'Primeira' }],
});

/** Waits for the program list (the finalize button waits for it too). */
const ready = () =>
  waitFor(() =>
    expect((screen.getByRole('button', { name: 'Finalizar agendamento' }) as HTMLButtonElement).disabled).toBe(false),
  );

const finalize = () => fireEvent.click(screen.getByRole('button', { name: 'Finalizar agendamento' }));

/** A RAMA form rendered: waits for it, taps 'Finalizar agendamento' and confirms. */
async function finalizeConfirmed() {
  await screen.findByText('RAMA');
  await ready();
  finalize();
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
}

describe('SchedulingForm', { timeout: 20_000 }, () => {
  it('shows the fields of the program kind', async () => {
    stubFetch();
    const first = renderForm();
    expect(screen.queryByRole('combobox', { name: /^Varejo/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Observação' })).toBeTruthy();
    first.unmount();

    const rama = renderForm({ idProgramaAmostra: 1 });
    expect(await screen.findByRole('combobox', { name: /^Varejo/ })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Relato de conformidade/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Rastrear junto' })).toBeNull();
    rama.unmount();

    // an optional-traceability program: its box, 'trace-alongside' in part A section 2
    renderForm({ idProgramaAmostra: 2 });
    expect(await screen.findByRole('checkbox', { name: 'Rastrear junto' })).toBeTruthy();
  });

  it('puts company and collector first; removes an item only while another stays; registers a product beside its select', async () => {
    // a company user without the sampler profile sees the add buttons (part A section 6)
    signIn(['amostraAgendada.adicionar']);
    const fetchMock = stubFetch((url, init) =>
      init?.method === 'POST' && url.includes('/api/v1/produtos-empresa')
        ? jsonResponse({ data: { idProdutoEmpresa: 50, nome: 'Água de poço', idEmpresa: 2 } }, 201)
        : undefined,
    );
    renderForm({ idProgramaAmostra: 5, itens: [emptyItem()] });
    const form = screen.getAllByRole('combobox')[0]!.closest('form')!;
    const labels = Array.from(form.querySelectorAll('label')).map((l) => l.textContent!.replace(/\s*\*$/, ''));
    expect(labels.slice(0, 2)).toEqual(['Empresa coletora', 'Responsável pela coleta']);

    expect(screen.queryByRole('button', { name: 'Remover item' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar item' }));
    expect(screen.getAllByRole('button', { name: 'Remover item' })).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remover item' })[1]!);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remover item' })).toBeNull());

    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar produto' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nome/ }), { target: { value: 'Água de poço' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([u, i]) => i?.method === 'POST' && String(u).includes('produtos-empresa'));
    expect(JSON.parse(String(post![1]!.body))).toEqual({ nome: 'Água de poço', idEmpresa: 2 });
    // the new product is the item's
    expect((screen.getByRole('combobox', { name: /^Matriz de análise/ }) as HTMLInputElement).value).toBe(
      'Água de poço',
    );
  });

  it("lists the chosen company's places, or every company's for management and finalizers", async () => {
    const fetchMock = stubFetch();
    const placeCalls = () =>
      fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/api/v1/localizacoes'));
    const own = renderForm({ idProgramaAmostra: 1 });
    await waitFor(() => expect(placeCalls().length).toBeGreaterThan(0));
    expect(placeCalls().every((u) => u.includes('idEmpresa=2'))).toBe(true);
    own.unmount();
    fetchMock.mockClear();
    renderForm({ idProgramaAmostra: 1 }, true);
    await waitFor(() => expect(placeCalls().length).toBeGreaterThan(0));
    expect(placeCalls().some((u) => u.includes('idEmpresa'))).toBe(false);
  });

  it('shows the environmental fields and title for an environmental program', async () => {
    stubFetch();
    renderForm({ idProgramaAmostra: 5, itens: [emptyItem()] });
    expect(await screen.findByRole('combobox', { name: /^Relato de conformidade/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Responsável pela amostragem/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Identificação da amostra' })).toBeTruthy();
    // a water sample's product is its analysis matrix, and it has no supplier
    expect(screen.getByRole('combobox', { name: /^Matriz de análise/ })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Fornecedor/ })).toBeNull();
    // each item's note is its identification, as the views call it
    expect(screen.getByRole('textbox', { name: 'Identificação da amostra' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Observação' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Varejo/ })).toBeNull();
  });

  it("goes home from the header's back action, as from the footer's Back", async () => {
    stubFetch();
    renderWithProviders(
      <Routes>
        <Route
          path="/app/coleta/agendada/add/"
          element={
            <SchedulingForm defaultValues={emptyValues(new Date(), 2, 3)} coletor={COLETOR} management={false} />
          }
        />
        <Route path="/app/main" element={<p>início</p>} />
      </Routes>,
      { route: '/app/coleta/agendada/add/' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Voltar ao início' }));
    expect(await screen.findByText('início')).toBeTruthy();
  });

  it('applies the domain reset when the program changes', async () => {
    stubFetch();
    renderForm(complete());
    const place = () => screen.getByRole('combobox', { name: /^Local da coleta/ }) as HTMLInputElement;
    await waitFor(() => expect(place().value).toBe('Loja 1'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Programa/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Água' }));
    // environmental: no retail chain, the place of the RAMA program is cleared
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /^Varejo/ })).toBeNull());
    expect(place().value).toBe('');
    expect(screen.getByRole('heading', { name: 'Identificação da amostra' })).toBeTruthy();
  });

  it('shows the validation messages and sends nothing', async () => {
    const fetchMock = stubFetch();
    renderForm();
    await ready();
    finalize();
    expect((await screen.findAllByText('Campo obrigatório')).length).toBeGreaterThan(0);
    expect(screen.getByText('Necessário adicionar um item para salvar a amostra.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    // the first field in error takes the focus
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true'));
  });

  it('offers only suppliers that use the platform, and flags one a group read already names', async () => {
    const fetchMock = stubFetch();
    const first = renderForm(complete());
    await ready();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Fornecedor/ }));
    expect(await screen.findByRole('option', { name: 'Fornecedor Serra' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Sítio Sem Acesso' })).toBeNull();
    first.unmount();

    renderForm({ ...complete(), itens: [{ ...emptyItem(), idProduto: 10, idDistribuidor: 8 }] });
    await ready();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Fornecedor/ })).toHaveProperty('value', 'Sítio Sem Acesso'),
    );
    finalize();
    // under the field, and in an error alert (part A section 5 "Supplier")
    expect((await screen.findByTestId('supplier-error')).textContent).toBe('O fornecedor não é usuário da plataforma.');
    expect(screen.getAllByText('O fornecedor não é usuário da plataforma.')).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("names the catalogue's products in the user's language", async () => {
    stubFetch();
    await i18n.changeLanguage('en');
    try {
      renderForm(complete());
      await waitFor(() =>
        expect(screen.getAllByRole('combobox').some((c) => (c as HTMLInputElement).value === 'Tomato')).toBe(true),
      );
    } finally {
      await i18n.changeLanguage('pt-BR');
    }
  });

  it('after a failed submit, a field a change makes required is flagged at once', async () => {
    stubFetch();
    renderForm({ ...complete(), idProgramaAmostra: 5, idVarejo: undefined, idLocalAmostra: undefined });
    await ready();
    finalize();
    const relato = await screen.findByRole('combobox', {
      name: /^Relato de conformidade/,
      description: 'Campo obrigatório',
    });
    fireEvent.mouseDown(relato);
    fireEvent.click(await screen.findByRole('option', { name: 'Sim' }));
    // the rule now required shows its message without another submit
    expect(await screen.findByRole('combobox', { name: /^Legislação/, description: 'Campo obrigatório' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Relato de conformidade/ }).getAttribute('aria-invalid')).not.toBe(
        'true',
      ),
    );
  });

  it('asks a confirmation, then posts one entry per item with the group values', async () => {
    const fetchMock = stubFetch((url, init) =>
      init?.method === 'POST' && url.endsWith('/api/v1/amostras/agendadas')
        ? jsonResponse({ data: { idAgrupador: 'x' } }, 201)
        : undefined,
    );
    renderForm(complete());
    await screen.findByText('RAMA');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Finalizar agendamento' }) as HTMLButtonElement).disabled).toBe(false),
    );
    finalize();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deseja finalizar o agendamento?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    const body = JSON.parse(String(init!.body)) as Record<string, unknown>[];
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      idLaboratorio: 2,
      idProgramaAmostra: 1,
      idVarejo: 1,
      idLocalAmostra: 1,
      idEmpresa: 2,
      idPessoaColetor: 3,
      idProduto: 10,
      observacao: 'Primeira',
    });
    expect(body[0]!.idAgrupador).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Agendamento salvo com sucesso.')).toBeTruthy();
  });

  it('schedules a recollection of an earlier sample on a RAMA item, and forgets it when unticked', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url.includes('/api/v1/amostras/rastreamentos/HF260030'))
        return jsonResponse({ data: { produto: { id: 10, nome: 'Tomate' }, elos: [], idAmostra: 9 } });
      if (init?.method === 'POST' && url.endsWith('/api/v1/amostras/agendadas'))
        return jsonResponse({ data: { idAgrupador: 'x' } }, 201);
      return undefined;
    });
    renderForm(complete());
    await ready();
    const recollection = screen.getByRole('checkbox', { name: 'Recoleta' });
    fireEvent.click(recollection);
    const dialog = await screen.findByRole('dialog', { name: 'Amostra recoletada' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Código da amostra anterior' }), {
      target: { value: 'HF260030' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Recoleta da amostra HF260030')).toBeTruthy();
    expect((recollection as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // unticked, then chosen again: the body names the earlier sample
    fireEvent.click(recollection);
    await waitFor(() => expect(screen.queryByText('Recoleta da amostra HF260030')).toBeNull());
    expect((recollection as HTMLInputElement).checked).toBe(false);
    fireEvent.click(recollection);
    const again = await screen.findByRole('dialog', { name: 'Amostra recoletada' });
    fireEvent.change(within(again).getByRole('textbox', { name: 'Código da amostra anterior' }), {
      target: { value: 'HF260030' },
    });
    fireEvent.click(within(again).getByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Recoleta da amostra HF260030');
    // the dialog's closing keeps the page hidden from the accessibility tree until it ends (slow under load)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    finalize();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    const [entry] = JSON.parse(String(init!.body)) as Record<string, unknown>[];
    expect(entry).toMatchObject({ isRecoleta: true, idAmostraRecoletada: 9 });
  });

  it('offers no recollection outside RAMA, and shows the server refusing one under its item', async () => {
    stubFetch((url, init) =>
      init?.method === 'POST' ? refusal('0.isRecoleta', 'sara2g.erro.amostra.recoleta_somente_rama') : undefined,
    );
    const water = renderForm({ idProgramaAmostra: 5 });
    await ready();
    expect(screen.queryByRole('checkbox', { name: 'Recoleta' })).toBeNull();
    water.unmount();

    renderForm({ ...complete(), itens: [{ ...emptyItem(), idProduto: 10, isRecoleta: true, idAmostraRecoletada: 9 }] });
    await ready();
    expect(screen.getByText('Recoleta da amostra #9')).toBeTruthy();
    finalize();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Recoleta é permitida apenas em programas RAMA.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Recoleta' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('sends a repeated save of a new schedule under the same id, so the server cannot create it twice', async () => {
    let posts = 0;
    const fetchMock = stubFetch((url, init) => {
      if (init?.method !== 'POST' || !url.endsWith('/api/v1/amostras/agendadas')) return undefined;
      posts += 1;
      // the first answer is lost on its way back (a proxy's 502 after the server committed)
      return posts === 1
        ? jsonResponse({ error: { code: 'BAD_GATEWAY', message: 'Erro no servidor' } }, 502)
        : jsonResponse({ data: { idAgrupador: 'x' } }, 201);
    });
    renderForm(complete());
    await ready();
    for (let attempt = 0; attempt < 2; attempt++) {
      finalize();
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(posts).toBe(attempt + 1));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(await screen.findByText('Agendamento salvo com sucesso.')).toBeTruthy();
    const ids = fetchMock.mock.calls
      .filter(([u, i]) => i?.method === 'POST' && String(u).endsWith('/api/v1/amostras/agendadas'))
      .map(([, i]) => (JSON.parse(String(i!.body)) as { idAgrupador: string }[])[0]!.idAgrupador);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('says once when the device cannot keep the form being filled in', async () => {
    signIn(['amostraAgendada.adicionar']);
    stubFetch();
    const failing = vi.spyOn(db, 'transaction').mockRejectedValue(new Error('QuotaExceededError'));
    try {
      renderForm(complete());
      await ready();
      const observacao = screen.getByRole('textbox', { name: 'Observação' });
      fireEvent.change(observacao, { target: { value: 'Doca 3' } });
      expect(await screen.findByText(/Este aparelho não conseguiu guardar o formulário/)).toBeTruthy();
      fireEvent.change(observacao, { target: { value: 'Doca 4' } });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(screen.getAllByText(/Este aparelho não conseguiu guardar o formulário/)).toHaveLength(1);
    } finally {
      failing.mockRestore();
    }
  });

  it("shows the server's validation errors on their fields", async () => {
    stubFetch((url, init) => (init?.method === 'POST' ? refusal('0.observacao', 'Observação recusada.') : undefined));
    renderForm(complete());
    await screen.findByText('RAMA');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Finalizar agendamento' }) as HTMLButtonElement).disabled).toBe(false),
    );
    finalize();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Observação recusada.')).toBeTruthy();
  });

  it("alerts the server's refusal of a supplier that does not use the platform", async () => {
    stubFetch((url, init) =>
      init?.method === 'POST' ? refusal('0.idDistribuidor', 'O fornecedor não é usuário da plataforma.') : undefined,
    );
    renderForm(complete());
    await ready();
    finalize();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect((await screen.findByTestId('supplier-error')).textContent).toBe('O fornecedor não é usuário da plataforma.');
  });

  it('keeps the schedule in the outbox when the network is down, and says so', async () => {
    await db.outbox.clear();
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'POST') throw new TypeError('Failed to fetch');
      return undefined;
    });
    renderForm(complete());
    await finalizeConfirmed();
    expect(await screen.findByText(/o agendamento foi guardado no aparelho/)).toBeTruthy();
    const [entry] = await db.outbox.toArray();
    const payload = entry!.payload as StoredWrite;
    expect(entry).toMatchObject({ kind: OUTBOX_KINDS.agendada, status: 'pending' });
    expect(payload.method).toBe('POST');
    expect(payload.itens[0]).toMatchObject({ idAgrupador: payload.idAgrupador, idProduto: 10 });
    const posted = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(posted[1]!.body))[0].idAgrupador).toBe(payload.idAgrupador);
  });

  it("keeps the schedule in the outbox when a gateway's page answers in the server's place", async () => {
    await db.outbox.clear();
    stubFetch((url, init) =>
      init?.method === 'POST'
        ? new Response('<html>504 Gateway Time-out</html>', { status: 504, headers: { 'Content-Type': 'text/html' } })
        : undefined,
    );
    renderForm(complete());
    await finalizeConfirmed();
    expect(
      await screen.findByText(
        'O servidor não respondeu: o agendamento foi guardado no aparelho e será enviado em instantes.',
      ),
    ).toBeTruthy();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ kind: OUTBOX_KINDS.agendada, status: 'pending' });
    await db.outbox.clear();
  });

  it("offers 'Enviar em segundo plano' on a send that runs long: the outbox sends it at once, under the same id", async () => {
    await db.outbox.clear();
    signIn(['amostraAgendada.adicionar'], { id: 7 });
    const posted: string[] = [];
    stubFetch((url, init) => {
      if (init?.method !== 'POST') return undefined;
      posted.push((JSON.parse(String(init.body)) as { idAgrupador: string }[])[0]!.idAgrupador);
      // the first send hangs on a weak signal until it is stopped; the outbox's is answered
      if (posted.length > 1) return jsonResponse({ data: { idAgrupador: posted[0], itens: [] } }, 201);
      return new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('stopped', 'AbortError'))),
      );
    });
    renderForm(complete());
    await finalizeConfirmed();
    // offered once the wait runs long (LATER_AFTER_MS)
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar em segundo plano' }, { timeout: 12_000 }));
    expect(
      await screen.findByText('Agendamento guardado no aparelho: o envio continua em segundo plano.'),
    ).toBeTruthy();
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toBe(posted[0]);
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  }, 30_000);

  it("keeps a schedule saved offline after the session expired on the device as the user's who filled it in", async () => {
    await db.outbox.clear();
    signIn([], { id: 8 });
    stubFetch((url, init) => {
      if (init?.method === 'POST') throw new TypeError('Failed to fetch');
      return undefined;
    });
    renderForm(complete());
    await screen.findByText('RAMA');
    await ready();
    // the screen stayed open past the session's end: getSession() answers no one now
    startSession({ ...getSession()!, expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(getSession()).toBeNull();
    finalize();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(/o agendamento foi guardado no aparelho/)).toBeTruthy();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ kind: OUTBOX_KINDS.agendada, owner: 8 });
  });

  it("keeps the schedule on the device, as the user's, when the server refuses the session, and ends it", async () => {
    await db.outbox.clear();
    signIn([], { id: 7 });
    stubFetch((url, init) =>
      init?.method === 'POST'
        ? jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Sessão expirada.' } }, 401)
        : undefined,
    );
    renderForm(complete());
    await finalizeConfirmed();
    expect(await screen.findByText(/Sua sessão terminou\. O que você salvou ficou guardado no aparelho/)).toBeTruthy();
    expect(getSession()).toBeNull();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ kind: OUTBOX_KINDS.agendada, status: 'pending', owner: 7 });
    // the form, in the outbox now, is not also kept as unsaved (it would open again after the login)
    await unsavedSettled();
    expect(await db.unsavedForm.count()).toBe(0);
  });

  it('an edit refused because an item was rejected since opens again without that item, says so, and saves', async () => {
    await db.outbox.clear();
    signIn([], { id: 7 });
    const ID = 'b9000000-0000-4000-8000-000000000002';
    let edits = 0;
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith(`/api/v1/amostras/agendadas/${ID}`) && init?.method === 'PUT')
        return ++edits === 1
          ? jsonResponse({ error: { code: 'SAMPLE_CHANGED_SINCE_READ', message: 'Alterada por outra pessoa.' } }, 412)
          : jsonResponse({ data: { idAgrupador: ID } });
      if (url.endsWith(`/api/v1/amostras/agendadas/${ID}`))
        return jsonResponse({
          data: {
            idAgrupador: ID,
            versao: 'v1.1',
            itens: [
              { idAmostra: 11, situacao: 'agendada', statusSistema: 'AMOSTRA_AGENDADA' },
              { idAmostra: 12, situacao: 'rejeitada', statusSistema: 'AMOSTRA_REJEITADA' },
            ],
          },
        });
      return undefined;
    });
    const [item] = complete().itens!;
    renderWithProviders(
      <SchedulingForm
        idAgrupador={ID}
        versao="v1"
        defaultValues={{
          ...emptyValues(new Date(), 2, 3),
          ...complete(),
          itens: [
            { ...item!, idAmostra: 11 },
            { ...item!, key: 'second', idAmostra: 12, observacao: 'Segunda' },
          ],
        }}
        coletor={COLETOR}
        management={false}
      />,
    );
    await finalizeConfirmed();
    expect(await screen.findByTestId('rejected-items-note')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await ready();
    finalize();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(edits).toBe(2));
    const second = fetchMock.mock.calls.filter(([, i]) => i?.method === 'PUT')[1]!;
    expect(JSON.parse(second[1]!.body as string).map((i: { idAmostra: number }) => i.idAmostra)).toEqual([11]);
    expect((second[1]!.headers as Record<string, string>)['If-Match']).toBe('"v1.1"');
  });

  it('keeps an edit someone overtook on the device as refused, says so, and saves over the version now', async () => {
    await db.outbox.clear();
    signIn([], { id: 7 });
    const ID = 'b9000000-0000-4000-8000-000000000001';
    let edits = 0;
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith(`/api/v1/amostras/agendadas/${ID}`) && init?.method === 'PUT')
        return ++edits === 1
          ? jsonResponse({ error: { code: 'SAMPLE_CHANGED_SINCE_READ', message: 'Alterada por outra pessoa.' } }, 412)
          : jsonResponse({ data: { idAgrupador: ID } });
      if (url.endsWith(`/api/v1/amostras/agendadas/${ID}`))
        return jsonResponse({ data: { idAgrupador: ID, versao: 'v2', itens: [] } });
      return undefined;
    });
    renderWithProviders(
      <SchedulingForm
        idAgrupador={ID}
        versao="v1"
        defaultValues={{ ...emptyValues(new Date(), 2, 3), ...complete() }}
        coletor={COLETOR}
        management={false}
      />,
    );
    await finalizeConfirmed();
    const alert = await screen.findByTestId('outbox-reopened');
    expect(alert.textContent).toContain('Esta amostra foi alterada depois que você a abriu');
    const [kept] = await db.outbox.toArray();
    expect(kept).toMatchObject({ kind: OUTBOX_KINDS.agendada, status: 'failed', owner: 7 });
    expect((kept!.payload as StoredWrite).versao).toBe('v1');

    await waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'GET')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await ready();
    finalize();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(edits).toBe(2));
    const ifMatch = fetchMock.mock.calls
      .filter(([, i]) => i?.method === 'PUT')
      .map(([, i]) => (i!.headers as Record<string, string>)['If-Match']);
    expect(ifMatch).toEqual(['"v1"', '"v2"']);
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it('returns to the list an edit was opened from after saving it, and home after a new schedule', async () => {
    signIn(['historico', 'amostraAgendada.adicionar'], { id: 7 });
    const ID = 'b9000000-0000-4000-8000-000000000002';
    stubFetch((url, init) =>
      init?.method === 'PUT' && url.endsWith(`/api/v1/amostras/agendadas/${ID}`)
        ? jsonResponse({ data: { idAgrupador: ID } })
        : init?.method === 'POST'
          ? jsonResponse({ data: { idAgrupador: 'x' } }, 201)
          : undefined,
    );
    const at = (idAgrupador?: string, query = '') =>
      renderWithProviders(
        <Routes>
          <Route
            path="/app/coleta/agendada/*"
            element={
              <SchedulingForm
                idAgrupador={idAgrupador}
                versao={idAgrupador && 'v1'}
                defaultValues={{ ...emptyValues(new Date(), 2, 3), ...complete() }}
                coletor={COLETOR}
                management={false}
              />
            }
          />
          <Route path="/app/coleta/historico" element={<p>histórico</p>} />
          <Route path="/app/amostra-gerenciamento/list" element={<p>gerenciamento</p>} />
          <Route path="/app/main" element={<p>início</p>} />
        </Routes>,
        { route: `/app/coleta/agendada/edit${query}` },
      );
    const edit = at(ID);
    await finalizeConfirmed();
    expect(await screen.findByText('histórico')).toBeTruthy();
    edit.unmount();
    await unsavedSettled();
    // opened from management's table: back to it
    const fromManagement = at(ID, '?calledBy=gerenciamento_amostra');
    await finalizeConfirmed();
    expect(await screen.findByText('gerenciamento')).toBeTruthy();
    fromManagement.unmount();
    await unsavedSettled();
    at();
    await finalizeConfirmed();
    expect(await screen.findByText('início')).toBeTruthy();
  });
});

describe('scheduleResolver: past days', () => {
  it('refuses a scheduled date before the first allowed day, unless it is the date the group had', async () => {
    const today = startOfDay(new Date());
    const yesterday = addDays(today, -1);
    const values = { ...emptyValues(new Date(), 2, 3), ...complete(), dataAgendada: yesterday };
    const resolve = async (past: PastDates) =>
      (await scheduleResolver({ current: PROGRAMS }, { current: past })(values, undefined, {} as never)).errors;
    // wide screens block past days: typed, too
    expect((await resolve({ blocked: true })).dataAgendada?.message).toBe(FIELD_MESSAGES.beforeToday);
    // narrow screens take them
    expect(await resolve({})).toEqual({});
    // an overdue schedule keeps its date when edited
    expect(await resolve({ blocked: true, original: yesterday })).toEqual({});
    // today is allowed
    values.dataAgendada = today;
    expect(await resolve({ blocked: true })).toEqual({});
  });

  it('judges by the day the form is sent on: a screen left open past midnight refuses the day before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(2026, 10, 30, 23, 58));
      const values = { ...emptyValues(new Date(), 2, 3), ...complete(), dataAgendada: new Date(2026, 10, 30) };
      const resolver = scheduleResolver({ current: PROGRAMS }, { current: { blocked: true } });
      expect((await resolver(values, undefined, {} as never)).errors).toEqual({});
      vi.setSystemTime(new Date(2026, 11, 1, 0, 3));
      expect((await resolver(values, undefined, {} as never)).errors.dataAgendada?.message).toBe(
        FIELD_MESSAGES.beforeToday,
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('SchedulingPage: a form left unsaved', { timeout: 20_000 }, () => {
  const page = () =>
    renderWithProviders(
      <Routes>
        <Route element={<ProtectedRoute />}>
          <Route path="/app/coleta/agendada/add/" element={<SchedulingPage />} />
        </Route>
      </Routes>,
      { route: '/app/coleta/agendada/add/' },
    );

  it('comes back when the screen opens again, until the user discards it', async () => {
    signIn(['amostraAgendada.adicionar']);
    await db.coletor.put(COLETOR);
    stubFetch();
    const first = page();
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar item' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Observação' }), { target: { value: 'Doca 3' } });
    // closed before it was saved
    first.unmount();

    const second = page();
    const restored = await screen.findByTestId('unsaved-restored');
    expect((screen.getByRole('textbox', { name: 'Observação' }) as HTMLTextAreaElement).value).toBe('Doca 3');
    fireEvent.click(within(restored).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByTestId('unsaved-restored')).toBeNull());
    // a new schedule again, with no item
    expect(await screen.findByRole('button', { name: 'Adicionar item' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Observação' })).toBeNull();
    second.unmount();

    // discarded for good: the page waits for the device's answer before it shows a form
    page();
    expect(await screen.findByRole('button', { name: 'Adicionar item' })).toBeTruthy();
    expect(screen.queryByTestId('unsaved-restored')).toBeNull();
  });
});
