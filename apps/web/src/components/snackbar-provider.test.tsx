import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { useRef, useState, type RefObject } from 'react';
import { ResponsiveDialog } from './responsive-dialog';
import { useSnackbar, useStickyActionBar } from './snackbar-provider';

function Trigger() {
  const { showSnackbar } = useSnackbar();
  return <button onClick={() => showSnackbar('Amostra salva com sucesso.')}>Salvar</button>;
}

describe('SnackbarProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a message that hides after 6000 ms', () => {
    render(
      <AppProvider>
        <Trigger />
      </AppProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('alert').textContent).toContain('Amostra salva com sucesso.');
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    // the exit transition
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows above a page's action bar: at the foot of the screen, or higher where a short form leaves it", () => {
    function Page({ top }: { top: number }) {
      const bar = useRef<HTMLDivElement>(null);
      useStickyActionBar(bar);
      return (
        <div
          ref={(el) => {
            bar.current = el;
            if (!el) return;
            Object.defineProperty(el, 'offsetHeight', { configurable: true, value: 60 });
            el.getBoundingClientRect = () => ({ top }) as DOMRect;
          }}
        >
          <Trigger />
        </div>
      );
    }
    const bottomOf = () => getComputedStyle(screen.getByRole('alert').closest('.MuiSnackbar-root')!).bottom;
    window.innerHeight = 800;
    window.innerWidth = 390;
    // stuck above the 56 px navigation (a long form): 16 px above the bar
    const long = render(
      <AppProvider>
        <Page top={684} />
      </AppProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(bottomOf()).toBe('132px');
    long.unmount();
    // under a short form, halfway up: the toast above it, not over its buttons
    render(
      <AppProvider>
        <Page top={400} />
      </AppProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(bottomOf()).toBe('416px');
  });

  it('moves a toast back over the navigation once the page with the bar is left (a save that leaves it)', () => {
    function Leaving() {
      const [onForm, setOnForm] = useState(true);
      const barRef = useRef<HTMLDivElement>(null);
      return (
        <>
          {onForm && <Bar barRef={barRef} />}
          <button onClick={() => setOnForm(false)}>Sair</button>
        </>
      );
    }
    function Bar({ barRef }: { barRef: RefObject<HTMLDivElement | null> }) {
      useStickyActionBar(barRef);
      return (
        <div
          ref={(el) => {
            barRef.current = el;
            if (!el) return;
            Object.defineProperty(el, 'offsetHeight', { configurable: true, value: 60 });
            el.getBoundingClientRect = () => ({ top: 400 }) as DOMRect;
          }}
        >
          <Trigger />
        </div>
      );
    }
    window.innerHeight = 800;
    window.innerWidth = 390;
    render(
      <AppProvider>
        <Leaving />
      </AppProvider>,
    );
    const bottomOf = () => getComputedStyle(screen.getByRole('alert').closest('.MuiSnackbar-root')!).bottom;
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(bottomOf()).toBe('416px');
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    // the navigation's room again (a media query's value, which this test's browser does not apply)
    expect(bottomOf()).not.toBe('416px');
  });

  it("shows at the top while a dialog is open, off the dialog's buttons at the bottom", () => {
    function WithDialog() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Trigger />
          <ResponsiveDialog open={open} title="Envios" actions={<button onClick={() => setOpen(false)}>Fechar</button>}>
            <Trigger />
          </ResponsiveDialog>
        </>
      );
    }
    render(
      <AppProvider>
        <WithDialog />
      </AppProvider>,
    );
    const placeOf = () => screen.getByRole('alert').closest('.MuiSnackbar-root')!.className;
    fireEvent.click(screen.getAllByRole('button', { name: 'Salvar' }).at(-1)!);
    expect(placeOf()).toContain('MuiSnackbar-anchorOriginTopCenter');
    // read while the dialog is open (not hidden from screen readers with the page behind it)
    expect(screen.getByRole('alert').textContent).toContain('Amostra salva com sucesso.');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fechar' }));
    act(() => vi.advanceTimersByTime(500));
    fireEvent.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);
    expect(placeOf()).toContain('MuiSnackbar-anchorOriginBottomRight');
  });
});
