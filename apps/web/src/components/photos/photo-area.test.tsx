import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { PhotoArea } from './photo-area';

describe('PhotoArea', () => {
  it('takes images only, and says which files it left out', async () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(<PhotoArea photos={[]} onChange={onChange} label="Fotos do item 1" />);
    const input = container.querySelector('input[type="file"][multiple]') as HTMLInputElement;
    const text = new File(['not an image'], 'notas.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [text] } });
    expect(
      await screen.findByText('Só imagens podem ser anexadas como fotos. Arquivos deixados de fora: notas.txt'),
    ).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
