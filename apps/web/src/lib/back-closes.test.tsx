import { useState } from 'react';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AppProvider } from '../app/provider';
import { LoadingOverlay } from '../components/loading-overlay';
import { ResponsiveDialog } from '../components/responsive-dialog';
import { renderWithBack } from '../testing/back-router';
import { keepFirstEntry, useCloseOnBack } from './back-closes';

function Overlay({ name, dismissible = true }: { name: string; dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  useCloseOnBack(open && name === 'drawer', () => setOpen(false));
  return (
    <>
      <button onClick={() => setOpen(true)}>open {name}</button>
      {name === 'drawer' ? (
        open && <aside>{name} shown</aside>
      ) : (
        <ResponsiveDialog open={open} onClose={dismissible ? () => setOpen(false) : undefined} title={`${name} shown`}>
          <button onClick={() => setOpen(false)}>close {name}</button>
        </ResponsiveDialog>
      )}
    </>
  );
}

/** A form dialog: a tap outside keeps it, back and Escape cancel it, except while it saves. */
function FormDialog() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open form</button>
      <ResponsiveDialog open={open} onBack={() => setOpen(false)} title="form shown">
        <Busy busy={busy} />
        <input aria-label="Nome" />
        <button onClick={() => setBusy(true)}>save form</button>
      </ResponsiveDialog>
    </>
  );
}

function Busy({ busy }: { busy: boolean }) {
  useCloseOnBack(busy, null);
  return null;
}

function Lists() {
  const [fruit, setFruit] = useState('');
  return (
    <>
      <TextField select label="Fruta" value={fruit} onChange={(e) => setFruit(e.target.value)}>
        <MenuItem value="maca">Maçã</MenuItem>
        <MenuItem value="pera">Pera</MenuItem>
      </TextField>
      <Autocomplete
        options={['Tomate', 'Batata']}
        renderInput={(params) => <TextField {...params} label="Produto" />}
      />
    </>
  );
}

function setup() {
  const router = renderWithBack(
    [
      { path: '/list', element: <p>list screen</p> },
      {
        path: '/screen',
        element: (
          <>
            <p>the screen</p>
            <Overlay name="drawer" />
            <Overlay name="dialog" />
            <Overlay name="saving" dismissible={false} />
            <FormDialog />
            <Lists />
          </>
        ),
      },
    ],
    ['/list', '/screen'],
  );
  return { router, back: () => act(() => router.navigate(-1)) };
}

describe('back closes what is open over the screen', () => {
  it('closes the newest overlay first and keeps the screen, then leaves it once nothing is open', async () => {
    const user = userEvent.setup();
    const { router, back } = setup();
    await user.click(screen.getByText('open drawer'));
    await user.click(screen.getByText('open dialog'));
    expect(screen.getByText('dialog shown')).toBeTruthy();

    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('drawer shown')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/screen');

    await back();
    expect(screen.queryByText('drawer shown')).toBeNull();
    expect(router.state.location.pathname).toBe('/screen');

    await back();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('a dialog closed by its own button no longer holds back', async () => {
    const user = userEvent.setup();
    const { router, back } = setup();
    await user.click(screen.getByText('open dialog'));
    await user.click(screen.getByText('close dialog'));
    await back();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('a dialog only its buttons close stays open, and so does the screen', async () => {
    const user = userEvent.setup();
    const { router, back } = setup();
    await user.click(screen.getByText('open saving'));
    await back();
    expect(screen.getByText('saving shown')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/screen');
  });
});

describe('a loading overlay', () => {
  function overlaySetup(reading: boolean) {
    const router = renderWithBack(
      [
        { path: '/list', element: <p>list screen</p> },
        { path: '/screen', element: <LoadingOverlay open reading={reading} /> },
      ],
      ['/list', '/screen'],
      (app) => <AppProvider>{app}</AppProvider>,
    );
    return { router, back: () => act(() => router.navigate(-1)) };
  }

  it('holds back while a save runs, and lets it leave a screen only reading its record', async () => {
    const saving = overlaySetup(false);
    await saving.back();
    expect(saving.router.state.location.pathname).toBe('/screen');
    cleanup();
    const reading = overlaySetup(true);
    await reading.back();
    expect(reading.router.state.location.pathname).toBe('/list');
  });
});

describe('Escape in a form dialog', () => {
  it('cancels it as back does, while a tap outside keeps it, and does nothing while it saves', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByText('open form'));
    const backdrop = document.querySelector('.MuiBackdrop-root')!;
    await user.click(backdrop);
    expect(screen.getByRole('dialog', { name: 'form shown' })).toBeTruthy();
    await user.click(screen.getByRole('textbox', { name: 'Nome' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByText('open form'));
    await user.click(screen.getByText('save form'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'form shown' })).toBeTruthy();
  });
});

describe("back closes a field's open list", () => {
  it('closes the list of a select and of an autocomplete, and keeps the screen', async () => {
    const user = userEvent.setup();
    const { router, back } = setup();
    await user.click(screen.getByRole('combobox', { name: 'Fruta' }));
    expect(await screen.findByRole('listbox')).toBeTruthy();
    await back();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(router.state.location.pathname).toBe('/screen');

    await user.click(screen.getByRole('combobox', { name: 'Produto' }));
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeTruthy();
    await back();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(router.state.location.pathname).toBe('/screen');

    await back();
    expect(router.state.location.pathname).toBe('/list');
  });
});

describe('keepFirstEntry', () => {
  it("puts an entry of the app's under the screen a tab opened on, once", () => {
    window.history.replaceState(null, '', '/app/main');
    const before = window.history.length;
    keepFirstEntry();
    expect(window.history.length).toBe(before + 1);
    expect(window.history.state).toMatchObject({ idx: 1 });
    expect(window.location.pathname).toBe('/app/main');
    // a reload: the router already knows the entry
    keepFirstEntry();
    expect(window.history.length).toBe(before + 1);
    // forward from the page before onto the entry under the screen: one on top again
    window.history.replaceState({ usr: null, key: 'sara-first', idx: 0 }, '');
    keepFirstEntry();
    expect(window.history.state).toMatchObject({ idx: 1 });
  });
});
