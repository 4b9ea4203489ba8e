import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Button from '@mui/material/Button';
import { stubWidth } from '../testing/media';
import { ActionButtons } from './action-buttons';

const names = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('ActionButtons', () => {
  afterEach(() => vi.unstubAllGlobals());

  const buttons = (
    <ActionButtons>
      <Button>Cancelar</Button>
      {false}
      <Button>Salvar</Button>
    </ActionButtons>
  );

  it('puts the way forward last in a row on a wide screen', () => {
    stubWidth(1280);
    render(buttons);
    expect(names()).toEqual(['Cancelar', 'Salvar']);
  });

  it('puts it on top on a phone, in the order the keyboard meets them (not column-reverse)', () => {
    stubWidth(390);
    render(buttons);
    expect(names()).toEqual(['Salvar', 'Cancelar']);
    expect(getComputedStyle(screen.getByText('Salvar').parentElement!).flexDirection).not.toBe('column-reverse');
  });
});
