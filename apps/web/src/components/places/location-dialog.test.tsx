import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider';
import { db } from '../../offline/db';
import { jsonResponse } from '../../testing/render';
import type { LocalAmostra, Municipio } from '../../types/api';
import { LocationDialog, type LocationDialogProps } from './location-dialog';

const RAMA = { idProgramaAmostra: 1, nome: 'RAMA' };
const PADRAO = { idProgramaAmostra: 2, nome: 'Padrão' };

const municipio = (id: number, idUf: number, nome: string, sigla: string): Municipio => ({
  id,
  idUf,
  nome,
  sigla,
  codigoMunicipioIbge: String(id),
  latitude: null,
  longitude: null,
});

const SE = {
  cep: '01001000',
  rua: 'Praça da Sé',
  bairro: 'Sé',
  cidade: 'São Paulo',
  idUf: 35,
  idMunicipio: 3550308,
  uf: 'SP',
};

beforeEach(async () => {
  await Promise.all([db.uf.clear(), db.municipio.clear(), db.localAmostra.clear()]);
  await db.uf.bulkPut([
    { idUf: 35, sigla: 'SP', nome: 'São Paulo' },
    { idUf: 33, sigla: 'RJ', nome: 'Rio de Janeiro' },
  ]);
  await db.municipio.bulkPut([
    municipio(3550308, 35, 'São Paulo', 'SP'),
    municipio(3509502, 35, 'Campinas', 'SP'),
    municipio(3304557, 33, 'Rio de Janeiro', 'RJ'),
  ]);
});

type Answer = (url: string, init?: RequestInit) => Response | Promise<Response>;

function stubFetch(answer: Answer) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDialog(props: Partial<LocationDialogProps> = {}) {
  const onCreated = vi.fn();
  const onClose = vi.fn();
  render(
    <AppProvider>
      <LocationDialog
        open
        idEmpresa={4}
        programa={PADRAO}
        varejo={null}
        onClose={onClose}
        onCreated={onCreated}
        {...props}
      />
    </AppProvider>,
  );
  return { onCreated, onClose };
}

const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const cepInput = () => input(/^CEP/);
const municipioInput = () => screen.getByRole('combobox', { name: /Município/ }) as HTMLInputElement;
const estadoSelect = () => screen.getByRole('combobox', { name: /Estado/ });
const lookupButton = () => screen.getByRole('button', { name: 'Buscar CEP' });
/** What the lookup said: under the CEP field, and in the live region that reads it out. */
const cepSaid = () => {
  const help = document.getElementById(cepInput().getAttribute('aria-describedby') ?? '')?.textContent ?? '';
  expect(screen.getByRole('status').textContent).toBe(help);
  return help;
};
const finishButton = () => screen.getByRole('button', { name: 'Finalizar cadastro' });

async function chooseStateAndCity(state: string, city: string, typed: string) {
  await waitFor(() => expect(municipioInput().disabled).toBe(false));
  fireEvent.mouseDown(estadoSelect());
  fireEvent.click(await screen.findByRole('option', { name: state }));
  fireEvent.change(municipioInput(), { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: city }));
}

async function fillValidForm() {
  fireEvent.change(input(/^Nome/), { target: { value: 'Mercado Central' } });
  await chooseStateAndCity('São Paulo', 'Campinas', 'campi');
}

describe('LocationDialog', () => {
  it('formats the postal code as typed and enables the lookup only with a code', () => {
    stubFetch(() => jsonResponse({ data: SE }));
    renderDialog();
    expect(lookupButton()).toHaveProperty('disabled', true);
    fireEvent.change(cepInput(), { target: { value: '0100' } });
    expect(cepInput().value).toBe('0100');
    expect(lookupButton()).toHaveProperty('disabled', false);
    fireEvent.change(cepInput(), { target: { value: '01001000' } });
    expect(cepInput().value).toBe('01.001-000');
    expect(cepInput().getAttribute('maxlength')).toBe('10');
    // pasted with words and spaces around it: read whole, not cut at 10 characters first
    fireEvent.paste(cepInput(), { clipboardData: { getData: () => 'CEP 01310 - 100' } });
    expect(cepInput().value).toBe('01.310-100');
    // a part pasted goes where the cursor is, keeping what was typed
    fireEvent.change(cepInput(), { target: { value: '01.310-' } });
    cepInput().setSelectionRange(7, 7);
    fireEvent.paste(cepInput(), { clipboardData: { getData: () => '100' } });
    expect(cepInput().value).toBe('01.310-100');
    fireEvent.change(cepInput(), { target: { value: '0-100' } });
    cepInput().setSelectionRange(1, 1);
    fireEvent.paste(cepInput(), { clipboardData: { getData: () => '1.310' } });
    expect(cepInput().value).toBe('01.310-100');
  });

  it('fills state, municipality, neighbourhood and street from a successful lookup', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ data: SE }));
    renderDialog();
    await waitFor(() => expect(municipioInput().disabled).toBe(false));
    fireEvent.change(cepInput(), { target: { value: '01001000' } });
    fireEvent.click(lookupButton());
    await waitFor(() => expect(municipioInput().value).toBe('São Paulo'));
    expect(estadoSelect().textContent).toBe('São Paulo');
    expect(input(/^Bairro/).value).toBe('Sé');
    expect(input(/^Rua/).value).toBe('Praça da Sé');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/broker/rest/public/cep?cep=01001000');
  });

  it('keeps the keyboard on the lookup button while it runs, and a second press asks nothing more', async () => {
    let answer!: () => void;
    const fetchMock = stubFetch(
      () => new Promise<Response>((resolve) => (answer = () => resolve(jsonResponse({ data: SE })))),
    );
    renderDialog();
    await waitFor(() => expect(municipioInput().disabled).toBe(false));
    fireEvent.change(cepInput(), { target: { value: '01001000' } });
    lookupButton().focus();
    fireEvent.click(lookupButton());
    expect(await screen.findByRole('progressbar', { name: 'Carregando...' })).toBeTruthy();
    expect(document.activeElement).toBe(lookupButton());
    expect(lookupButton().getAttribute('aria-busy')).toBe('true');
    fireEvent.click(lookupButton());
    answer();
    await waitFor(() => expect(municipioInput().value).toBe('São Paulo'));
    expect(document.activeElement).toBe(lookupButton());
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/cep?'))).toHaveLength(1);
  });

  it('offers no lookup for separators alone', async () => {
    renderDialog();
    fireEvent.change(cepInput(), { target: { value: '-' } });
    expect(lookupButton()).toHaveProperty('disabled', true);
  });

  it('on a failed lookup re-enables the municipality, leaves it empty and ends the loading', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer404!: () => void;
    stubFetch((url) =>
      url.includes('cep=01001000')
        ? jsonResponse({ data: SE })
        : new Promise<Response>((resolve) => {
            answer404 = () => resolve(jsonResponse({ error: { code: 'not_found', message: 'CEP' } }, 404));
          }),
    );
    renderDialog();
    await waitFor(() => expect(municipioInput().disabled).toBe(false));
    fireEvent.change(cepInput(), { target: { value: '01001000' } });
    fireEvent.click(lookupButton());
    await waitFor(() => expect(municipioInput().value).toBe('São Paulo'));

    fireEvent.change(cepInput(), { target: { value: '99999999' } });
    fireEvent.click(lookupButton());
    // while the lookup runs: a loading indicator, the municipality disabled
    expect(await screen.findByRole('progressbar', { name: 'Carregando...' })).toBeTruthy();
    expect(municipioInput().disabled).toBe(true);

    answer404();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(municipioInput().disabled).toBe(false);
    expect(municipioInput().value).toBe('');
    expect(cepSaid()).toBe('CEP não encontrado. Escolha o estado e o município.');
    expect(lookupButton()).toHaveProperty('disabled', false);
    expect(warned).toHaveBeenCalledWith('Postal code lookup failed', expect.anything());
  });

  it('says a malformed code as the server does, not as a code it does not know', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => jsonResponse({ error: { code: 'VALIDATION', message: 'CEP inválido. Informe 8 dígitos.' } }, 400));
    renderDialog();
    await waitFor(() => expect(municipioInput().disabled).toBe(false));
    fireEvent.change(cepInput(), { target: { value: '1234' } });
    fireEvent.click(lookupButton());
    await waitFor(() => expect(cepSaid()).toBe('CEP inválido. Informe 8 dígitos.'));
    expect(screen.queryByText('CEP não encontrado. Escolha o estado e o município.')).toBeNull();
  });

  it('says a lookup that failed (the server, the connection) as failed, not as an unknown code', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch((url) =>
      url.includes('/cep?')
        ? jsonResponse({ error: { code: 'INTERNAL', message: 'Erro no servidor' } }, 500)
        : jsonResponse({ data: [] }),
    );
    renderDialog();
    await waitFor(() => expect(municipioInput().disabled).toBe(false));
    fireEvent.change(cepInput(), { target: { value: '01001000' } });
    fireEvent.click(lookupButton());
    await waitFor(() =>
      expect(cepSaid()).toMatch(/^Não foi possível consultar o CEP \(.+\)\. Escolha o estado e o município\.$/),
    );
    expect(screen.queryByText('CEP não encontrado. Escolha o estado e o município.')).toBeNull();
    expect(municipioInput().disabled).toBe(false);
  });

  it('drops the answer of a lookup whose code was changed while it ran', async () => {
    let answer!: () => void;
    stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(jsonResponse({ data: SE }));
        }),
    );
    renderDialog();
    await waitFor(() => expect(municipioInput().disabled).toBe(false));
    fireEvent.change(cepInput(), { target: { value: '01001000' } });
    fireEvent.click(lookupButton());
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    fireEvent.change(cepInput(), { target: { value: '20040020' } });
    answer();
    await waitFor(() => expect(municipioInput().disabled).toBe(false));
    expect(municipioInput().value).toBe('');
    expect(input(/^Rua/).value).toBe('');
    expect(cepInput().value).toBe('20.040-020');
  });

  it('takes away the address a lookup filled in once the code changes, and keeps what the user typed', async () => {
    stubFetch(() => jsonResponse({ data: SE }));
    renderDialog();
    await waitFor(() => expect(municipioInput().disabled).toBe(false));
    fireEvent.change(cepInput(), { target: { value: '01001000' } });
    fireEvent.click(lookupButton());
    await waitFor(() => expect(municipioInput().value).toBe('São Paulo'));
    fireEvent.change(input(/^Rua/), { target: { value: 'Rua digitada' } });
    fireEvent.change(cepInput(), { target: { value: '2004002' } });
    await waitFor(() => expect(municipioInput().value).toBe(''));
    expect(estadoSelect().textContent).not.toContain('São Paulo');
    expect(input(/^Bairro/).value).toBe('');
    expect(input(/^Rua/).value).toBe('Rua digitada');
  });

  it('looks the code up on Enter instead of submitting the unfinished form', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ data: SE }));
    renderDialog();
    await waitFor(() => expect(municipioInput().disabled).toBe(false));
    fireEvent.change(cepInput(), { target: { value: '01001000' } });
    fireEvent.keyDown(cepInput(), { key: 'Enter' });
    await waitFor(() => expect(municipioInput().value).toBe('São Paulo'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/broker/rest/public/cep?cep=01001000');
    expect(screen.queryByText('Campo obrigatório')).toBeNull();
  });

  it('says when the states and municipalities cannot be loaded, and tries again', async () => {
    await Promise.all([db.uf.clear(), db.municipio.clear()]);
    let fail = true;
    stubFetch(() =>
      fail
        ? jsonResponse({ error: { code: 'INTERNAL', message: 'Erro no servidor' } }, 500)
        : jsonResponse({
            data: {
              estados: [{ idUf: 35, sigla: 'SP', nome: 'São Paulo' }],
              municipios: [municipio(3550308, 35, 'São Paulo', 'SP')],
            },
          }),
    );
    renderDialog();
    expect(
      await screen.findByText(
        'Não foi possível carregar os estados e municípios (Erro no servidor).',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByText(/Não foi possível carregar os estados/)).toBeNull());
  });

  it('lists the chosen state’s municipalities, filtered ignoring accents', async () => {
    stubFetch(() => jsonResponse({ data: [] }));
    renderDialog();
    await waitFor(() => expect(municipioInput().disabled).toBe(false));
    fireEvent.mouseDown(estadoSelect());
    fireEvent.click(await screen.findByRole('option', { name: 'São Paulo' }));
    fireEvent.change(municipioInput(), { target: { value: 'sao' } });
    expect(await screen.findByRole('option', { name: 'São Paulo' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Rio de Janeiro' })).toBeNull();
  });

  it("'Sem número' clears and disables the number", () => {
    stubFetch(() => jsonResponse({ data: [] }));
    renderDialog();
    fireEvent.change(input(/^Número/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sem número' }));
    expect(input(/^Número/).value).toBe('');
    expect(input(/^Número/).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sem número' }));
    expect(input(/^Número/).disabled).toBe(false);
  });

  it('flags the required fields and does not save while invalid', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ data: [] }));
    renderDialog();
    fireEvent.click(finishButton());
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(3);
    expect(screen.queryByRole('dialog', { name: 'Finalizar cadastro' })).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('a lookup after a failed save clears the state and municipality errors it fills', async () => {
    stubFetch((url) =>
      url.includes('/broker/rest/public/cep') ? jsonResponse({ data: SE }) : jsonResponse({ data: [] }),
    );
    renderDialog();
    await waitFor(() => expect(municipioInput().disabled).toBe(false));
    fireEvent.click(finishButton());
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(3);
    fireEvent.change(cepInput(), { target: { value: '01001000' } });
    fireEvent.click(lookupButton());
    await waitFor(() => expect(municipioInput().value).toBe('São Paulo'));
    // only the name is still missing
    await waitFor(() => expect(screen.getAllByText('Campo obrigatório')).toHaveLength(1));
    expect(municipioInput().getAttribute('aria-invalid')).toBe('false');
  });

  it('blocks saving a RAMA place without the retail chain', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ data: [] }));
    renderDialog({ programa: RAMA, varejo: null });
    expect(screen.getByText('Programa RAMA: escolha o varejo na tela antes de cadastrar o local.')).toBeTruthy();
    await fillValidForm();
    fireEvent.click(finishButton());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog', { name: 'Finalizar cadastro' })).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('Escape closes an empty form at once, and asks before it throws away what was typed', async () => {
    stubFetch(() => jsonResponse({ data: [] }));
    const { onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Cadastro de local' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.change(input(/^Nome/), { target: { value: 'Mercado Central' } });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const ask = await screen.findByRole('dialog', { name: 'Descartar o local?' });
    expect(ask.textContent).toContain('O que foi preenchido neste cadastro será perdido.');
    fireEvent.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Descartar o local?' })).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(input(/^Nome/).value).toBe('Mercado Central');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Descartar o local?' })).getByRole('button', {
        name: 'Descartar',
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("asks too for what was set rather than typed ('Sem número'), and not for a form emptied again", async () => {
    stubFetch(() => jsonResponse({ data: SE }));
    const { onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Cadastro de local' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sem número' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const ask = await screen.findByRole('dialog', { name: 'Descartar o local?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Descartar o local?' })).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sem número' }));
    // a lookup fills the address; erasing the code takes back what it filled: nothing is left to lose
    await waitFor(() => expect(municipioInput().disabled).toBe(false));
    fireEvent.change(cepInput(), { target: { value: '01001000' } });
    fireEvent.click(lookupButton());
    await waitFor(() => expect(municipioInput().value).toBe('São Paulo'));
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.change(cepInput(), { target: { value: '' } });
    await waitFor(() => expect(municipioInput().value).toBe(''));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Descartar o local?' })).toBeNull();
  });

  it('asks a confirmation that Escape and the backdrop do not close, then saves and returns the place', async () => {
    const created: LocalAmostra = {
      idLocalAmostra: 77,
      nome: 'Mercado Central',
      tipo: 'outro',
      idEmpresa: 4,
      idMunicipio: 3509502,
      idProgramaAmostra: 1,
      idVarejo: 8,
    };
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'POST' ? jsonResponse({ data: created }, 201) : jsonResponse({ data: [] }),
    );
    const { onCreated, onClose } = renderDialog({ programa: RAMA, varejo: { idVarejo: 8, nome: 'Rede Boa' } });
    await fillValidForm();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sem número' }));
    fireEvent.click(finishButton());

    const confirm = await screen.findByRole('dialog', { name: 'Finalizar cadastro' });
    expect(confirm.textContent).toContain('Confirma o cadastro do local Mercado Central?');
    fireEvent.keyDown(confirm, { key: 'Escape' });
    const backdrops = document.querySelectorAll('.MuiBackdrop-root');
    const confirmBackdrop = backdrops[backdrops.length - 1] as HTMLElement;
    fireEvent.mouseDown(confirmBackdrop);
    fireEvent.click(confirmBackdrop);
    expect(screen.getByRole('dialog', { name: 'Finalizar cadastro' })).toBeTruthy();

    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Local cadastrado com sucesso.')).toBeTruthy();
    expect(await db.localAmostra.get(77)).toEqual(created);

    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/v1/localizacoes');
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      nome: 'Mercado Central',
      codigoPostal: null,
      idMunicipio: 3509502,
      bairro: null,
      logradouro: null,
      numero: null,
      semNumero: true,
      complemento: null,
      idEmpresa: 4,
      tipo: 'outro',
      idProgramaAmostra: 1,
      idVarejo: 8,
    });
  });

  it('on a failed insert logs, says why in the dialog and keeps it open with the data', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch((_url, init) =>
      init?.method === 'POST'
        ? jsonResponse({ error: { code: 'x', message: 'Falhou' } }, 422)
        : jsonResponse({ data: [] }),
    );
    const { onCreated } = renderDialog();
    await fillValidForm();
    fireEvent.click(finishButton());
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Finalizar cadastro' })).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Location registration failed', expect.anything()));
    expect(onCreated).not.toHaveBeenCalled();
    // the server's reason, in the dialog (not only in the log): OK did not seem to do nothing
    expect((await screen.findByRole('alert')).textContent).toContain('Falhou');
    await waitFor(() => expect(input(/^Nome/).value).toBe('Mercado Central'));
    expect(municipioInput().value).toBe('Campinas');
  });

  it('says a value the server refused under its field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch((_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(
            {
              error: {
                code: 'VALIDATION',
                message: 'Formato inválido.',
                details: { errors: [{ path: 'nome', message: 'Formato inválido.' }] },
              },
            },
            400,
          )
        : jsonResponse({ data: [] }),
    );
    renderDialog();
    await fillValidForm();
    fireEvent.click(finishButton());
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Finalizar cadastro' })).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(input(/^Nome/).getAttribute('aria-invalid')).toBe('true'));
    expect(input(/^Nome/).getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(input(/^Nome/).getAttribute('aria-describedby')!)?.textContent).toBe(
      'Formato inválido.',
    );
  });

  it('offline, says a connection is needed and cannot finish', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch(() => jsonResponse({ data: [] }));
    renderDialog();
    expect(screen.getByText('É preciso estar conectado à internet para cadastrar um local.')).toBeTruthy();
    expect(finishButton()).toHaveProperty('disabled', true);
  });
});
