import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const LIST = '/app/amostra-gerenciamento/list';
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/management';

/** Picks an option of an MUI select or autocomplete named by its label. */
async function pick(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The next answer of the management list whose query matches `test`. */
function listAnswer(page: Page, test: (params: URLSearchParams) => boolean = () => true): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/v1/amostras/gerenciamento' && test(url.searchParams);
  });
}

const rows = (page: Page) => page.locator('tbody tr');
const firstColumn = async (page: Page) =>
  (await rows(page).locator('td:first-child').allInnerTexts()).map((s) => s.trim());

test.describe('sample management', () => {
  test('the manager filters, sorts, searches, rejects a sample and finds the filters again', async ({
    page,
    loggedInAs,
  }) => {
    await loggedInAs('gestor');
    await page.setViewportSize({ width: 1280, height: 800 });
    const first = listAnswer(page);
    await page.goto(LIST);
    await expect(page.getByRole('heading', { name: 'Gerenciamento de amostras' })).toBeVisible();
    // collected samples by default
    const firstUrl = new URL((await first).url());
    expect(firstUrl.searchParams.get('situacao')).toBe('coletada');
    await expect(rows(page).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-list.png`, fullPage: true });

    // filter by program
    await page.getByRole('button', { name: /Filtros/ }).click();
    await pick(page, /^Programa/, /^RAMA/);
    // the lab-system code only for the integrated lab
    await expect(page.getByRole('textbox', { name: 'Código no sistema do laboratório' })).toHaveCount(0);
    await pick(page, /^Laboratório/, /^Agrosafety/);
    await expect(page.getByRole('textbox', { name: 'Código no sistema do laboratório' })).toBeVisible();
    await pick(page, /^Laboratório/, 'Todos');
    await page.screenshot({ path: `${SHOTS}/desktop-filters.png`, fullPage: true });
    const filtered = listAnswer(page, (p) => p.get('idProgramaAmostra') === '1');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    const filteredPage = (await (await filtered).json()).data as { total: number };
    expect(filteredPage.total).toBeGreaterThan(0);
    await expect(page.getByText('1 filtro ativo')).toBeVisible();
    // the panel closes: the table moves up under a click aimed at it meanwhile, which then falls on nothing
    await expect(page.getByRole('button', { name: 'Aplicar' })).toBeHidden();

    // sort by tracking code, ascending then descending
    const ascending = listAnswer(
      page,
      (p) => p.get('ordenarPor') === 'codigoRastreamento' && p.get('direcao') === 'asc',
    );
    await page.getByRole('button', { name: 'Rastreamento' }).click();
    await ascending;
    await expect(page.getByRole('columnheader', { name: 'Rastreamento' })).toHaveAttribute('aria-sort', 'ascending');
    const codesAsc = await firstColumn(page);
    const descending = listAnswer(page, (p) => p.get('direcao') === 'desc');
    await page.getByRole('button', { name: 'Rastreamento' }).click();
    await descending;
    await expect(page.getByRole('columnheader', { name: 'Rastreamento' })).toHaveAttribute('aria-sort', 'descending');
    if (filteredPage.total > 1) await expect.poll(async () => (await firstColumn(page))[0]).not.toBe(codesAsc[0]);

    // search a word across the rows
    const searched = listAnswer(page, (p) => p.get('busca') === 'tomate');
    await page.getByRole('searchbox').fill('tomate');
    const found = (await (await searched).json()).data as { total: number };
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThanOrEqual(filteredPage.total);
    await expect(rows(page).first()).toContainText(/tomate/i);
    // without accents and in capitals, 'PRECO' finds the retail chain 'Supermercados Bom Preço'
    const unaccented = listAnswer(page, (p) => p.get('busca') === 'PRECO');
    await page.getByRole('searchbox').fill('PRECO');
    expect(((await (await unaccented).json()).data as { total: number }).total).toBeGreaterThan(0);
    await expect(rows(page).filter({ hasText: 'Bom Preço' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Limpar', exact: true }).click();
    // the unsearched page may come from the cache: wait for its total, not for a request
    await expect(page.getByTestId('total')).toHaveText(
      `${filteredPage.total} ${filteredPage.total === 1 ? 'amostra' : 'amostras'}`,
    );

    // reject a new sample: the reason is required
    const newRow = rows(page).filter({ hasText: 'Amostra nova' }).first();
    await expect(newRow).toBeVisible();
    await newRow.getByRole('button', { name: /Ações da amostra/ }).click();
    await page.getByRole('menuitem', { name: 'Rejeitar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rejeitar amostra' });
    let sent = false;
    let rejectedId = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/v1/amostras/rejeitar/')) {
        sent = true;
        rejectedId = Number(new URL(r.url()).pathname.split('/').pop());
      }
    });
    await dialog.getByRole('button', { name: 'Rejeitar' }).click();
    await expect(dialog.getByText('Informe o motivo da rejeição.')).toBeVisible();
    expect(sent).toBe(false);
    await page.screenshot({ path: `${SHOTS}/desktop-reject.png` });
    await dialog.getByRole('textbox', { name: /Motivo da rejeição/ }).fill('  Embalagem violada no recebimento  ');
    const refreshed = listAnswer(page);
    await dialog.getByRole('button', { name: 'Rejeitar' }).click();
    await expect(page.getByText('Amostra rejeitada.')).toBeVisible();
    const after = (await (await refreshed).json()) as { data: { itens: { idAmostra: number }[] } };
    await expect(dialog).toHaveCount(0);
    // the rejected sample left the collected list
    expect(rejectedId).toBeGreaterThan(0);
    expect(after.data.itens.map((i) => i.idAmostra)).not.toContain(rejectedId);

    // the sample data dialog
    await rows(page)
      .first()
      .getByRole('button', { name: /Ações da amostra/ })
      .click();
    await page.getByRole('menuitem', { name: 'Dados da amostra' }).click();
    const data = page.getByRole('dialog', { name: 'Dados da amostra' });
    await expect(data.getByText('Programa', { exact: true })).toBeVisible();
    await expect(data.getByText(/^RAMA - Rastreabilidade/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-detail.png` });
    await data.getByRole('button', { name: 'Fechar' }).click();

    // reload: the filters and sort are remembered
    const reloaded = listAnswer(page);
    await page.reload();
    const params = new URL((await reloaded).url()).searchParams;
    expect(params.get('idProgramaAmostra')).toBe('1');
    expect(params.get('situacao')).toBe('coletada');
    expect(params.get('ordenarPor')).toBe('codigoRastreamento');
    await expect(page.getByText('1 filtro ativo')).toBeVisible();
    await page.getByRole('button', { name: /Filtros/ }).click();
    await expect(page.getByRole('combobox', { name: /^Programa/ })).toHaveText(/^RAMA/);
  });

  test("a scheduled sample's Edit opens the scheduling screen of its group", async ({ page, loggedInAs }) => {
    await loggedInAs('gestor');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(LIST);
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: /Filtros/ }).click();
    await pick(page, /^Situação da amostra/, /^Agendada$/);
    const scheduled = listAnswer(page, (p) => p.get('situacao') === 'agendada');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await scheduled;
    await expect(page.getByRole('button', { name: 'Aplicar' })).toBeHidden();
    await rows(page)
      .first()
      .getByRole('button', { name: /Ações da amostra/ })
      .click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await expect(page).toHaveURL(
      /\/app\/coleta\/agendada\/edit\/[0-9a-f-]{36}\?calledBy=gerenciamento_amostra&idEmpresa=\d+&idPessoaColetor=\d+$/,
    );
    await expect(page.getByRole('heading', { name: 'Editar agendamento' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Programa/ })).toHaveText(/\S/);
  });

  test('phone layout', async ({ page, loggedInAs }) => {
    await loggedInAs('gestor');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(LIST);
    // a card per sample, not the wide table
    const cards = page.getByRole('list', { name: 'Gerenciamento de amostras' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(cards.first().getByText('Fornecedor', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/phone-list.png`, fullPage: true });
    // the headers' sort, as a select and a direction
    const byCode = listAnswer(page, (p) => p.get('ordenarPor') === 'codigoRastreamento' && p.get('direcao') === 'desc');
    await page.getByRole('combobox', { name: 'Ordenar por' }).click();
    await page.getByRole('option', { name: 'Rastreamento' }).click();
    await byCode;
    const ascending = listAnswer(
      page,
      (p) => p.get('ordenarPor') === 'codigoRastreamento' && p.get('direcao') === 'asc',
    );
    await page.getByRole('button', { name: 'Ordem decrescente' }).click();
    await ascending;
    await expect(page.getByRole('button', { name: 'Ordem crescente' })).toBeVisible();
    // the page does not scroll sideways
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // the manager's five navigation entries fit the phone's width, none partly off it
    const entries = page.getByRole('navigation', { name: 'Navegação inferior' }).locator('a, button');
    await expect(entries).toHaveCount(5);
    for (const box of await entries.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    await page.getByRole('button', { name: /Filtros/ }).click();
    await cards
      .first()
      .getByRole('button', { name: /Ações da amostra/ })
      .click();
    await page.getByRole('menuitem', { name: 'Dados da amostra' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Dados da amostra' }).getByText('Programa', { exact: true }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/phone-detail.png` });
  });
});
