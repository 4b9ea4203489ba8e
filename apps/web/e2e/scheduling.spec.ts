import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const ADD = '/app/coleta/agendada/add/';

/** Picks an option of an MUI select or autocomplete named by its label. */
async function pick(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function fillRamaSchedule(page: Page) {
  await pick(page, /^Laboratório/, 'Outros laboratórios');
  await pick(page, /^Programa/, /^RAMA/);
  await pick(page, /^Varejo/, 'Supermercados Bom Preço');
  await pick(page, /^Local da coleta/, 'Supermercado Bom Preço - Loja Pinheiros');
  // the sampler's own company and person come preselected
  await expect(page.getByRole('combobox', { name: /^Empresa coletora/ })).not.toHaveValue('');
  await expect(page.getByRole('combobox', { name: /^Responsável pela coleta/ })).not.toHaveValue('');
}

test.describe('scheduling a collection', () => {
  test('required fields and the missing item are flagged before anything is sent', async ({ page, loggedInAs }) => {
    await loggedInAs('amostrador');
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1/amostras/agendadas')) posted = true;
    });
    await page.goto(ADD);
    await expect(page.getByRole('heading', { name: 'Agendar coleta' })).toBeVisible();
    await page.getByRole('button', { name: 'Finalizar agendamento' }).click();
    await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
    await expect(page.getByText('Necessário adicionar um item para salvar a amostra.')).toBeVisible();
    // the retail chain appears only for RAMA programs
    await expect(page.getByRole('combobox', { name: /^Varejo/ })).toHaveCount(0);
    expect(posted).toBe(false);
  });

  test('the sampler schedules a RAMA collection, opens it and deletes it', async ({ page, loggedInAs }) => {
    await loggedInAs('amostrador');
    await page.goto(ADD);
    await fillRamaSchedule(page);

    // still no item: the message, and nothing sent
    await page.getByRole('button', { name: 'Finalizar agendamento' }).click();
    await expect(page.getByText('Necessário adicionar um item para salvar a amostra.')).toBeVisible();

    await page.getByRole('button', { name: 'Adicionar item' }).click();
    await expect(page.getByRole('heading', { name: 'Observação' })).toBeVisible();
    await pick(page, /^Produto/, /.+/);
    await page.getByRole('textbox', { name: 'Observação' }).fill('Coleta agendada pelo teste e2e');

    await page.getByRole('button', { name: 'Finalizar agendamento' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Deseja finalizar o agendamento?')).toBeVisible();
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/amostras/agendadas'),
    );
    await dialog.getByRole('button', { name: 'OK' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const { data } = (await response.json()) as { data: { idAgrupador: string; idVarejo: number; itens: unknown[] } };
    expect(data.idVarejo).toBe(1);
    expect(data.itens).toHaveLength(1);
    await expect(page.getByText('Agendamento salvo com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/main$/);

    // edit mode loads the group and saves it with PUT
    await page.goto(`/app/coleta/agendada/edit/${data.idAgrupador}`);
    await expect(page.getByRole('heading', { name: 'Editar agendamento' })).toBeVisible();
    const observacao = page.getByRole('textbox', { name: 'Observação' });
    await expect(observacao).toHaveValue('Coleta agendada pelo teste e2e');
    await expect(page.getByRole('combobox', { name: /^Varejo/ })).toBeVisible();
    await observacao.fill('Coleta agendada e editada');
    await page.getByRole('button', { name: 'Finalizar agendamento' }).click();
    const updated = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes(`/api/v1/amostras/agendadas/${data.idAgrupador}`),
    );
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    expect((await updated).status()).toBe(200);
    await expect(page.getByText('Agendamento salvo com sucesso.')).toBeVisible();
    // an edit returns to the history (decision 0013), a new schedule goes home
    await expect(page).toHaveURL(/\/app\/coleta\/historico(\?.*)?$/);

    // the scheduled view, then delete with confirmation
    await page.goto(`/app/amostra/agendada/view/${data.idAgrupador}`);
    await expect(page.getByRole('heading', { name: 'Amostra agendada' })).toBeVisible();
    await expect(page.getByText('Outros laboratórios')).toBeVisible();
    await expect(page.getByText('Coleta agendada e editada').first()).toBeVisible();
    await page.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText('Deseja excluir este agendamento? Esta ação não pode ser desfeita.')).toBeVisible();
    // the deleted group is not asked for again while its screen closes (a 404 in the log)
    const notFound: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 404 && r.url().includes(data.idAgrupador)) notFound.push(r.url());
    });
    const deleted = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes(`/api/v1/amostras/agendadas/${data.idAgrupador}`),
    );
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    expect((await deleted).ok()).toBe(true);
    await expect(page.getByText('Agendamento excluído com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/main$/);
    expect(notFound).toEqual([]);
  });

  test("a save the server took whose gateway's page answered goes to the outbox and is sent once: one schedule", async ({
    page,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('amostrador');
    await page.goto(ADD);
    await fillRamaSchedule(page);
    await page.getByRole('button', { name: 'Adicionar item' }).click();
    await pick(page, /^Produto/, /.+/);
    await page.getByRole('textbox', { name: 'Observação' }).fill('Primeira versão');

    // the first save reaches the server, and a gateway answers 502 in its place
    let idAgrupador = '';
    const url = '**/api/v1/amostras/agendadas';
    await page.route(url, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      idAgrupador = (route.request().postDataJSON() as { idAgrupador: string }[])[0]!.idAgrupador;
      const taken = await route.fetch();
      expect(taken.status()).toBe(201);
      await route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' });
    });
    await page.getByRole('button', { name: 'Finalizar agendamento' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText(/^O servidor não respondeu: o agendamento foi guardado no aparelho/)).toBeVisible();
    await page.unroute(url);

    // the outbox sends it (at the app's start here; every minute otherwise): answered as the first save
    const sent = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/amostras/agendadas'),
    );
    await page.reload();
    expect((await sent).status()).toBe(200);

    const saved = await request.get(`/api/v1/amostras/agendadas/${idAgrupador}`, {
      headers: { 'Auth-Token': session.token },
    });
    const { data } = (await saved.json()) as { data: { itens: { observacao: string }[] } };
    expect(data.itens.map((i) => i.observacao)).toEqual(['Primeira versão']);
  });

  test('screenshots of the scheduling screen on a phone and a desktop', async ({ page, loggedInAs }) => {
    await loggedInAs('amostrador');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(ADD);
    await fillRamaSchedule(page);
    await page.getByRole('button', { name: 'Adicionar item' }).click();
    await page.screenshot({ path: 'test-results/scheduling-phone.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: 'test-results/scheduling-desktop.png', fullPage: true });
  });
});
