import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(dismissible?: boolean, destructive?: boolean) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <AppProvider>
      <ConfirmDialog
        open
        title="Salvar para depois"
        lines={['A amostra ficará como rascunho.', 'Você poderá concluí-la mais tarde.']}
        onConfirm={onConfirm}
        onCancel={onCancel}
        dismissible={dismissible}
        destructive={destructive}
      />
    </AppProvider>,
  );
  return { onConfirm, onCancel };
}

const backdrop = () => document.querySelector('.MuiBackdrop-root') as HTMLElement;

describe('ConfirmDialog', () => {
  it('shows the title and each message line, with Cancelar and OK', () => {
    const { onConfirm, onCancel } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Salvar para depois' });
    expect(dialog.textContent).toContain('A amostra ficará como rascunho.');
    expect(dialog.textContent).toContain('Você poderá concluí-la mais tarde.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('closes on Escape and backdrop click by default', () => {
    const clock = vi.spyOn(performance, 'now').mockReturnValue(1000);
    const { onCancel } = renderDialog();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    // right after it opened, a tap outside is the second tap of the double tap that opened it
    clock.mockReturnValue(1300);
    fireEvent.click(backdrop());
    expect(onCancel).toHaveBeenCalledTimes(1);
    clock.mockReturnValue(1600);
    fireEvent.click(backdrop());
    expect(onCancel).toHaveBeenCalledTimes(2);
    clock.mockRestore();
  });

  it('ignores Escape and backdrop click when not dismissible', () => {
    const clock = vi.spyOn(performance, 'now').mockReturnValue(1000);
    const { onCancel, onConfirm } = renderDialog(false);
    // past the double tap's moment: a tap outside that a dismissible one would take
    clock.mockReturnValue(2000);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.mouseDown(backdrop());
    fireEvent.click(backdrop());
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    clock.mockRestore();
  });

  it('focuses OK, or Cancelar when confirming removes something for good', async () => {
    renderDialog();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('OK'));
    cleanup();
    renderDialog(true, true);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancelar'));
  });
});
