import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newItem } from '@sara/domain/rules/sample-form';
import { renderWithProviders } from '../../../testing/render';
import { ItemCard, type ItemCardProps } from './item-card';

const props = (patch: Partial<ItemCardProps> = {}): ItemCardProps => ({
  item: { ...newItem('k1'), codigoRastreamento: 'HF-404' },
  index: 0,
  traceable: true,
  idEmpresa: 2,
  products: [],
  companyProducts: [],
  photos: [],
  error: () => undefined,
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
});
