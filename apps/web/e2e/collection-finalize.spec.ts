import { expect, jpeg, test } from './fixtures.ts';

/** Demo group 2 (apps/server/src/db/seed/samples-plan.ts): RAMA, Rede Sol, one scheduled strawberry. */
const GROUP = 'a9000000-0000-4000-8000-000000000002';
/** A tracking code no demo sample uses, of a strawberry (DEMO_CODIGOS_LIVRES.morango). */
const CODE = 'HF269003';

test.describe('finalizing a scheduled collection', () => {
  test('the amostrador finalizes a demo scheduled group and then sees it collected, read-only', async ({
    page,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('amostrador');
    await page.goto(`/app/coleta/agendada/finalize/${GROUP}/finalize`);
    await expect(page.getByRole('heading', { name: 'Finalizar coleta agendada' })).toBeVisible();

    const summary = page.getByTestId('finalize-summary');
    await expect(summary.getByText('Rede Sol Atacarejo')).toBeVisible();
    await expect(summary.getByText('RAMA', { exact: false }).first()).toBeVisible();
    // the laboratory and program are summary lines, not fields
    await expect(page.getByRole('combobox', { name: /^Laboratório/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Adicionar amostra' })).toHaveCount(0);

    const card = page.getByTestId('item-card-0');
    await page.getByTestId('item-0-codigoRastreamento').fill(CODE);
    await page.getByTestId('item-0-codigoRastreamento').blur();
    // the code's supplier is its distributor (the origin, Chácara Recanto Verde, is a link of the chain)
    await expect(page.getByTestId('item-0-fornecedor')).toHaveValue('Frutas Serra Gaúcha Comércio Ltda');
    await expect(card.getByRole('button', { name: 'Ler QR code' })).toBeVisible();

    // nothing collected yet: the seal and the photo are asked
    const finalize = page.getByRole('button', { name: 'Finalizar coleta' });
    expect((await finalize.boundingBox())!.width).toBe(231);
    await finalize.click();
    await expect(card.getByText('Campo obrigatório')).toBeVisible();

    await page.getByTestId('item-0-numeroLacre').fill('LACRE-FINALIZA-E2E');
    await page.locator('input[aria-label="Fotos da amostra 1"]').setInputFiles({
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(page, '#c63'),
    });
    await expect(card.getByTestId('photo-thumbnail')).toHaveCount(1);
    await page.screenshot({ path: 'test-results/collection-finalize-desktop.png', fullPage: true });

    const put = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/amostras/agendadas/finalizar') && r.request().method() === 'PUT',
    );
    await finalize.click();
    const response = await put;
    expect(response.status(), await response.text()).toBe(200);
    const [sent] = response.request().postDataJSON() as Record<string, unknown>[];
    expect(sent).toMatchObject({ idAgrupador: GROUP, codigoRastreamento: CODE, numeroLacre: 'LACRE-FINALIZA-E2E' });
    expect(sent!.arquivos).toHaveLength(1);
    await expect(page.getByText('Coleta agendada finalizada com sucesso.')).toBeVisible();
    await expect(page).not.toHaveURL(/finalize/);

    const saved = await request.get(`/api/v1/amostras/coletadas/${GROUP}`, {
      headers: { 'Auth-Token': session.token },
    });
    expect(saved.status()).toBe(200);
    const group = (await saved.json()).data;
    expect(group.situacao).toBe('coletada');
    expect(group.itens[0].numeroLacre).toBe('LACRE-FINALIZA-E2E');
    expect(group.itens[0].codigoRastreamento).toBe(CODE);

    // the view mode of the collection screen: everything read-only, Back only
    await page.goto(`/app/coleta/coletada/edit/${GROUP}/view`);
    await expect(page.getByRole('heading', { name: 'Visualizar coleta' })).toBeVisible();
    await expect(page.getByTestId('item-0-numeroLacre')).toHaveValue('LACRE-FINALIZA-E2E');
    await expect(page.getByTestId('item-0-numeroLacre')).toBeDisabled();
    await expect(page.getByLabel('Responsável pela coleta')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cadastrar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Salvar para depois' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Voltar', exact: true })).toBeVisible();
  });
});
