import type { Page } from '@playwright/test';
import { expect, jpeg, test } from './fixtures.ts';

const ADD = '/app/coleta/agendada/add/';
const HISTORY = '/app/coleta/historico';
/** A RAMA store of Rede Sol (no EAN required) that the other specs do not schedule at. */
const PLACE = 'Sol Atacarejo - Loja São José dos Pinhais';
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results';

/** Picks an option of an MUI select or autocomplete named by its label. */
async function pick(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('scheduling a collection and finalizing it', () => {
  test('the sampler schedules a group, opens it from the history and finalizes it into a collected one', async ({
    page,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('amostrador');
    // a token only this group's observation carries, to find it in the history
    const stamp = String(Date.now());
    const observacao = `Agendada e finalizada pelo teste e2e ${stamp}`;

    // 1. schedule it
    await page.goto(ADD);
    await expect(page.getByRole('heading', { name: 'Agendar coleta' })).toBeVisible();
    await pick(page, /^Laboratório/, 'Outros laboratórios');
    await pick(page, /^Programa/, /^RAMA/);
    await pick(page, /^Varejo/, 'Rede Sol Atacarejo');
    await pick(page, /^Local da coleta/, PLACE);
    await expect(page.getByRole('combobox', { name: /^Empresa coletora/ })).toHaveValue(/Coleta Campo/);
    await expect(page.getByRole('combobox', { name: /^Responsável pela coleta/ })).toHaveValue('Amanda Amostradora');
    await page.getByRole('button', { name: 'Adicionar item' }).click();
    await pick(page, /^Produto/, 'Banana');
    await page.getByRole('textbox', { name: 'Observação' }).fill(observacao);

    await page.getByRole('button', { name: 'Finalizar agendamento' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText('Deseja finalizar o agendamento?')).toBeVisible();
    const posted = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/amostras/agendadas'),
    );
    await confirm.getByRole('button', { name: 'OK' }).click();
    const created = await posted;
    expect(created.status(), await created.text()).toBe(201);
    const { idAgrupador } = (await created.json()).data as { idAgrupador: string };
    await expect(page.getByText('Agendamento salvo com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/main$/);

    // 2. find it in the history by its observation, still scheduled
    await page.goto(HISTORY);
    await expect(page.getByRole('heading', { name: 'Histórico de coletas' })).toBeVisible();
    const searched = page.waitForResponse((r) => r.url().includes(`busca=${stamp}`));
    await page.getByRole('searchbox', { name: 'Buscar amostra...' }).fill(stamp);
    expect((await searched).status()).toBe(200);
    const card = page.getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(PLACE);
    await expect(card).toContainText('Banana');
    await expect(card).toContainText('Agendada');
    await card.getByRole('button', { name: 'Finalizar coleta' }).click();

    // 3. finalize it: the screen of this very group, with its summary
    await expect(page).toHaveURL(new RegExp(`/app/coleta/agendada/finalize/${idAgrupador}/finalize$`));
    await expect(page.getByRole('heading', { name: 'Finalizar coleta agendada' })).toBeVisible();
    const summary = page.getByTestId('finalize-summary');
    await expect(summary.getByText('Rede Sol Atacarejo')).toBeVisible();
    await expect(summary.getByText(PLACE)).toBeVisible();
    await expect(summary.getByText('Outros laboratórios')).toBeVisible();

    // the seal and the photo are what a collected item still needs
    const item = page.getByTestId('item-card-0');
    const finalize = page.getByRole('button', { name: 'Finalizar coleta' });
    await finalize.click();
    await expect(item.getByText('Campo obrigatório')).toBeVisible();
    const seal = `LACRE-AGFIN-${stamp}`;
    await page.getByTestId('item-0-numeroLacre').fill(seal);
    await page.locator('input[aria-label="Fotos da amostra 1"]').setInputFiles({
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(page, '#3a7'),
    });
    await expect(item.getByTestId('photo-thumbnail')).toHaveCount(1);
    await expect(item.getByText('Campo obrigatório')).toHaveCount(0);
    // the bottom of the page: the photo above the sticky footer
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.screenshot({ path: `${SHOTS}/schedule-finalize.png` });

    const put = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith('/api/v1/amostras/agendadas/finalizar'),
    );
    await finalize.click();
    const finalized = await put;
    expect(finalized.status(), await finalized.text()).toBe(200);
    const [sent] = finalized.request().postDataJSON() as Record<string, unknown>[];
    expect(sent).toMatchObject({ idAgrupador, numeroLacre: seal });
    expect(sent!.arquivos).toHaveLength(1);
    await expect(page.getByText('Coleta agendada finalizada com sucesso.')).toBeVisible();
    // opened from the history, it goes back there
    await expect(page).toHaveURL(/\/app\/coleta\/historico/);
    // where it shows collected at once (the list read before is not reused)
    await page.getByRole('searchbox', { name: 'Buscar amostra...' }).fill(stamp);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('Coletada');
    await expect(page.getByRole('article').getByRole('button', { name: 'Finalizar coleta' })).toHaveCount(0);

    // 4. the group is collected: a new sample waiting for the laboratory
    const saved = await request.get(`/api/v1/amostras/coletadas/${idAgrupador}`, {
      headers: { 'Auth-Token': session.token },
    });
    expect(saved.status()).toBe(200);
    const group = (await saved.json()).data;
    expect(group).toMatchObject({ situacao: 'coletada', finalizado: true, nomeLocalAmostra: PLACE, idVarejo: 2 });
    expect(group.dataColeta).not.toBeNull();
    expect(group.itens).toHaveLength(1);
    expect(group.itens[0]).toMatchObject({
      situacao: 'coletada',
      statusSistema: 'AMOSTRA_NOVA',
      coletaRealizada: true,
      finalizado: true,
      numeroLacre: seal,
      observacao,
      nomeProduto: 'Banana',
    });
    expect(group.itens[0].idsArquivo).toHaveLength(1);
  });
});
