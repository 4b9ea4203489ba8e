import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FEATURES } from '@sara/domain/features';
import { renderWithProviders } from '../../../testing/render';
import { i18n } from '../../../app/i18n';
import { BottomNav } from './bottom-nav';
import { SideMenu, initials } from './side-menu';

const user = { id: 3, name: 'Amanda Amostradora', username: 'amostrador', email: 'amostrador@sara.local' };
const SAMPLER = [
  FEATURES.perfilAmostrador,
  FEATURES.amostraColetadaAdicionar,
  FEATURES.amostraAgendadaAdicionar,
  FEATURES.historico,
];
const SUPPLIER = [FEATURES.perfilFornecedor, FEATURES.listagem, FEATURES.configuracoesComunicacao];

function renderSideMenu(features: string[]) {
  renderWithProviders(<SideMenu open onClose={vi.fn()} user={user} features={features} onLogout={vi.fn()} />);
  return screen.getByRole('navigation', { name: 'Menu' });
}

describe('side menu', () => {
  it('shows only the entries the features allow, and hides empty sections', () => {
    const nav = renderSideMenu(SAMPLER);
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Cadastrar coleta', '/app/coleta/coletada/add'],
      ['Agendar coleta', '/app/coleta/agendada/add/'],
      ['Histórico de coletas', '/app/coleta/historico'],
    ]);
    expect(within(nav).queryByText('Amostras')).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Enviar amostras ao laboratório' })).toBeNull();
  });

  it('offers the integration action to management', () => {
    const nav = renderSideMenu([FEATURES.amostraGerenciamento]);
    expect(within(nav).getByRole('link', { name: 'Gerenciamento de amostras' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Enviar amostras ao laboratório' })).toBeTruthy();
  });

  it('shows every entry to sara.admin', () => {
    const nav = renderSideMenu([FEATURES.admin]);
    expect(within(nav).getAllByRole('link')).toHaveLength(7);
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Enviar amostras ao laboratório', 'Sair']);
  });

  it('shows the user, the version and logout', () => {
    const nav = renderSideMenu(SAMPLER);
    expect(within(nav).getByText('Amanda Amostradora')).toBeTruthy();
    expect(within(nav).getByText('amostrador')).toBeTruthy();
    expect(within(nav).getByText('AA')).toBeTruthy();
    expect(within(nav).getByText('Versão 1.65.0')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Sair' })).toBeTruthy();
  });

  it('changes the interface language after login too', async () => {
    const nav = renderSideMenu(SAMPLER);
    try {
      fireEvent.mouseDown(within(nav).getByRole('combobox', { name: /Idioma/ }));
      fireEvent.click(await screen.findByRole('option', { name: 'English' }));
      expect(await within(nav).findByRole('button', { name: 'Log out' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('pt-BR');
    }
  });

  it('takes initials from the first and last names', () => {
    expect(initials('Gustavo Gestor')).toBe('GG');
    expect(initials(' Ana  Maria da Silva ')).toBe('AS');
    expect(initials('admin')).toBe('A');
  });
});

describe('bottom navigation', () => {
  const items = (features: string[]) => {
    renderWithProviders(<BottomNav features={features} onLogout={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Navegação inferior' });
    return [...nav.querySelectorAll('a, button')].map((item) => [item.textContent, item.getAttribute('href')]);
  };

  it('shows a sampler schedule, collect, history and logout', () => {
    expect(items(SAMPLER)).toEqual([
      ['Agendar', '/app/coleta/agendada/add/'],
      ['Coletar', '/app/coleta/coletada/add'],
      ['Histórico', '/app/coleta/historico'],
      ['Sair', null],
    ]);
  });

  it('sends a user without history to the sample list, named as such', () => {
    expect(items(SUPPLIER)).toEqual([
      ['Amostras', '/app/amostra/list'],
      ['Sair', null],
    ]);
  });

  it('shows management to who manages samples', () => {
    expect(items([FEATURES.amostraGerenciamento]).map(([label]) => label)).toEqual(['Gerenciar', 'Sair']);
  });
});

describe('bottom navigation while typing', () => {
  const touchScreen = (coarse: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: coarse && query === '(pointer: coarse)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));

  it("steps aside while a text field has the focus on a touch screen (the phone's keyboard is up)", () => {
    touchScreen(true);
    renderWithProviders(
      <>
        <input aria-label="Lacre" />
        <input type="checkbox" aria-label="Recoleta" />
        <BottomNav features={[FEATURES.historico]} onLogout={vi.fn()} />
      </>,
    );
    const nav = screen.getByTestId('bottom-nav');
    expect(getComputedStyle(nav).display).not.toBe('none');
    act(() => screen.getByLabelText('Lacre').focus());
    expect(getComputedStyle(screen.getByTestId('bottom-nav')).display).toBe('none');
    // a checkbox opens no keyboard
    act(() => screen.getByLabelText('Recoleta').focus());
    expect(getComputedStyle(screen.getByTestId('bottom-nav')).display).not.toBe('none');
  });

  it('stays with a mouse and a physical keyboard', () => {
    touchScreen(false);
    renderWithProviders(
      <>
        <input aria-label="Lacre" />
        <BottomNav features={[FEATURES.historico]} onLogout={vi.fn()} />
      </>,
    );
    act(() => screen.getByLabelText('Lacre').focus());
    expect(getComputedStyle(screen.getByTestId('bottom-nav')).display).not.toBe('none');
  });
});
