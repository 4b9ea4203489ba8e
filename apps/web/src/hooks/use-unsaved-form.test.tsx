import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../app/provider';
import { unsavedSettled } from '../offline/unsaved-forms';
import { signIn } from '../testing/session';
import { clearUnsavedForms } from '../testing/unsaved';
import { actAsAnotherTab, useUnsavedForm, type UnsavedFormKeeper } from './use-unsaved-form';

/** Web Locks as a browser has them, shared by every "tab" of the test: a name is held by one at a time. */
function fakeLocks() {
  const held = new Set<string>();
  return {
    held,
    async request(name: string, _options: unknown, callback: (lock: unknown) => unknown) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

const ADD = '/app/coleta/agendada/add/';
const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProvider>
    <MemoryRouter initialEntries={[ADD]}>{children}</MemoryRouter>
  </AppProvider>
);
/** A screen on the address, as a new tab opens it. */
const openTab = () => {
  actAsAnotherTab();
  return renderHook(() => useUnsavedForm<string>(), { wrapper });
};
const keeper = (tab: ReturnType<typeof openTab>): UnsavedFormKeeper<string> => tab.result.current;

describe('useUnsavedForm in several tabs on one address', () => {
  let locks: ReturnType<typeof fakeLocks>;
  beforeEach(async () => {
    await clearUnsavedForms();
    signIn(['amostraAgendada.adicionar'], { id: 7 });
    locks = fakeLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('keeps a copy per tab: a save in one forgets only its own, and a closed tab lets its copy be opened again', async () => {
    const a = openTab();
    const b = openTab();
    expect(await keeper(a).read()).toBeNull();
    expect(await keeper(b).read()).toBeNull();
    act(() => keeper(a).keep('typed in A'));
    act(() => keeper(b).keep('typed in B'));
    await waitFor(async () => {
      await unsavedSettled();
      expect(keeper(a).key?.slot).not.toBe(keeper(b).key?.slot);
    });
    await unsavedSettled();

    // A saves: B's copy stays
    await keeper(a).forget();
    a.unmount();
    b.unmount();
    await unsavedSettled();
    const again = openTab();
    expect((await keeper(again).read())?.state).toBe('typed in B');
    // a second tab meanwhile opens afresh, not on the copy the first one has open
    const other = openTab();
    expect(await keeper(other).read()).toBeNull();
    again.unmount();
    other.unmount();
  });

  it('opens the newest copy no other tab has open', async () => {
    const a = openTab();
    await keeper(a).read();
    act(() => keeper(a).keep('older'));
    await unsavedSettled();
    const b = openTab();
    await keeper(b).read();
    await new Promise((resolve) => setTimeout(resolve, 5));
    act(() => keeper(b).keep('newer'));
    await waitFor(async () => {
      await unsavedSettled();
      expect(locks.held.size).toBe(2);
    });
    a.unmount();
    b.unmount();
    await unsavedSettled();
    const first = openTab();
    expect((await keeper(first).read())?.state).toBe('newer');
    const second = openTab();
    expect((await keeper(second).read())?.state).toBe('older');
    first.unmount();
    second.unmount();
  });

  it('a tab reloaded after another closed opens the copy it held, not the newer one', async () => {
    const a = openTab();
    await keeper(a).read();
    act(() => keeper(a).keep('typed in A'));
    await unsavedSettled();
    const heldByA = { ...sessionStorage };
    const b = openTab();
    await keeper(b).read();
    await new Promise((resolve) => setTimeout(resolve, 5));
    act(() => keeper(b).keep('typed in B'));
    await waitFor(async () => {
      await unsavedSettled();
      expect(locks.held.size).toBe(2);
    });
    b.unmount();
    a.unmount();
    await unsavedSettled();
    // A reloads: its tab's storage still says which copy it held
    actAsAnotherTab();
    for (const [key, value] of Object.entries(heldByA)) sessionStorage.setItem(key, value);
    const reloaded = renderHook(() => useUnsavedForm<string>(), { wrapper });
    expect((await keeper(reloaded).read())?.state).toBe('typed in A');
    reloaded.unmount();
  });

  it("shares one copy between a screen's keepers in one tab (the scheduling page reads it, its form keeps it)", async () => {
    const tab = openTab();
    const form = renderHook(() => useUnsavedForm<string>(), { wrapper });
    expect(await keeper(tab).read()).toBeNull();
    act(() => keeper(form).keep('typed'));
    await waitFor(async () => {
      await unsavedSettled();
      expect((await keeper(tab).read())?.state).toBe('typed');
    });
    // saved or discarded by the form: gone for the page too
    await keeper(form).forget();
    expect(await keeper(tab).read()).toBeNull();
    form.unmount();
    tab.unmount();
  });
});

describe('useUnsavedForm: whose form it read', () => {
  beforeEach(async () => {
    await clearUnsavedForms();
    signIn(['amostraAgendada.adicionar'], { id: 7 });
  });

  it('tells a form this screen kept from one an earlier screen left, whenever its write landed', async () => {
    const earlier = renderHook(() => useUnsavedForm<string>(), { wrapper });
    act(() => keeper(earlier).keep('left before'));
    earlier.unmount();
    // the next screen opens before the earlier one's last write has landed
    const next = renderHook(() => useUnsavedForm<string>(), { wrapper });
    await unsavedSettled();
    expect((await keeper(next).read())?.state).toBe('left before');
    expect(keeper(next).keptHere).toBe(false);
    act(() => keeper(next).keep('typed here'));
    expect(keeper(next).keptHere).toBe(true);
    next.unmount();
  });
});
