import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, mintSession, refuseWrites, test } from './fixtures.ts';

const ADD = '/app/coleta/agendada/add/';
const SCHEDULES = '/api/v1/amostras/agendadas';

async function pick(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Fills a RAMA schedule with one item while online (the lists come from the server). */
async function fillSchedule(page: Page, observacao: string) {
  await page.goto(ADD);
  await pick(page, /^Laboratório/, 'Outros laboratórios');
  await pick(page, /^Programa/, /^RAMA/);
  await pick(page, /^Varejo/, 'Supermercados Bom Preço');
  await pick(page, /^Local da coleta/, 'Supermercado Bom Preço - Loja Pinheiros');
  await expect(page.getByRole('combobox', { name: /^Responsável pela coleta/ })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Adicionar item' }).click();
  await pick(page, /^Produto/, /.+/);
  await page.getByRole('textbox', { name: 'Observação' }).fill(observacao);
}

async function confirmSchedule(page: Page) {
  await page.getByRole('button', { name: 'Finalizar agendamento' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
}

/**
 * A schedule kept offline that the server refuses ('Local da coleta inativo.') once the connection
 * returns; answers the function that lets the server take writes again.
 */
async function keepRefusedSchedule(page: Page, context: BrowserContext, observacao: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await fillSchedule(page, observacao);
  await context.setOffline(true);
  await confirmSchedule(page);
  await expect(page.getByRole('button', { name: 'Envios pendentes: 1' })).toBeVisible();
  const allow = await refuseWrites(page, `**${SCHEDULES}`, 'POST', 'Local da coleta inativo.');
  await context.setOffline(false);
  await expect(page.getByText('O servidor recusou envios guardados no aparelho: 1')).toBeVisible();
  return allow;
}

const isSchedulePost = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === SCHEDULES;

test.describe('offline outbox', () => {
  test('a schedule made offline waits in the outbox and is sent once when the connection returns', async ({
    page,
    context,
    loggedInAs,
  }) => {
    const session = await loggedInAs('amostrador');
    await page.setViewportSize({ width: 390, height: 844 });
    const posts: Request[] = [];
    page.on('request', (r) => {
      if (isSchedulePost(r)) posts.push(r);
    });
    await fillSchedule(page, 'Agendada sem conexão');

    await context.setOffline(true);
    await confirmSchedule(page);
    await expect(page.getByText(/o agendamento foi guardado no aparelho/)).toBeVisible();
    await expect(page).toHaveURL(/\/app\/main$/);
    const indicator = page.getByRole('button', { name: 'Envios pendentes: 1' });
    await expect(indicator).toBeVisible();
    await indicator.click();
    const dialog = page.getByRole('dialog', { name: 'Envios guardados no aparelho' });
    await expect(dialog.getByTestId('outbox-entry')).toHaveCount(1);
    await expect(dialog.getByText('Agendamento')).toBeVisible();
    await expect(dialog.getByText('Aguardando envio')).toBeVisible();
    await expect(dialog.getByText(/Sem conexão: os envios serão feitos/)).toBeVisible();
    await page.waitForTimeout(400); // the dialog's fade-in
    await page.screenshot({ path: 'test-results/offline-outbox-waiting-phone.png' });
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    expect(posts.filter((r) => r.failure() == null)).toHaveLength(0);

    // the history lists it above the server's groups, as waiting (the history itself never loaded offline)
    await page.evaluate(() => {
      window.history.pushState({}, '', '/app/coleta/historico');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const waiting = page.getByTestId('pending-writes');
    await expect(waiting.getByRole('heading', { name: 'Aguardando envio (1)' })).toBeVisible();
    const card = waiting.getByTestId('pending-write');
    await expect(card.getByRole('heading', { name: /^RAMA/ })).toBeVisible();
    await expect(card.getByText('Supermercado Bom Preço - Loja Pinheiros')).toBeVisible();
    await expect(card.getByText('Aguardando envio')).toBeVisible();
    await page.screenshot({ path: 'test-results/offline-history-waiting-phone.png', fullPage: true });

    // back online: the shell sends it, once
    const sent = page.waitForResponse((r) => isSchedulePost(r.request()) && r.status() === 201);
    await context.setOffline(false);
    const response = await sent;
    const { data } = (await response.json()) as { data: { idAgrupador: string; itens: { observacao: string }[] } };
    expect(data.itens[0]!.observacao).toBe('Agendada sem conexão');
    await expect(page.getByText('Registros guardados no aparelho enviados: 1')).toBeVisible();
    await expect(page.getByTestId('outbox-indicator')).toHaveCount(0);
    // sent: no longer waiting; the history's list (read again) holds it
    await expect(page.getByTestId('pending-writes')).toHaveCount(0);

    // a reload (a flush at start) sends nothing more; the server holds the group once
    await page.reload();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(posts.filter((r) => r.failure() == null)).toHaveLength(1);
    const group = await page.request.get(`/api/v1/amostras/agendadas/${data.idAgrupador}`, {
      headers: { 'Auth-Token': session.token },
    });
    expect(group.status()).toBe(200);
    expect(((await group.json()) as { data: { itens: unknown[] } }).data.itens).toHaveLength(1);
  });

  test('a refused entry stays with the server message until retried', async ({ page, context, loggedInAs }) => {
    await loggedInAs('amostrador');
    const allow = await keepRefusedSchedule(page, context, 'Recusada e reenviada');
    await page.getByRole('button', { name: 'Envios recusados: 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Envios guardados no aparelho' });
    await expect(dialog.getByText('Recusado pelo servidor')).toBeVisible();
    await expect(dialog.getByText('Local da coleta inativo.')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: 'test-results/offline-outbox-refused-phone.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: 'test-results/offline-outbox-refused-desktop.png' });

    await allow();
    const sent = page.waitForResponse((r) => isSchedulePost(r.request()) && r.status() === 201);
    await dialog.getByRole('button', { name: 'Reenviar' }).click();
    await sent;
    await expect(dialog.getByText('Nada aguardando envio.')).toBeVisible();
    await expect(page.getByText('Registros guardados no aparelho enviados: 1')).toBeVisible();
  });

  test('a refused schedule opens again in its form and is corrected', async ({ page, context, loggedInAs }) => {
    await loggedInAs('amostrador');
    const allow = await keepRefusedSchedule(page, context, 'Recusada e corrigida');
    await allow();

    await page.getByRole('button', { name: 'Envios recusados: 1' }).click();
    await page
      .getByRole('dialog', { name: 'Envios guardados no aparelho' })
      .getByRole('button', { name: 'Abrir para corrigir' })
      .click();
    await expect(page).toHaveURL(/\/app\/coleta\/agendada\/add\/\?outbox=\d+/);
    await expect(page.getByTestId('outbox-reopened')).toContainText('Local da coleta inativo.');
    const observacao = page.getByRole('textbox', { name: 'Observação' });
    await expect(observacao).toHaveValue('Recusada e corrigida');
    await page.screenshot({ path: 'test-results/scheduling-reopened-phone.png', fullPage: true });

    await observacao.fill('Corrigida e enviada');
    const sent = page.waitForResponse((r) => isSchedulePost(r.request()) && r.status() === 201);
    await confirmSchedule(page);
    const { data } = (await (await sent).json()) as { data: { itens: { observacao: string }[] } };
    expect(data.itens[0]!.observacao).toBe('Corrigida e enviada');
    await expect(page).toHaveURL(/\/app\/main$/);
    await expect(page.getByTestId('outbox-indicator')).toHaveCount(0);
  });

  test('an edit kept offline that someone else overtook is refused, opened again, and saved knowingly', async ({
    page,
    context,
    browser,
    loggedInAs,
    request,
  }) => {
    await loggedInAs('amostrador');
    await page.setViewportSize({ width: 390, height: 844 });
    await fillSchedule(page, 'Versão original');
    const created = page.waitForResponse((r) => isSchedulePost(r.request()) && r.status() === 201);
    await confirmSchedule(page);
    const { idAgrupador } = ((await (await created).json()) as { data: { idAgrupador: string } }).data;
    const EDIT = `/app/coleta/agendada/edit/${idAgrupador}`;
    const isEdit = (r: Request) => r.method() === 'PUT' && new URL(r.url()).pathname === `${SCHEDULES}/${idAgrupador}`;

    // the sampler opens the group, loses the connection, edits it: kept on the device
    await page.goto(EDIT);
    const observacao = page.getByRole('textbox', { name: 'Observação' });
    await expect(observacao).toHaveValue('Versão original');
    await context.setOffline(true);
    await observacao.fill('Versão da amostradora');
    await confirmSchedule(page);
    await expect(page.getByText(/o agendamento foi guardado no aparelho/)).toBeVisible();

    // meanwhile the manager, on another device, edits the same group
    const gestor = await mintSession(request, 'gestor');
    const other = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const managerPage = await other.newPage();
    await managerPage.addInitScript((s) => localStorage.setItem('sara.session', JSON.stringify(s)), gestor);
    await managerPage.goto(EDIT);
    await expect(managerPage.getByRole('textbox', { name: 'Observação' })).toHaveValue('Versão original');
    await managerPage.getByRole('textbox', { name: 'Observação' }).fill('Versão do gestor');
    const managerSaved = managerPage.waitForResponse((r) => isEdit(r.request()));
    await confirmSchedule(managerPage);
    expect((await managerSaved).status()).toBe(200);
    await other.close();

    // back online the sampler's edit, made on the older version, is refused instead of undoing the manager's
    const refused = page.waitForResponse((r) => isEdit(r.request()));
    await context.setOffline(false);
    expect((await refused).status()).toBe(412);
    await expect(page.getByText('O servidor recusou envios guardados no aparelho: 1')).toBeVisible();
    const current = await request.get(`${SCHEDULES}/${idAgrupador}`, { headers: { 'Auth-Token': gestor.token } });
    expect(((await current.json()) as { data: { itens: { observacao: string }[] } }).data.itens[0]!.observacao).toBe(
      'Versão do gestor',
    );

    // the history says so on the group's card, with the way to correct it
    await page.evaluate(() => {
      window.history.pushState({}, '', '/app/coleta/historico');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const change = page.getByTestId('history-pending-change');
    await expect(change).toContainText('Alteração recusada pelo servidor');
    await expect(change.getByRole('link', { name: 'Abrir para corrigir' })).toBeVisible();
    const card = page.getByRole('article').filter({ has: change });
    await expect(card.getByRole('link', { name: 'Editar' })).toHaveCount(0);
    await card.screenshot({ path: 'test-results/history-refused-change-phone.png' });

    // opened again, told why, the sampler saves knowingly over the manager's version
    await page.getByRole('button', { name: 'Envios recusados: 1' }).click();
    await page
      .getByRole('dialog', { name: 'Envios guardados no aparelho' })
      .getByRole('button', { name: 'Abrir para corrigir' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${EDIT}\\?outbox=\\d+$`));
    await expect(page.getByTestId('outbox-reopened')).toContainText(
      'Esta amostra foi alterada depois que você a abriu',
    );
    await expect(page.getByTestId('outbox-reopened').getByRole('button', { name: 'Ver a versão atual' })).toBeVisible();
    await expect(observacao).toHaveValue('Versão da amostradora');
    await page.screenshot({ path: 'test-results/scheduling-overtaken-phone.png', fullPage: true });
    const saved = page.waitForResponse((r) => isEdit(r.request()));
    await confirmSchedule(page);
    expect((await saved).status()).toBe(200);
    await expect(page.getByTestId('outbox-indicator')).toHaveCount(0);
    const after = await request.get(`${SCHEDULES}/${idAgrupador}`, { headers: { 'Auth-Token': gestor.token } });
    expect(((await after.json()) as { data: { itens: { observacao: string }[] } }).data.itens[0]!.observacao).toBe(
      'Versão da amostradora',
    );
  });
});
