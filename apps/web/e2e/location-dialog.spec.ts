import type { Page } from '@playwright/test';
import { DEMO_EMPRESA, DEMO_PESSOA } from '../../server/src/db/seed/demo-ids.ts';
import { expect, test } from './fixtures.ts';

/**
 * The manager schedules for the collecting company Coleta Campo and its sampler (query parameters
 * idEmpresa and idPessoaColetor): the sampler profile has no add buttons beside the selects.
 */
const ADD = `/app/coleta/agendada/add/?idEmpresa=${DEMO_EMPRESA.coletora}&idPessoaColetor=${DEMO_PESSOA.amostrador}`;
/** A Curitiba postal code: inside the seeded range [80000-001 82999-999] of municipality 4106902. */
const CURITIBA = { ibge: 4106902, nome: 'Curitiba', uf: 'PR', estado: 'Paraná' };
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results';

/** Picks an option of an MUI select or autocomplete named by its label. */
async function pick(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const cepLookup = (page: Page) => page.waitForResponse((r) => r.url().includes('/broker/rest/public/cep?'));

test.describe('registering a new place from the scheduling screen', () => {
  test('a postal code fills state and municipality, and the saved place is picked on the screen', async ({
    page,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('gestor');
    const nome = `Sol Atacarejo - Loja Centro Cívico e2e ${Date.now()}`;
    await page.goto(ADD);
    await expect(page.getByRole('heading', { name: 'Agendar coleta' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Empresa coletora/ })).toHaveValue(/Coleta Campo/);
    await pick(page, /^Laboratório/, 'Outros laboratórios');
    await pick(page, /^Programa/, /^RAMA/);
    await pick(page, /^Varejo/, 'Rede Sol Atacarejo');

    await page.getByRole('button', { name: 'Adicionar local' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cadastro de local' });
    await expect(dialog).toBeVisible();
    // the back button cancels it, as its Cancelar does, and the screen keeps what was chosen
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/app\/coleta\/agendada\/add/);
    await expect(page.getByRole('combobox', { name: /^Varejo/ })).toHaveText('Rede Sol Atacarejo');
    await page.getByRole('button', { name: 'Adicionar local' }).click();
    await expect(dialog).toBeVisible();
    // a list open in it closes first, and the dialog stays
    await dialog.getByRole('combobox', { name: /^Estado/ }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(dialog).toBeVisible();
    // program and retail chain come from the screen, read-only
    await expect(dialog.getByRole('textbox', { name: 'Programa' })).toHaveValue(/^RAMA/);
    await expect(dialog.getByRole('textbox', { name: 'Varejo' })).toHaveValue('Rede Sol Atacarejo');
    const cep = dialog.getByRole('textbox', { name: 'CEP' });
    const estado = dialog.getByRole('combobox', { name: /^Estado/ });
    const municipio = dialog.getByRole('combobox', { name: /^Município/ });

    // a postal code of no known range: the message, state and municipality left to the user
    await cep.fill('00000000');
    await expect(cep).toHaveValue('00.000-000');
    const unknown = cepLookup(page);
    await dialog.getByRole('button', { name: 'Buscar CEP' }).click();
    expect((await unknown).status()).toBe(404);
    // said under the field, and read out by the live region
    await expect(cep).toHaveAccessibleDescription('CEP não encontrado. Escolha o estado e o município.');
    await expect(dialog.getByRole('status')).toHaveText('CEP não encontrado. Escolha o estado e o município.');
    await expect(municipio).toBeEnabled();
    await expect(municipio).toHaveValue('');

    // nothing named yet: the required fields are flagged and nothing is sent
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/localizacoes')) posted = true;
    });
    await dialog.getByRole('button', { name: 'Finalizar cadastro' }).click();
    await expect(dialog.getByText('Campo obrigatório').first()).toBeVisible();
    expect(posted).toBe(false);

    // a CEP has no letters, and half of one is refused
    await cep.fill('80a01');
    await expect(cep).toHaveValue('8001');
    await dialog.getByRole('button', { name: 'Finalizar cadastro' }).click();
    await expect(cep).toHaveAccessibleDescription('CEP inválido. Informe 8 dígitos, por exemplo 01.001-000.');
    expect(posted).toBe(false);

    // a Curitiba postal code, typed with its digits only, is formatted and fills state and municipality
    await cep.fill('80010000');
    await expect(cep).toHaveValue('80.010-000');
    await expect(dialog.getByText('CEP não encontrado. Escolha o estado e o município.')).toHaveCount(0);
    const found = cepLookup(page);
    await dialog.getByRole('button', { name: 'Buscar CEP' }).click();
    const address = await found;
    expect(address.status()).toBe(200);
    expect((await address.json()).data).toMatchObject({ cep: '80010000', idMunicipio: CURITIBA.ibge, uf: CURITIBA.uf });
    await expect(estado).toHaveText(CURITIBA.estado);
    await expect(municipio).toHaveValue(CURITIBA.nome);
    // the filled fields lose their 'Campo obrigatório' of the failed save: only the name is missing
    await expect(municipio).toHaveAttribute('aria-invalid', 'false');
    await expect(dialog.getByText('Campo obrigatório')).toHaveCount(1);

    await dialog.getByRole('textbox', { name: 'Nome' }).fill(nome);
    await expect(dialog.getByText('Campo obrigatório')).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Rua' }).fill('Rua XV de Novembro');
    await dialog.getByRole('checkbox', { name: 'Sem número' }).check();
    await expect(dialog.getByRole('textbox', { name: 'Número' })).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/location-dialog-cep.png`, fullPage: true });

    await dialog.getByRole('button', { name: 'Finalizar cadastro' }).click();
    const confirm = page.getByRole('dialog', { name: 'Finalizar cadastro' });
    await expect(confirm.getByText(`Confirma o cadastro do local ${nome}?`)).toBeVisible();
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/localizacoes'),
    );
    await confirm.getByRole('button', { name: 'OK' }).click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    const place = (await response.json()).data as { idLocalAmostra: number };
    await expect(page.getByText('Local cadastrado com sucesso.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // the new place is the screen's collection place
    await expect(page.getByRole('combobox', { name: /^Local da coleta/ })).toHaveValue(nome);
    await page.screenshot({ path: `${SHOTS}/location-dialog-selected.png`, fullPage: true });

    // stored with the municipality of the postal code, for the screen's company, program and retail chain
    const list = await request.get(`/api/v1/localizacoes?idEmpresa=${DEMO_EMPRESA.coletora}`, {
      headers: { 'Auth-Token': session.token },
    });
    expect(list.status()).toBe(200);
    const stored = ((await list.json()).data as { idLocalAmostra: number }[]).find(
      (p) => p.idLocalAmostra === place.idLocalAmostra,
    );
    expect(stored).toMatchObject({
      nome,
      codigoPostal: '80.010-000',
      idMunicipio: CURITIBA.ibge,
      municipio: CURITIBA.nome,
      uf: CURITIBA.uf,
      logradouro: 'Rua XV de Novembro',
      numero: null,
      semNumero: true,
      idEmpresa: DEMO_EMPRESA.coletora,
      idProgramaAmostra: 1,
      idVarejo: 2,
    });
  });
});
