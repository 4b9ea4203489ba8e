import { fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider';
import { db } from '../../offline/db';
import { useAlerts } from '../../stores/alerts';
import { jsonResponse } from '../../testing/render';
import { ProductDialog } from './product-dialog';
import { useProdutosEmpresa } from '../../api/places/get-produtos-empresa';

beforeEach(async () => {
  await db.produtoEmpresa.clear();
  await db.produtoEmpresa.bulkPut([
    { idProdutoEmpresa: 1, nome: 'Tomate Italiano', idEmpresa: 4 },
    { idProdutoEmpresa: 2, nome: 'Alface', idEmpresa: 9 },
  ]);
});

function renderDialog() {
  const onCreated = vi.fn();
  const onClose = vi.fn();
  render(
    <AppProvider>
      <ProductDialog open idEmpresa={4} onClose={onClose} onCreated={onCreated} />
    </AppProvider>,
  );
  return { onCreated, onClose };
}

const nameInput = () => screen.getByRole('textbox', { name: /Nome do produto/ }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const posts = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

describe('ProductDialog', () => {
  it('requires the name and shows the limit message at 60 characters', async () => {
    renderDialog();
    expect(nameInput().getAttribute('maxlength')).toBe('60');
    save();
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    fireEvent.change(nameInput(), { target: { value: 'x'.repeat(60) } });
    expect(await screen.findByText('Limite de 60 caracteres atingido.')).toBeTruthy();
  });

  it("refuses a name the company's local products already have, ignoring case", async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ data: {} }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const { onCreated } = renderDialog();
    fireEvent.change(nameInput(), { target: { value: 'tomate ITALIANO' } });
    save();
    expect(await screen.findByText('Já existe um produto com o nome tomate ITALIANO.')).toBeTruthy();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetchMock)).toHaveLength(0);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('creates the product: POST, local copy, snackbar and onCreated', async () => {
    const created = { idProdutoEmpresa: 50, nome: 'Alface', idEmpresa: 4 };
    const fetchMock = vi.fn(async () => jsonResponse({ data: created }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const { onCreated, onClose } = renderDialog();
    // another company's product of the same name does not count
    fireEvent.change(nameInput(), { target: { value: ' Alface ' } });
    save();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Produto cadastrado com sucesso.')).toBeTruthy();
    expect(await db.produtoEmpresa.get(50)).toEqual(created);
    const [url, init] = posts(fetchMock)[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/produtos-empresa');
    expect(JSON.parse(String(init.body))).toEqual({ nome: 'Alface', idEmpresa: 4 });
  });

  it('puts the first error message of a refusal (409) in the shared error list and stays open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ errors: ['Produto já cadastrado para a empresa.', 'Segunda mensagem'] }, 409)),
    );
    const alerts = renderHook(() => useAlerts());
    const { onCreated, onClose } = renderDialog();
    fireEvent.change(nameInput(), { target: { value: 'Cebola' } });
    save();
    await waitFor(() =>
      expect(alerts.result.current.errors.map((e) => e.message)).toEqual(['Produto já cadastrado para a empresa.']),
    );
    expect(onCreated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(nameInput().value).toBe('Cebola');
    // the list is behind the dialog: said under the name too
    expect(within(screen.getByRole('dialog')).getByText('Produto já cadastrado para a empresa.')).toBeTruthy();
  });

  it('after a 409 (another device added the name) reads the company products again, so it can be chosen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let listed = [{ idProdutoEmpresa: 1, nome: 'Tomate Italiano', idEmpresa: 4 }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method !== 'POST') return jsonResponse({ data: listed });
        listed = [...listed, { idProdutoEmpresa: 7, nome: 'Cebola', idEmpresa: 4 }];
        return jsonResponse({ error: { code: 'conflict', message: 'Já existe um produto com o nome cebola.' } }, 409);
      }),
    );
    function Listed() {
      const products = useProdutosEmpresa(4);
      return <output>{products.data?.map((p) => p.nome).join(', ')}</output>;
    }
    render(
      <AppProvider>
        <Listed />
        <ProductDialog open idEmpresa={4} onClose={vi.fn()} onCreated={vi.fn()} />
      </AppProvider>,
    );
    expect(await screen.findByText('Tomate Italiano')).toBeTruthy();
    fireEvent.change(nameInput(), { target: { value: 'cebola' } });
    save();
    expect(await screen.findByText('Tomate Italiano, Cebola')).toBeTruthy();
  });

  it('shows the message of a 409 with the error object', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'conflict', message: 'Já existe um produto com o nome Cebola.' } }, 409),
      ),
    );
    const alerts = renderHook(() => useAlerts());
    renderDialog();
    fireEvent.change(nameInput(), { target: { value: 'Cebola' } });
    save();
    await waitFor(() =>
      expect(alerts.result.current.errors.map((e) => e.message)).toEqual(['Já existe um produto com o nome Cebola.']),
    );
  });

  it('says a failure that is not a refusal (no connection, the server) in the dialog, and keeps the name', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { code: 'INTERNAL', message: 'Erro no servidor' } }, 500)),
    );
    const { onCreated } = renderDialog();
    fireEvent.change(nameInput(), { target: { value: 'Cebola' } });
    save();
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByText('Erro no servidor')).toBeTruthy();
    expect(nameInput().value).toBe('Cebola');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('answers the product the server created even when the device cannot keep its copy', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = vi.spyOn(db.produtoEmpresa, 'put').mockRejectedValue(new Dexie.QuotaExceededError('full'));
    try {
      const created = { idProdutoEmpresa: 51, nome: 'Cebola', idEmpresa: 4 };
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse({ data: created }, 201)),
      );
      const { onCreated } = renderDialog();
      fireEvent.change(nameInput(), { target: { value: 'Cebola' } });
      save();
      await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    } finally {
      full.mockRestore();
    }
  });
});
