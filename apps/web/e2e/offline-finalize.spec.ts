import type { Request } from '@playwright/test';
import { DEMO_CODIGOS_LIVRES } from '../../server/src/db/seed/demo-ids.ts';
import { expect, jpeg, mintSession, ramaScheduleItem, scheduleThroughApi, test } from './fixtures.ts';

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

    // the schedule's view opens from the device, saying the finalization waits and offering no other change
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/app/amostra/agendada/view/${GROUP}`);
    await expect(page.getByTestId('group-device-copy')).toBeVisible();
    await expect(page.getByTestId('view-pending-change')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/offline-view-pending-finalize.png', fullPage: true });

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

  test('a finalization made on a schedule changed since it was opened is refused, kept, and sent knowingly', async ({
    page,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('amostrador');
    const item = ramaScheduleItem('Gôndola 1', 2);
    const { idAgrupador } = item;
    const { versao, itens } = await scheduleThroughApi(request, session.token, [item]);

    // the sampler opens the finalize screen and fills the collection
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/app/coleta/agendada/finalize/${idAgrupador}/finalize`);
    await expect(page.getByTestId('finalize-summary').getByText('Rede Sol Atacarejo')).toBeVisible();
    await page.getByTestId('item-0-codigoRastreamento').fill(DEMO_CODIGOS_LIVRES.tomate);
    await page.getByTestId('item-0-codigoRastreamento').blur();
    await expect(page.getByTestId('item-0-fornecedor')).not.toHaveValue('');
    await page.getByTestId('item-0-numeroLacre').fill('LACRE-ALTERADA');
    await page.locator('input[aria-label="Fotos da amostra 1"]').setInputFiles({
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(page, '#36a'),
    });
    await expect(page.getByTestId('item-card-0').getByTestId('photo-thumbnail')).toHaveCount(1);

    // meanwhile the manager changes the schedule
    const gestor = await mintSession(request, 'gestor');
    const changed = await request.put(`/api/v1/amostras/agendadas/${idAgrupador}`, {
      headers: { 'Auth-Token': gestor.token, 'If-Match': `"${versao}"` },
      data: [{ ...item, idAmostra: itens[0]!.idAmostra, observacao: 'Gôndola 3, refrigerada' }],
    });
    expect(changed.status(), await changed.text()).toBe(200);

    // finalizing the older copy is refused instead of undoing the manager's change; nothing entered is lost
    const refused = page.waitForResponse((r) => isFinalizePut(r.request()));
    await page.getByRole('button', { name: 'Finalizar coleta' }).click();
    expect((await refused).status()).toBe(412);
    const alert = page.getByTestId('outbox-reopened');
    await expect(alert).toContainText('Esta amostra foi alterada depois que você a abriu');
    await expect(alert.getByRole('button', { name: 'Ver a versão atual' })).toBeVisible();
    // the screen says it; no toast about writes kept on the device, which the user did not make
    await expect(page.getByText(/O servidor recusou envios/)).toHaveCount(0);
    await expect(page.getByTestId('item-0-numeroLacre')).toHaveValue('LACRE-ALTERADA');
    await expect(page.getByTestId('item-card-0').getByTestId('photo-thumbnail')).toHaveCount(1);
    await page.screenshot({ path: 'test-results/finalize-overtaken-phone.png', fullPage: true });
    // the screen is now on the refused write: a reload brings it back as it was, photo included
    await expect(page).toHaveURL(/\?outbox=\d+$/);
    await page.reload();
    await expect(page.getByTestId('outbox-reopened')).toContainText(
      'Esta amostra foi alterada depois que você a abriu',
    );
    await expect(page.getByTestId('item-0-numeroLacre')).toHaveValue('LACRE-ALTERADA');
    await expect(page.getByTestId('item-card-0').getByTestId('photo-thumbnail')).toHaveCount(1);
    await expect(page.getByTestId('finalize-summary')).toBeVisible();
    // nothing changed since the refusal: the outbox's copy is the whole story, no 'Recuperamos...' besides
    await expect(page.getByTestId('unsaved-restored')).toHaveCount(0);

    // told so, the sampler finalizes over the version the server has now
    const sent = page.waitForResponse((r) => isFinalizePut(r.request()));
    await page.getByRole('button', { name: 'Finalizar coleta' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByText('Coleta agendada finalizada com sucesso.')).toBeVisible();
    await expect(page.getByTestId('outbox-indicator')).toHaveCount(0);
    const saved = await request.get(`/api/v1/amostras/coletadas/${idAgrupador}`, {
      headers: { 'Auth-Token': session.token },
    });
    const group = (await saved.json()).data;
    expect(group.situacao).toBe('coletada');
    expect(group.itens[0].numeroLacre).toBe('LACRE-ALTERADA');
  });
});
