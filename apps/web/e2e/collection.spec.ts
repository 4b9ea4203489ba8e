import type { Page, Request } from '@playwright/test';
import { expect, jpeg, refuseWrites, test } from './fixtures.ts';

async function choose(page: Page, label: RegExp, option: RegExp | string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function openNew(page: Page) {
  await page.goto('/app/coleta/coletada/add');
  // the amostrador has a seeded draft: start a new collection instead
  const offer = page.getByRole('dialog', { name: 'Coleta não finalizada' });
  await offer.getByRole('button', { name: 'Nova coleta' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Cadastro de coleta' })).toBeVisible();
}

async function fillRamaGroup(page: Page, responsavel: string) {
  await choose(page, /^Laboratório/, /Agrosafety/);
  await choose(page, /^Programa/, /^RAMA/);
  await choose(page, /^Orçamento/, /ORC-2026-001/);
  await choose(page, /^Varejo/, 'Rede Sol Atacarejo');
  await choose(page, /^Local da amostragem/, 'Sol Atacarejo - Loja Portão');
  await page.getByLabel('Responsável pela coleta').fill(responsavel);
}

async function addPhoto(page: Page, index: number, color: string) {
  await page.locator(`input[aria-label="Fotos da amostra ${index + 1}"]`).setInputFiles({
    name: `foto-${index}.jpg`,
    mimeType: 'image/jpeg',
    buffer: await jpeg(page, color, 1600, 1200),
  });
  await expect(page.getByTestId(`item-card-${index}`).getByTestId('photo-thumbnail')).toHaveCount(1);
}

/** A new RAMA collection with one sealed and photographed sample, not saved yet. */
async function fillOneSample(page: Page, responsavel: string, lacre: string) {
  await openNew(page);
  await fillRamaGroup(page, responsavel);
  await page.getByRole('button', { name: 'Adicionar amostra' }).click();
  await page.getByTestId('item-0-numeroLacre').fill(lacre);
  await addPhoto(page, 0, '#999');
}

/** What the device keeps of the form being filled in (IndexedDB 'sara'): its photos, its first item's seal. */
function keptOnDevice(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ photos: number; lacre: string | null }>((resolve, reject) => {
        const open = indexedDB.open('sara');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['unsavedForm', 'unsavedPhoto']);
          const forms = tx.objectStore('unsavedForm').getAll();
          const photos = tx.objectStore('unsavedPhoto').count();
          tx.oncomplete = () => {
            const form = forms.result[0] as
              { state: { form: { itens: { numeroLacre: string | null }[] } } } | undefined;
            resolve({ photos: photos.result, lacre: form?.state.form.itens[0]?.numeroLacre ?? null });
            open.result.close();
          };
        };
      }),
  );
}

test.describe('collection registration', () => {
  test('the amostrador registers a RAMA collection with two samples and photos', async ({
    page,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('amostrador');
    await openNew(page);
    await fillRamaGroup(page, 'Ana E2E');

    // nothing added yet: the screen says an item is needed
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByTestId('items-error')).toHaveText('Necessário adicionar um item para salvar a amostra.');

    await page.getByRole('button', { name: 'Adicionar amostra' }).click();
    await page.getByRole('button', { name: 'Adicionar amostra' }).click();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const first = page.getByTestId('item-card-0');
    await expect(first.getByText('Campo obrigatório')).toBeVisible();
    await expect(first.getByText(/imagem/i)).toBeVisible();

    await page.getByTestId('item-0-numeroLacre').fill('LACRE-E2E-1');
    await page.getByTestId('item-1-numeroLacre').fill('LACRE-E2E-2');
    // a tracking code sets the item's product and supplier (the seeded code HF269001: Vale Verde)
    await page.getByTestId('item-0-codigoRastreamento').fill('HF269001');
    await page.getByTestId('item-0-codigoRastreamento').blur();
    await expect(page.getByTestId('item-0-fornecedor')).toHaveValue('Vale Verde Hortifruti Ltda');
    await addPhoto(page, 0, '#c33');
    await addPhoto(page, 1, '#3c3');
    await expect(first.getByText('Campo obrigatório')).toBeHidden();

    await page.screenshot({ path: 'test-results/collection-desktop.png', fullPage: true });

    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/amostras/coletadas') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    const body = response.request().postDataJSON() as { idAgrupador: string; arquivos: unknown[] }[];
    expect(body).toHaveLength(2);
    expect(body[0]!.arquivos).toHaveLength(1);
    await expect(page.getByText('Coleta cadastrada com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/coleta\/historico$/);

    const saved = await request.get(`/api/v1/amostras/coletadas/${body[0]!.idAgrupador}`, {
      headers: { 'Auth-Token': session.token },
    });
    expect(saved.status()).toBe(200);
    const group = (await saved.json()).data;
    expect(group.situacao).toBe('coletada');
    expect(group.idProgramaAmostra).toBe(1);
    // registered here, never scheduled: no scheduled date
    expect(group.dataAgendada).toBeNull();
    expect(group.itens.map((i: { numeroLacre: string }) => i.numeroLacre).sort()).toEqual([
      'LACRE-E2E-1',
      'LACRE-E2E-2',
    ]);
    expect(group.itens.every((i: { idsArquivo: string[] }) => i.idsArquivo.length === 1)).toBe(true);
    const traced = group.itens.find((i: { codigoRastreamento: string | null }) => i.codigoRastreamento === 'HF269001');
    expect(traced).toMatchObject({ idDistribuidor: 3, nomeDistribuidor: 'Vale Verde Hortifruti Ltda' });

    // edit mode: the saved group loads, a collected group has no save-for-later, a change is PUT
    await page.goto(`/app/coleta/coletada/edit/${body[0]!.idAgrupador}/edit`);
    await expect(page.getByRole('heading', { name: 'Editar coleta' })).toBeVisible();
    await expect(page.getByLabel('Responsável pela coleta')).toHaveValue('Ana E2E');
    await expect(page.getByTestId('photo-thumbnail')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Salvar para depois' })).toBeHidden();
    await page.screenshot({ path: 'test-results/collection-edit-desktop.png' });
    await page.getByTestId('item-0-numeroLacre').fill('LACRE-E2E-1-EDITADO');
    const put = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(body[0]!.idAgrupador));
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    expect((await put).status()).toBe(200);
    await expect(page.getByText('Coleta alterada com sucesso.')).toBeVisible();
  });

  test('a draft saved for later is continued and registered', async ({ page, loggedInAs, request }) => {
    const session = await loggedInAs('amostrador');
    await openNew(page);
    await fillRamaGroup(page, 'Rascunho E2E');
    await page.getByRole('button', { name: 'Adicionar amostra' }).click();
    await page.getByTestId('item-0-numeroLacre').fill('LACRE-RASCUNHO');

    await page.getByRole('button', { name: 'Salvar para depois' }).click();
    const confirm = page.getByRole('dialog', { name: 'Salvar para depois' });
    await expect(confirm.getByText(/rascunho/)).toBeVisible();
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/amostras/coletadas') && r.request().method() === 'POST',
    );
    await confirm.getByRole('button', { name: 'OK' }).click();
    const draftSaved = await posted;
    expect(draftSaved.status()).toBe(201);
    const { numero } = ((await draftSaved.json()) as { data: { numero: number } }).data;
    await expect(page.getByText('Coleta salva para depois.')).toBeVisible();

    // with the seeded draft there are two now: both are offered, newest first
    await page.goto('/app/coleta/coletada/add');
    const offer = page.getByRole('dialog', { name: 'Coleta não finalizada' });
    await expect(offer.getByText(/^Existem \d+ coletas salvas para depois/)).toBeVisible();
    const choices = offer.getByRole('button', { name: /^Coleta nº/ });
    await expect(choices.first()).toContainText(`Coleta nº ${numero}`);
    await page.screenshot({ path: 'test-results/collection-drafts-offer.png' });
    await choices.first().click();
    await expect(page.getByLabel('Responsável pela coleta')).toHaveValue('Rascunho E2E');
    await expect(page.getByTestId('item-0-numeroLacre')).toHaveValue('LACRE-RASCUNHO');
    await addPhoto(page, 0, '#33c');

    const put = page.waitForResponse(
      (r) => /\/api\/v1\/amostras\/coletadas\/[0-9a-f-]+$/.test(r.url()) && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const response = await put;
    expect(response.status()).toBe(200);
    await expect(page.getByText('Coleta cadastrada com sucesso.')).toBeVisible();
    const id = response.url().split('/').pop()!;
    const saved = await request.get(`/api/v1/amostras/coletadas/${id}`, { headers: { 'Auth-Token': session.token } });
    expect((await saved.json()).data.situacao).toBe('coletada');
  });

  test('a collection registered offline waits in the outbox and is sent once when back online', async ({
    page,
    context,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('amostrador');
    // a responsible of this run alone, so the count below holds when the suite is repeated
    const responsavel = `Offline E2E ${Date.now().toString(36)}`;
    await fillOneSample(page, responsavel, 'LACRE-OFFLINE');

    // tries made while offline fail in the browser; only those that reached the server count
    const requests: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/amostras/coletadas')) requests.push(r);
    });
    const posts = {
      get length() {
        return requests.filter((r) => r.failure() == null).length;
      },
    };
    // the service worker has the app shell before the connection goes (a reload offline needs it)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText(/a coleta foi guardada no aparelho/)).toBeVisible();
    await expect(page).toHaveURL(/\/app\/coleta\/historico$/);
    expect(posts.length).toBe(0);

    // closing and reopening the app while still offline loses nothing: the shell comes from the
    // service worker, the outbox from the local database
    await page.reload();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Envios pendentes: 1' })).toBeVisible();
    expect(posts.length).toBe(0);
    // what waits can be checked offline: its seal and its photo, from the device
    const waiting = page.getByTestId('pending-write');
    await waiting.getByRole('button', { name: 'Mostrar detalhes' }).click();
    await expect(waiting.getByTestId('pending-details').getByText('LACRE-OFFLINE')).toBeVisible();
    await expect(waiting.getByRole('img', { name: 'Foto 1' })).toBeVisible();

    // still offline: the screen shows what waits
    await page.goBack();
    await expect(page).toHaveURL(/\/app\/coleta\/coletada\/add/);
    await expect(page.getByTestId('outbox-counter')).toHaveText('Coletas aguardando envio: 1');

    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/amostras/coletadas') && r.request().method() === 'POST',
    );
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const response = await sent;
    expect(response.status()).toBe(201);
    await expect(page.getByTestId('outbox-counter')).toBeHidden();
    const [item] = response.request().postDataJSON() as { idAgrupador: string }[];
    const saved = await request.get(`/api/v1/amostras/coletadas/${item!.idAgrupador}`, {
      headers: { 'Auth-Token': session.token },
    });
    const group = (await saved.json()).data;
    expect(group.responsavelColeta).toBe(responsavel);
    expect(group.itens[0].idsArquivo).toHaveLength(1);
    expect(posts.length).toBe(1);
    // exactly one group on the server holds this registration
    const found = await request.get('/api/v1/amostras/historico', {
      params: { dataInicial: '2000-01-01', dataFinal: '2100-12-31', busca: responsavel },
      headers: { 'Auth-Token': session.token },
    });
    expect((await found.json()).data.total).toBe(1);
  });

  test('a draft saved for later offline is continued from its history card offline, and reaches the server once', async ({
    page,
    context,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('amostrador');
    const responsavel = `Rascunho offline ${Date.now().toString(36)}`;
    await fillOneSample(page, responsavel, 'LACRE-RASC-OFF');
    const requests: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/amostras/coletadas')) requests.push(r);
    });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Salvar para depois' }).click();
    await page.getByRole('dialog', { name: 'Salvar para depois' }).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText(/o rascunho foi guardado no aparelho/)).toBeVisible();

    // still offline: back in the history, its waiting card opens it again
    await expect(page).toHaveURL(/\/app\/coleta\/historico$/);
    const card = page.getByTestId('pending-write').filter({ hasText: 'Rascunho' });
    await card.getByRole('link', { name: 'Continuar coleta' }).click();
    await expect(page.getByTestId('outbox-reopened')).toContainText('Salvar aqui a substitui');
    await expect(page.getByTestId('item-0-numeroLacre')).toHaveValue('LACRE-RASC-OFF');
    await expect(page.getByTestId('item-card-0').getByTestId('photo-thumbnail')).toHaveCount(1);
    await page.getByTestId('item-0-numeroLacre').fill('LACRE-RASC-OFF-2');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText(/a coleta foi guardada no aparelho/)).toBeVisible();
    // the draft's row was replaced: one write waits
    await expect(page.getByRole('button', { name: 'Envios pendentes: 1' })).toBeVisible();

    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/amostras/coletadas') && r.request().method() === 'POST',
    );
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const response = await sent;
    expect(response.status()).toBe(201);
    await expect(page.getByRole('button', { name: /^Envios pendentes/ })).toBeHidden();
    const [item] = response.request().postDataJSON() as { idAgrupador: string }[];
    const saved = (
      await (
        await request.get(`/api/v1/amostras/coletadas/${item!.idAgrupador}`, {
          headers: { 'Auth-Token': session.token },
        })
      ).json()
    ).data;
    expect(saved).toMatchObject({ situacao: 'coletada', responsavelColeta: responsavel });
    expect(saved.itens[0]).toMatchObject({ numeroLacre: 'LACRE-RASC-OFF-2' });
    expect(saved.itens[0].idsArquivo).toHaveLength(1);
    expect(requests.filter((r) => r.failure() == null)).toHaveLength(1);
    const found = await request.get('/api/v1/amostras/historico', {
      params: { dataInicial: '2000-01-01', dataFinal: '2100-12-31', busca: responsavel },
      headers: { 'Auth-Token': session.token },
    });
    expect((await found.json()).data.total).toBe(1);
  });

  test('a collection being filled in comes back after a reload without a connection, photo included', async ({
    page,
    context,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('amostrador');
    const responsavel = `Recuperada E2E ${Date.now().toString(36)}`;
    await fillOneSample(page, responsavel, 'LACRE-RECUPERADO');

    // kept on the device as it changes (a quarter of a second at most behind the screen)
    await expect.poll(() => keptOnDevice(page)).toEqual({ photos: 1, lacre: 'LACRE-RECUPERADO' });
    // the app is closed in the field before anything was saved, and opened again without a connection
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('unsaved-restored')).toContainText(
      /Recuperamos o que você preencheu nesta tela até \d\d\/\d\d\/\d{4} \d\d:\d\d e não salvou\./,
    );
    await expect(page.getByLabel('Responsável pela coleta')).toHaveValue(responsavel);
    await expect(page.getByRole('combobox', { name: /^Varejo/ })).toHaveText('Rede Sol Atacarejo');
    await expect(page.getByTestId('item-0-numeroLacre')).toHaveValue('LACRE-RECUPERADO');
    await expect(page.getByTestId('item-card-0').getByTestId('photo-thumbnail')).toHaveCount(1);
    await page.screenshot({ path: 'test-results/collection-restored.png', fullPage: true });

    // back online, it is registered as it was, photo and all
    await context.setOffline(false);
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/amostras/coletadas') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    await expect(page).toHaveURL(/\/app\/coleta\/historico$/);
    const [item] = response.request().postDataJSON() as { idAgrupador: string }[];
    const saved = await request.get(`/api/v1/amostras/coletadas/${item!.idAgrupador}`, {
      headers: { 'Auth-Token': session.token },
    });
    const group = (await saved.json()).data;
    expect(group.responsavelColeta).toBe(responsavel);
    expect(group.itens[0].numeroLacre).toBe('LACRE-RECUPERADO');
    expect(group.itens[0].idsArquivo).toHaveLength(1);

    // registered, it is forgotten: a new collection starts afresh (with the drafts offer)
    await openNew(page);
    await expect(page.getByTestId('unsaved-restored')).toBeHidden();
  });

  test('a collection the server refused opens again in its form, photo included, and is corrected', async ({
    page,
    context,
    loggedInAs,
    request,
  }) => {
    const session = await loggedInAs('amostrador');
    await page.setViewportSize({ width: 390, height: 844 });
    await openNew(page);
    const responsavel = `Recusada E2E ${Date.now().toString(36)}`;
    await fillRamaGroup(page, responsavel);
    await page.getByRole('button', { name: 'Adicionar amostra' }).click();
    await page.getByTestId('item-0-numeroLacre').fill('LACRE-RECUSADO');
    await addPhoto(page, 0, '#369');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText(/a coleta foi guardada no aparelho/)).toBeVisible();

    // back online, the server refuses the kept collection once (the photo upload goes through)
    const allow = await refuseWrites(page, '**/api/v1/amostras/coletadas', 'POST', 'Lacre já usado em outra amostra.');
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByText('O servidor recusou envios guardados no aparelho: 1')).toBeVisible();
    await allow();

    // the outbox opens it in the collection screen as it was kept
    await page.getByRole('button', { name: 'Envios recusados: 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Envios guardados no aparelho' });
    await dialog.getByRole('button', { name: 'Abrir para corrigir' }).click();
    await expect(page).toHaveURL(/\/app\/coleta\/coletada\/add.*[?&]outbox=\d+/);
    await expect(page.getByTestId('outbox-reopened')).toContainText('Lacre já usado em outra amostra.');
    await expect(page.getByRole('dialog', { name: 'Coleta não finalizada' })).toBeHidden();
    await expect(page.getByLabel('Responsável pela coleta')).toHaveValue(responsavel);
    await expect(page.getByTestId('item-0-numeroLacre')).toHaveValue('LACRE-RECUSADO');
    await expect(page.getByTestId('item-card-0').getByTestId('photo-thumbnail')).toHaveCount(1);
    await page.screenshot({ path: 'test-results/collection-reopened-phone.png', fullPage: true });

    // corrected and registered online: the same group, once; the refused entry is gone
    await page.getByTestId('item-0-numeroLacre').fill('LACRE-CORRIGIDO');
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/amostras/coletadas') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    await expect(page.getByText('Coleta cadastrada com sucesso.')).toBeVisible();
    await expect(page.getByTestId('outbox-indicator')).toHaveCount(0);
    const [item] = response.request().postDataJSON() as { idAgrupador: string }[];
    const saved = await request.get(`/api/v1/amostras/coletadas/${item!.idAgrupador}`, {
      headers: { 'Auth-Token': session.token },
    });
    const group = (await saved.json()).data;
    expect(group.itens).toHaveLength(1);
    expect(group.itens[0].numeroLacre).toBe('LACRE-CORRIGIDO');
    expect(group.itens[0].idsArquivo).toHaveLength(1);
    const found = await request.get('/api/v1/amostras/historico', {
      params: { dataInicial: '2000-01-01', dataFinal: '2100-12-31', busca: responsavel },
      headers: { 'Auth-Token': session.token },
    });
    expect((await found.json()).data.total).toBe(1);
  });

  test('the screen on a phone', async ({ page, loggedInAs }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loggedInAs('amostrador');
    await openNew(page);
    await fillRamaGroup(page, 'Telefone');
    await page.getByRole('button', { name: 'Adicionar amostra' }).click();
    await expect(page.getByRole('button', { name: 'Voltar', exact: true })).toBeHidden();
    // the header's back action stays on phones
    await expect(page.getByRole('button', { name: 'Voltar à lista' })).toBeVisible();
    await page.screenshot({ path: 'test-results/collection-phone.png', fullPage: true });

    // a field the sticky action bar covers is scrolled above it when it takes the focus
    await page.getByRole('button', { name: 'Adicionar amostra' }).click();
    const seal = page.getByTestId('item-0-numeroLacre');
    const bar = page.getByRole('button', { name: 'Cadastrar' });
    const top = await seal.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y - 720), top);
    await seal.focus();
    const field = (await seal.boundingBox())!;
    const barTop = await bar.evaluate((el) => el.closest('.MuiPaper-root')!.getBoundingClientRect().top);
    expect(field.y + field.height).toBeLessThanOrEqual(barTop);
  });
});
