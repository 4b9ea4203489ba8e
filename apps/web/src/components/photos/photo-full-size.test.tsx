import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider';
import { PhotoFullSize } from './photo-full-size';

describe('PhotoFullSize', () => {
  it('closes on Fechar and a tap outside, but not on the opening double tap’s second tap', () => {
    const clock = vi.spyOn(performance, 'now').mockReturnValue(1000);
    const onClose = vi.fn();
    render(
      <AppProvider>
        <PhotoFullSize open url="data:image/png;base64," alt="Foto 1" onClose={onClose} />
      </AppProvider>,
    );
    const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
    clock.mockReturnValue(1200);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    clock.mockReturnValue(1600);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    clock.mockRestore();
  });
});
