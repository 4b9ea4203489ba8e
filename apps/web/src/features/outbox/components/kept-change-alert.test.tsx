import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { db } from '../../../offline/db';
import { OUTBOX_KINDS, queueWrite } from '../../../offline/outbox';
import { KeptChangeAlert } from './kept-change-alert';

const GROUP = '3e7f5b7e-3c1e-4d4a-9a4e-2f1d7c0e9a14';
const EDIT = `/app/coleta/coletada/edit/${GROUP}/edit`;
const refused = { error: 'Local inválido.', status: 422 };
const edit = (screen = true) => ({
  idAgrupador: GROUP,
  method: 'PUT' as const,
  itens: [],
  photos: [],
  ...(screen && { screen: { path: EDIT, form: {} } }),
});

const settle = () => new Promise((r) => setTimeout(r, 100));

describe('KeptChangeAlert', { timeout: 20_000 }, () => {
  beforeEach(() => db.outbox.clear());

  it("warns that saving drops the user's refused change of the group, and opens it to correct", async () => {
    const id = await queueWrite(OUTBOX_KINDS.coletada, edit(), undefined, { refused });
    renderWithProviders(<KeptChangeAlert kind={OUTBOX_KINDS.coletada} idAgrupador={GROUP} />, { route: EDIT });
    const alert = await screen.findByTestId('kept-change');
    expect(alert.textContent).toContain('Se você salvar esta tela, aquela alteração será descartada.');
    expect(screen.getByRole('link', { name: 'Abrir para corrigir' }).getAttribute('href')).toBe(`${EDIT}?outbox=${id}`);
  });

  it('says nothing of a change still waiting, of another group or kind, or of the one the screen is on', async () => {
    await queueWrite(OUTBOX_KINDS.coletada, edit());
    await queueWrite(OUTBOX_KINDS.agendada, edit(), undefined, { refused });
    await queueWrite(
      OUTBOX_KINDS.coletada,
      { ...edit(), idAgrupador: '4f7f5b7e-3c1e-4d4a-9a4e-2f1d7c0e9a15' },
      undefined,
      { refused },
    );
    const first = renderWithProviders(<KeptChangeAlert kind={OUTBOX_KINDS.coletada} idAgrupador={GROUP} />);
    await settle();
    expect(screen.queryByTestId('kept-change')).toBeNull();
    first.unmount();

    const on = await queueWrite(OUTBOX_KINDS.coletada, edit(), undefined, { refused });
    renderWithProviders(<KeptChangeAlert kind={OUTBOX_KINDS.coletada} idAgrupador={GROUP} />, {
      route: `${EDIT}?outbox=${on}`,
    });
    await settle();
    expect(screen.queryByTestId('kept-change')).toBeNull();
  });
});
