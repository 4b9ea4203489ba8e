import type { Request } from '@playwright/test';
import { expect, jpeg, test } from './fixtures.ts';

/**
 * Demo group 7 (apps/server/src/db/seed/samples-plan.ts): RAMA, Bom Preço Campinas, one scheduled
 * apple of the amostrador's company (collection-finalize.spec.ts uses group 2).
 */
const GROUP = 'a9000000-0000-4000-8000-000000000007';
/** A tracking code no demo sample uses, of an apple (DEMO_CODIGOS_LIVRES.maca). */
const CODE = 'HF269005';
const FINALIZE = '/api/v1/amostras/agendadas/finalizar';

const isFinalizePut = (r: Request) => r.method() === 'PUT' && new URL(r.url()).pathname === FINALIZE;

test.describe('finalizing offline', () => {
  test('a scheduled group opened once online is finalized offline, survives a reload and is sent once', async ({
    page,
    context,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('amostrador');
    const puts: Request[] = [];
    page.on('request', (r) => {
      if (isFinalizePut(r)) puts.push(r);
    });
    const reached = () => puts.filter((r) => r.failure() == null).length;

    // online: the screen loads the group from the server and keeps a copy on the device
    await page.goto(`/app/coleta/agendada/finalize/${GROUP}/finalize`);
    await expect(page.getByRole('heading', { name: 'Finalizar coleta agendada' })).toBeVisible();
    await expect(page.getByTestId('item-card-0')).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    // offline, the app reopened: the screen comes from the device's copy
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Finalizar coleta agendada' })).toBeVisible();
    await expect(page.getByTestId('finalize-offline-copy')).toBeVisible();
    await expect(page.getByTestId('finalize-summary').getByText('Supermercados Bom Preço')).toBeVisible();
    const card = page.getByTestId('item-card-0');
    await page.getByTestId('item-0-codigoRastreamento').fill(CODE);
    await page.getByTestId('item-0-numeroLacre').fill('LACRE-FINALIZA-OFFLINE');
    // Bom Preço asks for the EAN
    await page.getByTestId('item-0-codigoEAN').fill('7891234567895');
    await page.locator('input[aria-label="Fotos da amostra 1"]').setInputFiles({
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(page, '#3a6'),
    });
    await expect(card.getByTestId('photo-thumbnail')).toHaveCount(1);
    await page.getByRole('button', { name: 'Finalizar coleta' }).click();
    await expect(page.getByText(/a finalização foi guardada no aparelho/)).toBeVisible();
    await expect(page).not.toHaveURL(/finalize/);
    expect(reached()).toBe(0);

    // reopened again, still offline: the finalization still waits
    await page.reload();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
    const indicator = page.getByRole('button', { name: 'Envios pendentes: 1' });
    await expect(indicator).toBeVisible();
    await indicator.click();
    const dialog = page.getByRole('dialog', { name: 'Envios guardados no aparelho' });
    await expect(dialog.getByText('Finalização de agendamento')).toBeVisible();
    await expect(dialog.getByText('Aguardando envio')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    // back online: photo, then the finalization, once
    const sent = page.waitForResponse((r) => isFinalizePut(r.request()));
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const response = await sent;
    expect(response.status(), await response.text()).toBe(200);
    await expect(page.getByText('Registros guardados no aparelho enviados: 1')).toBeVisible();
    await expect(page.getByTestId('outbox-indicator')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(reached()).toBe(1);

    const saved = await request.get(`/api/v1/amostras/coletadas/${GROUP}`, {
      headers: { 'Auth-Token': session.token },
    });
    expect(saved.status()).toBe(200);
    const group = (await saved.json()).data;
    expect(group.situacao).toBe('coletada');
    expect(group.itens).toHaveLength(1);
    expect(group.itens[0].numeroLacre).toBe('LACRE-FINALIZA-OFFLINE');
    expect(group.itens[0].codigoRastreamento).toBe(CODE);
    expect(group.itens[0].idsArquivo).toHaveLength(1);
  });
});
