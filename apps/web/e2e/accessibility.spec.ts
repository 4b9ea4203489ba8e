import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, ramaScheduleItem, scheduleThroughApi, test } from './fixtures.ts';

/**
 * The WCAG 2.1 A and AA checks of axe-core on the main screens (demo groups of the seed), at a desktop and a phone width: no
 * serious or critical violation (contrast, names, list structure, ids). A screen with an overlay open
 * is checked with it open.
 */
async function expectAccessible(page: Page, what: string) {
  // transitions finished: a dialog fading in would be measured at half its contrast
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.waitForTimeout(100);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, what).toEqual([]);
}

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test.describe(`accessibility at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height });
    });

    test('login and home', async ({ page, loggedInAs }) => {
      await page.goto('/public/login');
      await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
      await expectAccessible(page, 'login');
      await loggedInAs('gestor');
      await page.goto('/app/main');
      await expect(page.getByRole('heading', { name: 'Bem-vindo ao SARA' })).toBeVisible();
      await expectAccessible(page, 'home');
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
      await expectAccessible(page, 'side menu');
    });

    test("the sampler's history, views, collection and scheduling screens", async ({ page, loggedInAs, request }) => {
      const session = await loggedInAs('amostrador');
      await page.goto('/app/coleta/historico');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectAccessible(page, 'history');
      // the read-only views of a schedule of its own (other tests may delete or finalize the demo ones) and
      // of a demo collection
      const { idAgrupador } = await scheduleThroughApi(request, session.token, [
        ramaScheduleItem('Agendada pelo teste de acessibilidade'),
      ]);
      await page.goto(`/app/amostra/agendada/view/${idAgrupador}`);
      await expect(page.getByRole('heading', { name: 'Amostra agendada' })).toBeVisible();
      await expectAccessible(page, 'scheduled view');
      await page.goto('/app/amostra/coletada/view/a9000000-0000-4000-8000-000000000012');
      await expect(page.getByRole('heading', { name: 'Amostra coletada' })).toBeVisible();
      await expectAccessible(page, 'collected view');
      await page.goto('/app/coleta/coletada/add');
      await expect(page.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
      await expectAccessible(page, 'collection');
      await page.goto('/app/coleta/agendada/add/');
      await page.getByRole('button', { name: 'Adicionar item' }).click();
      await page.getByRole('button', { name: 'Finalizar agendamento' }).click();
      await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
      await expectAccessible(page, 'scheduling with its errors');
    });

    test("a supplier's samples and the management table", async ({ page, loggedInAs }) => {
      await loggedInAs('fornecedor');
      await page.goto('/app/amostra/list');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectAccessible(page, 'my samples');
      await loggedInAs('gestor');
      await page.goto('/app/amostra-gerenciamento/list');
      // a table, on a phone a card per sample
      await expect(page.getByRole(width < 600 ? 'list' : 'table', { name: 'Gerenciamento de amostras' })).toBeVisible();
      await page.getByRole('button', { name: 'Filtros' }).click();
      await expect(page.getByRole('combobox', { name: /^Situação da amostra/ })).toBeVisible();
      await expectAccessible(page, 'management with its filters');
    });
  });
}
