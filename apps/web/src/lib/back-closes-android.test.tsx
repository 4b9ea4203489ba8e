import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ResponsiveDialog } from '../components/responsive-dialog';
import { renderWithBack } from '../testing/back-router';
import { keepFirstEntry, useCloseOnBack } from './back-closes';

/**
 * The Android app: the hardware back button is Capacitor's backButton event, not a history step. The
 * native bridge is not in a browser, so its two calls are replaced here by a recorder of the listener.
 */
const android = vi.hoisted(() => ({
  handler: undefined as ((event: { canGoBack: boolean }) => void) | undefined,
  exitApp: vi.fn(),
}));
vi.mock('@capacitor/core', () => ({ Capacitor: { isNativePlatform: () => true } }));
vi.mock('@capacitor/app', () => ({
  App: {
    addListener: (_event: 'backButton', handler: (event: { canGoBack: boolean }) => void) => {
      android.handler = handler;
      return Promise.resolve({ remove: () => (android.handler = undefined) });
    },
    exitApp: android.exitApp,
  },
}));

function Screen() {
  const [dialog, setDialog] = useState(false);
  const [saving, setSaving] = useState(false);
  const [fruit, setFruit] = useState('');
  useCloseOnBack(saving, null);
  return (
    <>
      <p>the screen</p>
      <button onClick={() => setDialog(true)}>open dialog</button>
      <button onClick={() => setSaving(true)}>save</button>
      <ResponsiveDialog open={dialog} onClose={() => setDialog(false)} title="dialog shown">
        <p>content</p>
      </ResponsiveDialog>
      <TextField select label="Fruta" value={fruit} onChange={(e) => setFruit(e.target.value)}>
        <MenuItem value="maca">Maçã</MenuItem>
      </TextField>
    </>
  );
}

function setup() {
  renderWithBack([{ path: '/screen', element: <Screen /> }], ['/screen']);
  return { pressBack: (canGoBack = true) => act(() => android.handler!({ canGoBack })) };
}

describe("the Android app's back button", () => {
  let historyBack: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    historyBack = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    android.exitApp.mockClear();
  });
  afterEach(() => historyBack.mockRestore());

  it('closes an open dialog, then an open list, and only then steps back', async () => {
    const user = userEvent.setup();
    const { pressBack } = setup();
    await waitFor(() => expect(android.handler).toBeDefined());

    await user.click(screen.getByText('open dialog'));
    expect(screen.getByRole('dialog', { name: 'dialog shown' })).toBeTruthy();
    await pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('combobox', { name: 'Fruta' }));
    expect(await screen.findByRole('listbox')).toBeTruthy();
    await pressBack();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(historyBack).not.toHaveBeenCalled();

    await pressBack();
    expect(historyBack).toHaveBeenCalledTimes(1);
    expect(android.exitApp).not.toHaveBeenCalled();
  });

  it('leaves the app on its first screen, and does nothing while a save runs', async () => {
    const user = userEvent.setup();
    const { pressBack } = setup();
    await waitFor(() => expect(android.handler).toBeDefined());

    await pressBack(false);
    expect(android.exitApp).toHaveBeenCalledTimes(1);

    await user.click(screen.getByText('save'));
    await pressBack(false);
    await pressBack(true);
    expect(android.exitApp).toHaveBeenCalledTimes(1);
    expect(historyBack).not.toHaveBeenCalled();
    expect(screen.getByText('the screen')).toBeTruthy();
  });

  it('puts no entry under the first screen: the WebView does not move by itself', () => {
    const before = window.history.length;
    keepFirstEntry();
    expect(window.history.length).toBe(before);
  });
});
