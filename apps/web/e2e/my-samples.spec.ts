import type { Page } from '@playwright/test';
import { expect, mintSession, test } from './fixtures.ts';

const LIST = '/app/amostra/list';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/mysamples-shots';
const isList = (url: string) => url.includes('/api/v1/amostras/listagem');

async function pick(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function filterByStatus(page: Page, status: string | RegExp, wire: string) {
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await pick(page, /^Status/, status);
  const answer = page.waitForResponse((r) => isList(r.url()) && r.url().includes(`status=${wire}`));
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await answer;
  // the drawer closes before the list is used (a click meanwhile may land on the drawer's backdrop)
  await expect(page.getByRole('button', { name: 'Aplicar' })).toBeHidden();
}

test.describe('my samples list', () => {
  test('the manager filters by a status and the filter survives a reload', async ({ page, loggedInAs }) => {
    await loggedInAs('gestor');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(LIST);
    await expect(page.getByRole('heading', { name: 'Listagem de amostras' })).toBeVisible();
    await expect(page.getByText(/^Período: \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

    await filterByStatus(page, 'Laudo sem problema', 'laudo_sem_problema');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card.getByText('Laudo sem problema')).toBeVisible();

    const again = page.waitForRequest((r) => isList(r.url()) && r.url().includes('status=laudo_sem_problema'));
    await page.reload();
    await again;
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card.getByText('Laudo sem problema')).toBeVisible();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveText('Laudo sem problema');
    await page.screenshot({ path: `${SHOTS}/drawer-1280.png` });
  });

  test('shows 8 cards a page on wide screens and 3 on phones', async ({ page, loggedInAs }) => {
    await loggedInAs('gestor');
    await page.setViewportSize({ width: 1280, height: 800 });
    const wide = page.waitForResponse((r) => isList(r.url()) && r.url().includes('tamanho=8'));
    await page.goto(LIST);
    const { data } = (await (await wide).json()) as { data: { total: number } };
    expect(data.total).toBeGreaterThan(8);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(8);
    await cards.first().getByRole('button', { name: 'Mostrar detalhes' }).click();
    await expect(cards.first().getByText('Laboratório', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/list-1280.png`, fullPage: true });

    // no wait for the tamanho=3 answer: the full-page screenshot above may already have asked for it
    // (Chromium lays the page out anew to capture it) and the answer then comes from the query cache
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole('button', { name: /página 2/i })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });
  });

  test('the report buttons open their screens inside the app, which say they are not available yet; a contested report opens its contestation', async ({
    page,
    loggedInAs,
  }) => {
    await loggedInAs('gestor');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(LIST);
    await filterByStatus(page, 'Laudo sem problema', 'laudo_sem_problema');
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    const unavailable = page.getByText('Esta tela ainda não está disponível nesta versão do SARA.');

    await card.getByRole('button', { name: 'Detalhes do laudo' }).click();
    await expect(page).toHaveURL(/\/app\/amostra\/\d+\/detalhes$/);
    await expect(page.getByRole('heading', { name: 'Detalhes do laudo' })).toBeVisible();
    await expect(unavailable).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/indisponivel-1280.png` });
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));

    // a report that is fine has no contestation; a contested one opens it (management answers the
    // contestation: its button says so)
    const answer = { name: 'Responder contestação' };
    await expect(page.getByRole('article').first().getByRole('button', answer)).toHaveCount(0);
    await filterByStatus(page, 'Laudo contestado', 'laudo_contestado');
    await page.getByRole('article').first().getByRole('button', answer).click();
    await expect(page).toHaveURL(/\/app\/amostra\/contestacao\/\d+$/);
    // named as its button named it
    await expect(page.getByRole('heading', { name: 'Responder contestação' })).toBeVisible();
    await expect(unavailable).toBeVisible();
    // a reload stays on it (the route exists), and 'Ir para o início' goes home
    await page.reload();
    await expect(unavailable).toBeVisible();
    await page.getByRole('link', { name: 'Ir para o início' }).click();
    await expect(page).toHaveURL(/\/app\/main$/);
  });

  test('the supplier never sees a report awaiting the internal team', async ({ page, loggedInAs, request }) => {
    // there are such samples: the manager sees them
    const gestor = await mintSession(request, 'gestor');
    const managerView = await request.get('/api/v1/amostras/listagem', {
      headers: { 'Auth-Token': gestor.token },
      params: { status: 'laudo_aguardando_aprovacao_da_equipe_interna' },
    });
    expect(managerView.status()).toBe(200);
    expect(((await managerView.json()) as { data: { total: number } }).data.total).toBeGreaterThan(0);

    await loggedInAs('fornecedor');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(LIST);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Aguardando aprovação da equipe interna')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/fornecedor-390.png`, fullPage: true });

    // the status filter does not offer it, and the server answers nothing for it
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByRole('combobox', { name: /^Status/ }).click();
    await expect(page.getByRole('option', { name: 'Laudo sem problema' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Aguardando aprovação da equipe interna' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const fornecedor = await mintSession(request, 'fornecedor');
    const supplierView = await request.get('/api/v1/amostras/listagem', {
      headers: { 'Auth-Token': fornecedor.token },
      params: { status: 'laudo_aguardando_aprovacao_da_equipe_interna' },
    });
    expect(((await supplierView.json()) as { data: { total: number } }).data.total).toBe(0);
  });
});
