import type { Page } from '@playwright/test';
import { expect, ramaScheduleItem, scheduleThroughApi, test } from './fixtures.ts';

const HISTORY = '/app/coleta/historico';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';

/**
 * The answer has arrived and the list shows it: while another filter's answer is on its way the
 * previous cards stay on screen, dimmed (aria-busy), and would be read instead.
 */
const listSettled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

test.describe('collection history', () => {
  test('the sampler finds a sample without typing its accent, opens it, comes back and deletes a scheduled group', async ({
    page,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('amostrador');
    // a scheduled visit of its own at the Portão store, three days ahead (other tests may finalize the demo ones)
    await scheduleThroughApi(request, session.token, [ramaScheduleItem('Agendada pelo teste do histórico', 3)]);
    await page.setViewportSize({ width: 1280, height: 800 });
    const firstPage = page.waitForResponse((r) => r.url().includes('/api/v1/amostras/historico'));
    await page.goto(HISTORY);
    await expect(page.getByRole('heading', { name: 'Histórico de coletas' })).toBeVisible();
    expect((await firstPage).status()).toBe(200);
    await expect(page.getByText(/^Período: \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    // samplers see 'Agendada' but not 'Analisada'
    await expect(page.getByRole('button', { name: 'Agendada' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Analisada' })).toHaveCount(0);
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/history-desktop.png` });

    // 'portao' finds the Curitiba store 'Sol Atacarejo - Loja Portão' (a scheduled and a collected visit)
    const searched = page.waitForResponse((r) => r.url().includes('busca=portao'));
    await page.getByRole('searchbox', { name: 'Buscar amostra...' }).fill('portao');
    await searched;
    await listSettled(page);
    const cards = page.getByRole('article');
    await expect(cards.first()).toContainText('Portão');
    for (const card of await cards.all()) await expect(card).toContainText(/Portão/);
    const collected = cards.filter({ hasText: 'Data da coleta' }).first();
    const scheduled = cards.filter({ hasText: 'Data agendada' }).first();
    await expect(collected).toBeVisible();
    await expect(scheduled).toBeVisible();
    const scheduledCount = await cards.filter({ hasText: 'Data agendada' }).count();

    // view the collected group, then come back to the same search
    await collected.getByRole('link', { name: 'Visualizar' }).click();
    await expect(page).toHaveURL(/\/app\/amostra\/coletada\/view\//);
    await expect(page.getByText('Sol Atacarejo - Loja Portão').first()).toBeVisible();
    // the screen's own 'Voltar' goes back there too, not home
    await page.getByRole('button', { name: 'Voltar', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/coleta\/historico\?.*busca=portao/);
    await expect(page.getByRole('searchbox', { name: 'Buscar amostra...' })).toHaveValue('portao');
    await expect(cards.filter({ hasText: 'Data agendada' })).toHaveCount(scheduledCount);

    // delete a scheduled group after confirming
    await cards.filter({ hasText: 'Data agendada' }).first().getByRole('button', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/Deseja excluir este agendamento\?/)).toBeVisible();
    const put = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/api/v1/amostras/agendadas/'),
    );
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    const answer = await put;
    expect(answer.status()).toBe(200);
    expect(answer.request().postData()).toBe('[]');
    await expect(page.getByText('Agendamento excluído com sucesso.')).toBeVisible();
    await expect(cards.filter({ hasText: 'Data agendada' })).toHaveCount(scheduledCount - 1);
    await expect(cards.filter({ hasText: 'Data da coleta' }).first()).toBeVisible();
  });

  test('phone layout: the list, the quick filter and the period drawer', async ({ page, loggedInAs }) => {
    await loggedInAs('amostrador');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(HISTORY);
    await expect(page.getByRole('article').first()).toBeVisible();
    // nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/history-phone.png` });

    // the quick filter keeps only groups with a scheduled item
    const filtered = page.waitForResponse((r) => r.url().includes('situacao=agendada'));
    await page.getByRole('button', { name: 'Agendada' }).click();
    await filtered;
    await listSettled(page);
    await expect(page.getByRole('article').first()).toBeVisible();
    for (const card of await page.getByRole('article').all()) await expect(card).toContainText('Agendada');

    await page.getByRole('button', { name: 'Filtrar período' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('group', { name: /^Data inicial/ })).toBeVisible();
    await expect(drawer.getByRole('group', { name: /^Data final/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/history-phone-drawer.png` });
  });

  test("a phone's back button from a group's view returns to the same card of the list", async ({
    page,
    loggedInAs,
  }) => {
    await loggedInAs('gestor');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(HISTORY);
    await listSettled(page);
    // the last card that opens a view: far down a list of tall cards
    const viewable = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Visualizar' }) });
    const card = viewable.last();
    const number = (await card.getByText(/^Amostra nº \d+$/).textContent())!;
    await card.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const top = async () =>
      page
        .getByRole('article')
        .filter({ hasText: number })
        .evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(844);
    const before = await top();
    await card.getByRole('link', { name: 'Visualizar' }).click();
    await expect(page).toHaveURL(/\/view\//);
    await page.goBack();
    await listSettled(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(2);
  });

  test("the phone's back button closes the menu, the drawer and a dialog before it leaves the screen", async ({
    page,
    loggedInAs,
  }) => {
    await loggedInAs('amostrador');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/main');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/app\/main$/);

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await menu.getByRole('link', { name: 'Histórico de coletas' }).click();
    await expect(page).toHaveURL(/\/app\/coleta\/historico/);
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.getByRole('button', { name: 'Filtrar período' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    // a date picker's calendar first, the drawer after it
    await drawer
      .getByRole('button', { name: /^Escolha uma data/ })
      .first()
      .click();
    const calendar = page.getByRole('grid');
    await expect(calendar).toBeVisible();
    await page.goBack();
    await expect(calendar).toBeHidden();
    await expect(drawer.getByRole('group', { name: /^Data inicial/ })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/app\/coleta\/historico/);

    const scheduled = page.getByRole('article').filter({ hasText: 'Data agendada' }).first();
    await scheduled.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByRole('dialog').getByText(/Deseja excluir este agendamento\?/)).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/app\/coleta\/historico/);

    // with nothing open, back leaves the screen
    await page.goBack();
    await expect(page).toHaveURL(/\/app\/main$/);
    // and from the screen the tab opened on, out of the app (to the page before it)
    await page.goBack();
    await expect(page).toHaveURL('about:blank');
    // forward again opens the app there, and it stays
    await page.goForward();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/app\/main$/);
    // and back there still closes what is open first
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/app\/main$/);
  });

  test('the edit address of a group the sampler may no longer change opens its read-only view and says why', async ({
    page,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('amostrador');
    // a collected demo group of the sampler's company that the server no longer lets it edit (an analysed item)
    const res = await request.get('/api/v1/amostras/historico', {
      headers: { 'Auth-Token': session.token },
      params: { dataInicial: '2000-01-01', dataFinal: '2100-12-31' },
    });
    expect(res.status()).toBe(200);
    const groups = (await res.json()).data.itens as { idAgrupador: string; situacao: string; editColetada: boolean }[];
    const locked = groups.find((g) => g.situacao === 'coletada' && !g.editColetada);
    expect(locked, 'the demo has a collected group with a report').toBeDefined();
    await page.goto(`/app/coleta/coletada/edit/${locked!.idAgrupador}/edit`);
    await expect(page).toHaveURL(new RegExp(`/app/amostra/coletada/view/${locked!.idAgrupador}$`));
    await expect(page.getByText('Você não pode alterar esta amostra; ela foi aberta para consulta.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Amostra coletada' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Cadastrar|Salvar alterações)$/ })).toHaveCount(0);
  });
});
