import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { DEMO_CODIGOS_LIVRES, DEMO_EMPRESA, DEMO_PESSOA, demoAgrupadorId } from '../../server/src/db/seed/demo-ids.ts';
import { expect, jpeg, test, type Session } from './fixtures.ts';

/**
 * Each validation message of the collection and scheduling screens (spec part A sections 5 and 8),
 * made to appear where the spec puts it and read in pt-BR: under its field, in the photo area, as an
 * alert. None of these attempts may save anything: the API still shows the same groups afterwards.
 * (Also asserted elsewhere: the missing-item alert of both screens, collection.spec.ts and scheduling.spec.ts;
 * the location dialog's postal-code message, location-dialog.spec.ts.)
 */
const COLLECT = '/app/coleta/coletada/add/save';
const SCHEDULE = '/app/coleta/agendada/add/';
/** Opened from sample management: the company and collector selects, and (not a sampler) the add buttons. */
const COLLECT_FROM_MANAGEMENT = `${COLLECT}?calledBy=gerenciamento_amostra`;
/** Demo group 1: RAMA, Supermercados Bom Preço, a scheduled tomato first; no other spec touches it. */
const SCHEDULED_GROUP = demoAgrupadorId(1);

const REQUIRED = 'Campo obrigatório';
const INVALID_DATE = 'Data inválida';
const limit = (n: number) => `Limite de ${n} caracteres atingido.`;
/** MUI's error red, the colour of every message under a field. */
const ERROR_RED = 'rgb(211, 47, 47)';

/** Picks an option of an MUI select or autocomplete named by its label. */
async function pick(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function openNewCollection(page: Page, path = COLLECT) {
  await page.goto(path);
  // the demo users have a draft: start a new collection instead
  const offer = page.getByRole('dialog', { name: 'Coleta não finalizada' });
  await offer.getByRole('button', { name: 'Nova coleta' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Cadastro de coleta' })).toBeVisible();
}

/** Groups the user sees in the history, over any period: unchanged when nothing was saved. */
async function groupCount(request: APIRequestContext, session: Session): Promise<number> {
  const res = await request.get('/api/v1/amostras/historico', {
    params: { dataInicial: '2000-01-01', dataFinal: '2100-12-31', tamanho: 1 },
    headers: { 'Auth-Token': session.token },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.total as number;
}

/** Every write the page sends to the sample, file, place and product routes. */
function recordWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && /\/api\/v\d\/(amostras|arquivos|localizacoes|produtos-empresa)/.test(r.url())) {
      writes.push(r);
    }
  });
  return writes;
}

/**
 * Watches what an attempt could save: the writes the page sends and the groups the user sees.
 * `expectNone` asserts that no write was sent and the groups are the same as before.
 */
async function watchSaves(page: Page, request: APIRequestContext, session: Session) {
  const before = await groupCount(request, session);
  const writes = recordWrites(page);
  return {
    async expectNone() {
      expect(writes.map((r) => r.url())).toEqual([]);
      expect(await groupCount(request, session)).toBe(before);
    },
  };
}

/** A date field of MUI X (a group of spinbuttons) named by its label. */
const dateField = (scope: Page | Locator, label: RegExp) => scope.getByRole('group', { name: label });

const SECTIONS = ['Dia', 'Mês', 'Ano', 'Horas', 'Minutos'] as const;

/** Empties a date field, then types its sections from the day on (the field moves on by itself). */
async function typeDate(page: Page, field: Locator, parts: string[] = []) {
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  // from 'all sections selected' back to the first one
  await page.keyboard.press('ArrowLeft');
  for (const [i, part] of parts.entries()) {
    await expect(field.getByRole('spinbutton', { name: SECTIONS[i] })).toBeFocused();
    await page.keyboard.type(part);
  }
}

/** Types the day alone and leaves the field by the keyboard: a partly typed date. */
async function typeDayOnly(page: Page, field: Locator) {
  await typeDate(page, field, ['15']);
  await page.keyboard.press('Tab');
}

async function typeSection(page: Page, field: Locator, section: (typeof SECTIONS)[number], value: string) {
  await field.getByRole('spinbutton', { name: section }).click();
  await page.keyboard.type(value);
}

/** 30/02 of last year, which is no date (30/03 of last year is one, in the past); at 10:30 for a date-time field. */
const LAST_YEAR = String(new Date().getFullYear() - 1);
const NEXT_YEAR = String(new Date().getFullYear() + 1);
const IMPOSSIBLE_DATE = ['30', '02', LAST_YEAR];
const IMPOSSIBLE_DATE_TIME = [...IMPOSSIBLE_DATE, '10', '30'];
/** 30/02 of next year: for the scheduled date, which offers no day before today. */
const IMPOSSIBLE_FUTURE_DATE = ['30', '02', NEXT_YEAR];

async function addPhoto(page: Page, index: number) {
  await page.locator(`input[aria-label="Fotos da amostra ${index + 1}"]`).setInputFiles({
    name: `foto-${index}.jpg`,
    mimeType: 'image/jpeg',
    buffer: await jpeg(page, '#a63'),
  });
  await expect(page.getByTestId(`item-card-${index}`).getByTestId('photo-thumbnail')).toHaveCount(1);
}

/** Types a tracking code and leaves the field: the code is looked up on blur. */
async function traceCode(page: Page, index: number, code: string) {
  const field = page.getByTestId(`item-${index}-codigoRastreamento`);
  const answered = page.waitForResponse((r) => r.url().includes(`/api/v1/amostras/rastreamentos/${code}`));
  await field.fill(code);
  await field.blur();
  await answered;
  return field;
}

test.describe('validation messages of the collection screen', () => {
  test('group fields: required selects, the main lab budget of RAMA, the retail chain, the date and the responsible', async ({
    page,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('amostrador');
    const saves = await watchSaves(page, request, session);
    await openNewCollection(page);

    await page.getByRole('button', { name: 'Cadastrar' }).click();
    for (const label of [/^Laboratório/, /^Programa/, /^Local da amostragem/]) {
      await expect(page.getByRole('combobox', { name: label })).toHaveAccessibleDescription(REQUIRED);
    }
    // no program yet: neither budget nor retail chain is asked
    await expect(page.getByRole('combobox', { name: /^Orçamento/ })).toHaveAccessibleDescription('');
    await expect(page.getByRole('combobox', { name: /^Varejo/ })).toHaveCount(0);

    // the main lab with RAMA needs a budget, and RAMA a retail chain
    await pick(page, /^Laboratório/, /^Agrosafety/);
    await pick(page, /^Programa/, /^RAMA/);
    await expect(page.getByRole('combobox', { name: /^Laboratório/ })).toHaveAccessibleDescription('');
    await expect(page.getByRole('combobox', { name: /^Programa/ })).toHaveAccessibleDescription('');
    await expect(page.getByRole('combobox', { name: /^Orçamento/ })).toHaveAccessibleDescription(REQUIRED);
    await expect(page.getByRole('combobox', { name: /^Varejo/ })).toHaveAccessibleDescription(REQUIRED);
    // another lab does not
    await pick(page, /^Laboratório/, 'Outros laboratórios');
    await expect(page.getByRole('combobox', { name: /^Orçamento/ })).toHaveAccessibleDescription('');
    await pick(page, /^Varejo/, 'Rede Sol Atacarejo');
    await expect(page.getByRole('combobox', { name: /^Varejo/ })).toHaveAccessibleDescription('');
    await pick(page, /^Local da amostragem/, 'Sol Atacarejo - Loja Portão');
    await expect(page.getByRole('combobox', { name: /^Local da amostragem/ })).toHaveAccessibleDescription('');

    // the collection date: required, and a real date
    const date = dateField(page, /^Data da coleta/);
    await expect(date).toHaveAccessibleDescription('');
    await typeDate(page, date);
    await expect(date).toHaveAccessibleDescription(REQUIRED);
    await typeDayOnly(page, date);
    await expect(date).toHaveAccessibleDescription(INVALID_DATE);
    await expect(date.getByRole('spinbutton', { name: 'Dia' })).toHaveText('15');
    await typeDate(page, date, IMPOSSIBLE_DATE_TIME);
    await expect(date).toHaveAccessibleDescription(INVALID_DATE);
    await typeSection(page, date, 'Mês', '03');
    await expect(date).toHaveAccessibleDescription('');
    // not a day after today (decision 0024)
    await typeSection(page, date, 'Ano', NEXT_YEAR);
    await expect(date).toHaveAccessibleDescription('A data da coleta não pode ser posterior a hoje.');
    await typeSection(page, date, 'Ano', LAST_YEAR);
    await expect(date).toHaveAccessibleDescription('');

    // the collection responsible: the limit message at 60 characters, not before
    const responsible = page.getByLabel('Responsável pela coleta');
    await responsible.fill('R'.repeat(59));
    await expect(responsible).toHaveAccessibleDescription('');
    await responsible.fill('R'.repeat(60));
    await expect(responsible).toHaveAccessibleDescription(limit(60));
    await expect(page.getByTestId('items-error')).toHaveText('Necessário adicionar um item para salvar a amostra.');

    await saves.expectNone();
  });

  test("item fields: seal, EAN of Bom Preço, photo, limits, dates, and what a 'not collected' item needs", async ({
    page,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('amostrador');
    const saves = await watchSaves(page, request, session);
    await openNewCollection(page);
    await pick(page, /^Laboratório/, 'Outros laboratórios');
    await pick(page, /^Programa/, /^RAMA/);
    // retailer 1 requires an EAN
    await pick(page, /^Varejo/, 'Supermercados Bom Preço');
    await pick(page, /^Local da amostragem/, 'Supermercado Bom Preço - Loja Pinheiros');
    await page.getByRole('button', { name: 'Adicionar amostra' }).click();
    await page.getByRole('button', { name: 'Cadastrar' }).click();

    const card = page.getByTestId('item-card-0');
    await expect(page.getByTestId('item-0-numeroLacre')).toHaveAccessibleDescription(REQUIRED);
    await expect(page.getByTestId('item-0-codigoEAN')).toHaveAccessibleDescription(REQUIRED);
    // the image-required text, in red in the photo area
    const imageRequired = card.getByText('Imagem obrigatória.', { exact: true });
    await expect(imageRequired).toBeVisible();
    await expect(imageRequired).toHaveCSS('color', ERROR_RED);
    // a collected item needs no tracking code, product or supplier
    await expect(page.getByTestId('item-0-codigoRastreamento')).toHaveAccessibleDescription('');
    await expect(card.getByRole('combobox', { name: 'Produto' })).toHaveAccessibleDescription('');
    await expect(page.getByTestId('item-0-fornecedor')).toHaveAccessibleDescription('');

    // the limits: seal 200, batch 200, observation 300
    for (const [field, n] of [
      ['numeroLacre', 200],
      ['lote', 200],
      ['observacao', 300],
    ] as const) {
      const input = page.getByTestId(`item-0-${field}`);
      await input.fill('x'.repeat(n - 1));
      await expect(input).toHaveAccessibleDescription('');
      await input.fill('x'.repeat(n));
      await expect(input).toHaveAccessibleDescription(limit(n));
    }
    await page.getByTestId('item-0-codigoEAN').fill('7891234567895');
    await expect(page.getByTestId('item-0-codigoEAN')).toHaveAccessibleDescription('');

    // a manufacturing or expiry date, when given, must be a real one
    for (const label of [/^Data de fabricação/, /^Data de validade/]) {
      const date = dateField(card, label);
      // optional, but a partly typed date is not taken for none
      await typeDayOnly(page, date);
      await expect(date).toHaveAccessibleDescription(INVALID_DATE);
      await typeDate(page, date, IMPOSSIBLE_DATE);
      await expect(date).toHaveAccessibleDescription(INVALID_DATE);
      await typeSection(page, date, 'Mês', '03');
      await expect(date).toHaveAccessibleDescription('');
    }
    // both 30/03 of last year; an expiry the day before its manufacture is refused (decision 0024)
    const expiry = dateField(card, /^Data de validade/);
    await typeSection(page, expiry, 'Dia', '29');
    await expect(expiry).toHaveAccessibleDescription('A data de validade não pode ser anterior à data de fabricação.');
    await typeSection(page, expiry, 'Dia', '30');
    await expect(expiry).toHaveAccessibleDescription('');

    // collection not done: the tracking code, the product and the supplier are required
    const notCollected = card.getByRole('checkbox', { name: 'Coleta não realizada' });
    await notCollected.click();
    const reasons = page.getByRole('dialog', { name: 'Coleta não realizada' });
    await reasons.getByRole('checkbox', { name: 'Falta de produto', exact: true }).check();
    await reasons.getByRole('button', { name: 'Confirmar' }).click();
    await expect(reasons).toBeHidden();
    await expect(notCollected).toBeChecked();
    await expect(page.getByTestId('item-0-codigoRastreamento')).toHaveAccessibleDescription(REQUIRED);
    await expect(card.getByRole('combobox', { name: 'Produto' })).toHaveAccessibleDescription(REQUIRED);
    // not typed: the tracking code brings it, as the message says
    await expect(page.getByTestId('item-0-fornecedor')).toHaveAccessibleDescription(
      `${REQUIRED} Informe o código de rastreamento: ele traz o fornecedor.`,
    );
    await expect(imageRequired).toBeVisible();

    await saves.expectNone();
  });

  test('an environmental collection: its date field is required, no place is, and the person has a limit', async ({
    page,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('amostrador');
    const saves = await watchSaves(page, request, session);
    await openNewCollection(page);
    await pick(page, /^Laboratório/, 'Outros laboratórios');
    await pick(page, /^Programa/, 'Monitoramento Ambiental - Água');
    await pick(page, /^Responsável pela amostragem/, 'Cliente');
    await page.getByRole('button', { name: 'Adicionar amostra' }).click();
    await page.getByRole('button', { name: 'Cadastrar' }).click();

    // the place of an environmental program is free text, and not required
    await expect(page.getByRole('textbox', { name: 'Local', exact: true })).toHaveAccessibleDescription('');
    await expect(page.getByRole('combobox', { name: /^Local da amostragem/ })).toHaveCount(0);
    const card = page.getByTestId('item-card-0');
    const rain = dateField(card, /^Data da última chuva/);
    await expect(rain).toHaveAccessibleDescription(REQUIRED);
    await typeDate(page, rain, IMPOSSIBLE_DATE);
    await expect(rain).toHaveAccessibleDescription(INVALID_DATE);
    await typeSection(page, rain, 'Mês', '03');
    await expect(rain).toHaveAccessibleDescription('');

    // the customer's collection person is free text of at most 60 characters
    const person = page.getByRole('textbox', { name: 'Pessoa da coleta' });
    await person.fill('P'.repeat(60));
    await expect(person).toHaveAccessibleDescription(limit(60));

    // collection not done, without tracking: the company product (a water sample's analysis matrix) is required
    const product = card.getByRole('combobox', { name: 'Matriz de análise' });
    await expect(product).toHaveAccessibleDescription('');
    const notCollected = card.getByRole('checkbox', { name: 'Coleta não realizada' });
    await notCollected.click();
    const reasons = page.getByRole('dialog', { name: 'Coleta não realizada' });
    await reasons.getByRole('checkbox', { name: 'Produto em condição inadequada' }).check();
    await reasons.getByRole('button', { name: 'Confirmar' }).click();
    await expect(notCollected).toBeChecked();
    await expect(product).toHaveAccessibleDescription(REQUIRED);

    await saves.expectNone();
  });

  test('tracking codes: the errors under the field on blur, and the supplier alert on save', async ({
    page,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('amostrador');
    const saves = await watchSaves(page, request, session);
    await openNewCollection(page);
    await pick(page, /^Laboratório/, 'Outros laboratórios');
    await pick(page, /^Programa/, /^RAMA/);
    await pick(page, /^Varejo/, 'Rede Sol Atacarejo');
    await pick(page, /^Local da amostragem/, 'Sol Atacarejo - Loja Portão');
    await page.getByRole('button', { name: 'Adicionar amostra' }).click();

    // a code the tracker does not know
    const code = await traceCode(page, 0, 'ZZ000000');
    await expect(code).toHaveAccessibleDescription('Código de rastreamento ZZ000000 não encontrado.');
    // a processed product with several inputs
    await traceCode(page, 0, DEMO_CODIGOS_LIVRES.processadoMultiplosInsumos);
    await expect(code).toHaveAccessibleDescription(
      'O código de rastreamento é de um produto processado com múltiplos insumos.',
    );

    // a recollection needs the code of an earlier sample: none without a code, and this one has none
    const recollection = page.getByTestId('item-card-0').getByRole('checkbox', { name: 'Recoleta' });
    await recollection.click();
    const earlier = page.getByRole('dialog', { name: 'Amostra recoletada' });
    await expect(earlier.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await earlier.getByRole('textbox', { name: 'Código da amostra anterior' }).fill(DEMO_CODIGOS_LIVRES.alface);
    await earlier.getByRole('button', { name: 'Confirmar' }).click();
    await expect(earlier.getByRole('alert')).toHaveText('Nenhuma amostra anterior encontrada com este código.');
    await earlier.getByRole('button', { name: 'Cancelar' }).click();
    await expect(earlier).toBeHidden();
    await expect(recollection).not.toBeChecked();

    // a code whose supplier (Distribuidora Norte) does not use the platform: the alert on save
    await traceCode(page, 0, DEMO_CODIGOS_LIVRES.batata);
    await expect(code).toHaveAccessibleDescription('');
    await expect(page.getByTestId('item-0-fornecedor')).not.toHaveValue('');
    await page.getByTestId('item-0-numeroLacre').fill('LACRE-VALIDACAO');
    await addPhoto(page, 0);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'fornecedor' })).toHaveText(
      'O fornecedor não é usuário da plataforma.',
    );
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`${COLLECT}$`));

    await saves.expectNone();
  });

  test('finalizing a scheduled group: a code of another product than the scheduled one', async ({
    page,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('amostrador');
    const writes = recordWrites(page);
    await page.goto(`/app/coleta/agendada/finalize/${SCHEDULED_GROUP}/finalize`);
    await expect(page.getByRole('heading', { name: 'Finalizar coleta agendada' })).toBeVisible();
    // the first item was scheduled as a tomato; this code traces an apple
    const code = await traceCode(page, 0, DEMO_CODIGOS_LIVRES.maca);
    await expect(code).toHaveAccessibleDescription(
      'O produto agendado é diferente do produto do código de rastreamento.',
    );
    // the tomato's own code clears it
    await traceCode(page, 0, DEMO_CODIGOS_LIVRES.tomate);
    await expect(code).toHaveAccessibleDescription('');

    expect(writes.map((r) => r.url())).toEqual([]);
    const scheduled = await request.get(`/api/v1/amostras/agendadas/${SCHEDULED_GROUP}`, {
      headers: { 'Auth-Token': session.token },
    });
    expect(scheduled.status()).toBe(200);
    expect((await scheduled.json()).data.situacao).toBe('agendada');
  });

  test('opened from management with a company and a collector in the address, they start chosen', async ({
    page,
    loggedInAs,
  }) => {
    await loggedInAs('gestor');
    await openNewCollection(
      page,
      `${COLLECT_FROM_MANAGEMENT}&idEmpresa=${DEMO_EMPRESA.coletoraNordeste}&idPessoaColetor=${DEMO_PESSOA.roberto}`,
    );
    await expect(page.getByRole('combobox', { name: /^Empresa coletora/ })).toHaveText(/Amostragem Nordeste/);
    await expect(page.getByRole('combobox', { name: /^Coletor/ })).toHaveText('Roberto Alves Lima');
  });

  test('opened from management: the product and location dialogs', async ({ page, loggedInAs, request }) => {
    const session = await loggedInAs('gestor');
    const products = async () => {
      const res = await request.get('/api/v1/produtos-empresa', {
        params: { idEmpresa: DEMO_EMPRESA.coletora },
        headers: { 'Auth-Token': session.token },
      });
      return (await res.json()).data as { nome: string }[];
    };
    const productsBefore = (await products()).length;
    const writes = recordWrites(page);
    await openNewCollection(page, COLLECT_FROM_MANAGEMENT);

    // a place belongs to the collecting company: it is chosen first
    await expect(page.getByRole('button', { name: 'Adicionar local' })).toBeDisabled();
    const companyProducts = page.waitForResponse(
      (r) => r.url().includes(`/api/v1/produtos-empresa?idEmpresa=${DEMO_EMPRESA.coletora}`) && r.ok(),
    );
    await pick(page, /^Empresa coletora/, /^Coleta Campo/);
    await companyProducts;
    await pick(page, /^Coletor/, 'Amanda Amostradora');

    // a place is of the screen's program and, on RAMA, of its retail chain: chosen first, the button says
    const addPlace = page.getByRole('button', { name: 'Adicionar local' });
    await expect(addPlace).toBeDisabled();
    await expect(addPlace).toHaveAccessibleDescription('Escolha o programa na tela antes de cadastrar o local.');
    await pick(page, /^Programa/, /^RAMA/);
    await expect(addPlace).toHaveAccessibleDescription(
      'Programa RAMA: escolha o varejo na tela antes de cadastrar o local.',
    );
    await pick(page, /^Varejo/, 'Rede Sol Atacarejo');

    // name, state and municipality are required
    await addPlace.click();
    const location = page.getByRole('dialog', { name: 'Cadastro de local' });
    await location.getByRole('button', { name: 'Finalizar cadastro' }).click();
    await expect(location.getByRole('textbox', { name: /^Nome/ })).toHaveAccessibleDescription(REQUIRED);
    await expect(location.getByRole('combobox', { name: /^Estado/ })).toHaveAccessibleDescription(REQUIRED);
    await expect(location.getByRole('combobox', { name: /^Município/ })).toHaveAccessibleDescription(REQUIRED);
    await location.getByRole('button', { name: 'Cancelar' }).click();
    await expect(location).toBeHidden();

    // a program without tracking: the company product, with its registration dialog
    await pick(page, /^Programa/, 'Programa Próprio de Qualidade');
    await page.getByRole('button', { name: 'Adicionar amostra' }).click();
    await page.getByTestId('item-card-0').getByRole('button', { name: 'Adicionar produto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cadastro produto' });
    const name = dialog.getByRole('textbox', { name: /^Nome do produto/ });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(name).toHaveAccessibleDescription(REQUIRED);
    await name.fill('N'.repeat(59));
    await expect(name).toHaveAccessibleDescription('');
    await name.fill('N'.repeat(60));
    await expect(name).toHaveAccessibleDescription(limit(60));
    // a name the company already has, whatever its case
    await name.fill('TOMATE ITALIANO');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(name).toHaveAccessibleDescription('Já existe um produto com o nome TOMATE ITALIANO.');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    expect(writes.map((r) => r.url())).toEqual([]);
    expect(await products()).toHaveLength(productsBefore);
  });
});

test.describe('validation messages of the scheduling screen', () => {
  test('group fields: each required one, the main lab budget, the retail chain, the date, company and person', async ({
    page,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('amostrador');
    const saves = await watchSaves(page, request, session);
    await page.goto(SCHEDULE);
    await expect(page.getByRole('heading', { name: 'Agendar coleta' })).toBeVisible();
    const finish = page.getByRole('button', { name: 'Finalizar agendamento' });
    await finish.click();

    for (const label of [/^Laboratório/, /^Programa/, /^Local da coleta/]) {
      await expect(page.getByRole('combobox', { name: label })).toHaveAccessibleDescription(REQUIRED);
    }
    await expect(page.getByRole('combobox', { name: /^Orçamento/ })).toHaveAccessibleDescription('');
    // the main lab needs a budget whatever the program; RAMA a retail chain (a changed field is
    // checked again at once, the others it brings in at the next try)
    await pick(page, /^Laboratório/, /^Agrosafety/);
    await expect(page.getByRole('combobox', { name: /^Laboratório/ })).toHaveAccessibleDescription('');
    await finish.click();
    await expect(page.getByRole('combobox', { name: /^Orçamento/ })).toHaveAccessibleDescription(REQUIRED);
    await pick(page, /^Programa/, /^RAMA/);
    await finish.click();
    await expect(page.getByRole('combobox', { name: /^Varejo/ })).toHaveAccessibleDescription(REQUIRED);
    await pick(page, /^Varejo/, 'Rede Sol Atacarejo');
    await expect(page.getByRole('combobox', { name: /^Varejo/ })).toHaveAccessibleDescription('');

    // the scheduled date: required, and a real date
    const date = dateField(page, /^Data agendada/);
    await expect(date).toHaveAccessibleDescription('');
    await typeDate(page, date);
    await expect(date).toHaveAccessibleDescription(REQUIRED);
    await typeDayOnly(page, date);
    await expect(date).toHaveAccessibleDescription(INVALID_DATE);
    await typeDate(page, date, IMPOSSIBLE_FUTURE_DATE);
    await expect(date).toHaveAccessibleDescription(INVALID_DATE);
    await typeSection(page, date, 'Mês', '03');
    await expect(date).toHaveAccessibleDescription('');

    // the sampler's company and person come preselected; without the company both are missing
    const company = page.getByRole('combobox', { name: /^Empresa coletora/ });
    const person = page.getByRole('combobox', { name: /^Responsável pela coleta/ });
    await expect(company).toHaveAccessibleDescription('');
    await expect(person).toHaveAccessibleDescription('');
    await company.fill('');
    await expect(person).toHaveValue('');
    await finish.click();
    await expect(company).toHaveAccessibleDescription(REQUIRED);
    await expect(person).toHaveAccessibleDescription(REQUIRED);
    await expect(page.getByText('Necessário adicionar um item para salvar a amostra.')).toBeVisible();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await saves.expectNone();
  });

  test('an environmental program and the items: conformity, the rule, the product and the observation limit', async ({
    page,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('amostrador');
    const saves = await watchSaves(page, request, session);
    await page.goto(SCHEDULE);
    await pick(page, /^Laboratório/, 'Outros laboratórios');
    await pick(page, /^Programa/, 'Monitoramento Ambiental - Água');
    const finish = page.getByRole('button', { name: 'Finalizar agendamento' });
    await finish.click();

    await expect(page.getByRole('combobox', { name: /^Responsável pela amostragem/ })).toHaveAccessibleDescription(
      REQUIRED,
    );
    const conformity = page.getByRole('combobox', { name: /^Relato de conformidade/ });
    await expect(conformity).toHaveAccessibleDescription(REQUIRED);
    // no place is required for an environmental program
    await expect(page.getByRole('combobox', { name: /^Local da coleta/ })).toHaveAccessibleDescription('');
    // a conformity report needs its environmental rule
    await pick(page, /^Relato de conformidade/, 'Sim');
    await expect(conformity).toHaveAccessibleDescription('');
    await finish.click();
    await expect(page.getByRole('combobox', { name: /^Legislação/ })).toHaveAccessibleDescription(REQUIRED);

    // a traceable program needs a product on every item
    await pick(page, /^Programa/, /^RAMA/);
    await page.getByRole('button', { name: 'Adicionar item' }).click();
    await finish.click();
    await expect(page.getByRole('combobox', { name: /^Local da coleta/ })).toHaveAccessibleDescription(REQUIRED);
    const product = page.getByRole('combobox', { name: /^Produto/ });
    await expect(product).toHaveAccessibleDescription(REQUIRED);
    await pick(page, /^Produto/, 'Banana');
    await expect(product).toHaveAccessibleDescription('');

    // the observation: the limit message at 300 characters
    const observation = page.getByRole('textbox', { name: 'Observação' });
    await observation.fill('o'.repeat(299));
    await expect(observation).toHaveAccessibleDescription('');
    await observation.fill('o'.repeat(300));
    await expect(observation).toHaveAccessibleDescription(limit(300));

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await saves.expectNone();
  });
});
