import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newItem } from '@sara/domain/rules/sample-form';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { ItemCard, type ItemCardProps } from './item-card';

const props = (patch: Partial<ItemCardProps> = {}): ItemCardProps => ({
  item: { ...newItem('k1'), codigoRastreamento: 'HF-404' },
  index: 0,
  traceable: true,
  idEmpresa: 2,
  products: [],
  companyProducts: [],
  photos: [],
  canDelete: false,
  onChange: vi.fn(),
  onPhotos: vi.fn(),
  onDelete: vi.fn(),
  trackingErrors: ['Código de rastreamento não encontrado.'],
  ...patch,
});

describe('ItemCard', () => {
  it("drops the tracking code's errors when a reset empties the code", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const view = renderWithProviders(<ItemCard {...props()} />);
    expect(await screen.findByText('Código de rastreamento não encontrado.')).toBeTruthy();
    // another program or tracking unticked: the page empties the item's code
    view.rerender(<ItemCard {...props({ item: { ...newItem('k1'), codigoRastreamento: null } })} />);
    expect(screen.queryByText('Código de rastreamento não encontrado.')).toBeNull();
    // nor do they come back with the next code typed
    fireEvent.change(screen.getByTestId('item-0-codigoRastreamento'), { target: { value: 'H' } });
    view.rerender(<ItemCard {...props({ item: { ...newItem('k1'), codigoRastreamento: 'H' } })} />);
    expect(screen.queryByText('Código de rastreamento não encontrado.')).toBeNull();
  });

  it("checks a code the item opens with: the product is the code's again, locked, without changing a matching item", async () => {
    const answer = {
      produto: { idProduto: 3, nome: 'Morango', idTipoProduto: 1, idProdutoProcessado: null },
      elos: [],
      idAmostra: null,
      erros: [],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ data: answer })),
    );
    // a draft reopened whose product was changed away from the code's
    const changed = props({
      item: { ...newItem('k1'), codigoRastreamento: 'HF269003', idProduto: 7, nomeProduto: 'Banana' },
      trackingErrors: [],
    });
    const first = renderWithProviders(<ItemCard {...changed} />);
    await waitFor(() => expect(changed.onChange).toHaveBeenCalledWith(expect.objectContaining({ idProduto: 3 })));
    first.unmount();
    // the code's own product: nothing changes (the form is not touched by being opened), the product is locked
    const same = props({
      item: { ...newItem('k1'), codigoRastreamento: 'HF269003', idProduto: 3, nomeProduto: 'Morango' },
      trackingErrors: [],
    });
    renderWithProviders(<ItemCard {...same} />);
    expect(await screen.findByText('O produto vem do código de rastreamento.')).toBeTruthy();
    expect(same.onChange).not.toHaveBeenCalled();
  });

  it('says a company with no products yet has none to offer, rather than opening an empty menu', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithProviders(<ItemCard {...props({ traceable: false, item: newItem('k1'), trackingErrors: [] })} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Produto/ }));
    const none = await screen.findByRole('option', { name: 'Nenhuma opção disponível' });
    expect(none.getAttribute('aria-disabled')).toBe('true');
  });
});
