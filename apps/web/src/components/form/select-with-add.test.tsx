import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionData } from '@sara/domain/access';
import { AppProvider } from '../../app/provider';
import { startSession } from '../../lib/session';
import { canAddEntries, SelectWithAdd } from './select-with-add';

function sessionWith(features: string[]): SessionData {
  return {
    token: 'tok',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    user: { id: 1, name: 'Usuária', username: 'u', email: 'u@sara.local' },
    features,
  };
}

function renderSelect(disabled?: boolean | string) {
  render(
    <AppProvider>
      <SelectWithAdd
        disabled={disabled}
        addLabel="Adicionar local"
        renderDialog={({ open, onClose }) =>
          open ? (
            <div role="dialog" aria-label="Cadastro de local">
              <button onClick={onClose}>Fechar cadastro</button>
            </div>
          ) : null
        }
      >
        <select aria-label="Local" />
      </SelectWithAdd>
    </AppProvider>,
  );
}

describe('SelectWithAdd', () => {
  it('hides the add button from a sampler', () => {
    startSession(sessionWith(['perfil.amostrador', 'amostraColetada.adicionar']));
    renderSelect();
    expect(screen.getByRole('combobox', { name: 'Local' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adicionar local' })).toBeNull();
  });

  it('shows it to a manager; it opens and closes the given dialog', () => {
    startSession(sessionWith(['perfil.gerenciamento', 'amostra.gerenciamento']));
    renderSelect();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar local' }));
    expect(screen.getByRole('dialog', { name: 'Cadastro de local' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar cadastro' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with a reason, stays reachable by keyboard, says why and opens nothing', () => {
    startSession(sessionWith(['perfil.gerenciamento', 'amostra.gerenciamento']));
    renderSelect('Escolha o programa na tela antes de cadastrar o local.');
    const add = screen.getByRole('button', { name: 'Adicionar local' }) as HTMLButtonElement;
    expect(add.disabled).toBe(false);
    expect(add.getAttribute('aria-disabled')).toBe('true');
    add.focus();
    expect(document.activeElement).toBe(add);
    expect(document.getElementById(add.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Escolha o programa na tela antes de cadastrar o local.',
    );
    fireEvent.click(add);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without a reason, is disabled', () => {
    startSession(sessionWith(['perfil.gerenciamento', 'amostra.gerenciamento']));
    renderSelect(true);
    expect((screen.getByRole('button', { name: 'Adicionar local' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lets an administrator add, even holding the sampler profile', () => {
    expect(canAddEntries(['sara.admin', 'perfil.amostrador'])).toBe(true);
    expect(canAddEntries(['perfil.amostrador'])).toBe(false);
    expect(canAddEntries([])).toBe(true);
  });
});
