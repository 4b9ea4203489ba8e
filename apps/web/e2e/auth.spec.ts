import { visibleBottomNav, visibleSideMenu } from '@sara/domain/menu';
import { TEXTS } from '@sara/domain/i18n/texts';
import { expect, loginThroughForm, mintSession, test } from './fixtures.ts';

const ptBr = new Map(TEXTS.map((t) => [t.token, t.ptBr]));
const label = (token: string) => ptBr.get(token) ?? token;
const DEMO = ['admin', 'gestor', 'amostrador', 'fornecedor', 'varejo'];

test.describe('sign-in and the app shell', () => {
  for (const username of DEMO) {
    test(`${username} logs in and sees exactly the menu of its features`, async ({ page, request }) => {
      const { features, user } = await mintSession(request, username);
      await page.goto('/');
      await expect(page).toHaveURL(/\/public\/login/);
      await loginThroughForm(page, username);
      await expect(page).toHaveURL(/\/app\/main$/);

      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(menu.getByText(user.name)).toBeVisible();
      await expect(menu.getByText(username, { exact: true })).toBeVisible();
      await expect(menu.getByText('Versão 1.65.0')).toBeVisible();
      const expected = visibleSideMenu(features).flatMap((s) => s.entries.map((e) => label(e.labelKey)));
      const shown = await menu.getByRole('link').or(menu.getByRole('button')).allInnerTexts();
      const entries = shown.map((s) => s.trim()).filter((s) => s && s !== 'Sair');
      expect(entries.sort()).toEqual([...expected].sort());
      await page.keyboard.press('Escape');
      // while the drawer closes MUI keeps the page aria-hidden
      await expect(menu).toBeHidden();

      const nav = page.getByRole('navigation', { name: 'Navegação inferior' });
      const items = (await nav.getByRole('button').or(nav.getByRole('link')).allInnerTexts()).map((s) => s.trim());
      expect(items).toEqual(visibleBottomNav(features).map((e) => label(e.labelKey)));
    });
  }

  test('a wrong password shows the message and stays on login', async ({ page }) => {
    await page.goto('/public/login');
    await loginThroughForm(page, 'gestor', 'Errada@123');
    await expect(page.getByRole('alert')).toContainText('Usuário e/ou senha inválidos.');
    await expect(page).toHaveURL(/\/public\/login/);
  });

  test('required fields are flagged before anything is sent', async ({ page }) => {
    await page.goto('/public/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
  });

  test('a token in the query parameter logs in directly', async ({ page, request }) => {
    const { token } = await mintSession(request, 'fornecedor');
    await page.goto(`/public/login?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/app\/main$/);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' }).getByText('Fernando Fornecedor')).toBeVisible();
  });

  test('logout returns to login and the session no longer opens the app', async ({ page, loggedInAs }) => {
    await loggedInAs('varejo');
    await page.goto('/app/main');
    await expect(page).toHaveURL(/\/app\/main$/);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/public\/login/);
    await page.goto('/app/main');
    await expect(page).toHaveURL(/\/public\/login/);
  });

  test("a tab never becomes another user's: a logout in one tab ends the other, and a login there asks", async ({
    page,
    context,
  }) => {
    await page.goto('/public/login');
    await loginThroughForm(page, 'amostrador');
    await expect(page).toHaveURL(/\/app\/main$/);
    const other = await context.newPage();
    await other.goto('/app/coleta/historico');
    await expect(other.getByRole('heading', { name: 'Histórico de coletas' })).toBeVisible();

    // tab A logs out: tab B, on the same session, goes to the login and will come back to its screen
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Sair' }).click();
    await expect(other).toHaveURL(/\/public\/login\?redirectTo=%2Fapp%2Fcoleta%2Fhistorico/);

    // gestor logs in in tab A: tab B stays on its login, and a reload there asks whose session to use
    await loginThroughForm(page, 'gestor');
    await expect(page).toHaveURL(/\/app\/main$/);
    await expect(other.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await other.reload();
    await expect(other.getByTestId('session-other-user')).toContainText(
      'Este aparelho está conectado como Gustavo Gestor',
    );
    await other.getByRole('button', { name: /^Entrar como/ }).click();
    await expect(other.getByLabel(/Usuário/)).toHaveValue('amostrador');
    await other.getByLabel(/^Senha/).fill('Sara@2026');
    await other.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(other).toHaveURL(/\/app\/coleta\/historico/);
    // and tab A is still gestor's
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' }).getByText('Gustavo Gestor')).toBeVisible();
  });

  test('an /app address opened without a session comes back after login', async ({ page }) => {
    await page.goto('/app/main?aba=1');
    await expect(page).toHaveURL(/\/public\/login/);
    await loginThroughForm(page, 'gestor');
    await expect(page).toHaveURL(/\/app\/main\?aba=1$/);
  });

  test("the app's files and the lists arrive compressed", async ({ page }) => {
    const encodings = new Map<string, string | undefined>();
    page.on('response', async (res) => {
      const url = new URL(res.url());
      if (/\.js$/.test(url.pathname) || url.pathname === '/sca/api/v1/i18n')
        encodings.set(url.pathname, (await res.allHeaders())['content-encoding']);
    });
    await page.goto('/public/login');
    await expect(page.getByLabel('Usuário')).toBeVisible();
    const entry = [...encodings.keys()].find((p) => /^\/assets\/index-.*\.js$/.test(p));
    expect(entry, [...encodings.keys()].join(', ')).toBeDefined();
    // Chromium asks for brotli over HTTPS only: here gzip
    expect(['br', 'gzip']).toContain(encodings.get(entry!));
    // the translation catalogue the login screen reads
    await expect.poll(() => encodings.has('/sca/api/v1/i18n')).toBe(true);
    expect(['br', 'gzip']).toContain(encodings.get('/sca/api/v1/i18n'));
  });

  test('an unknown address goes to login', async ({ page }) => {
    await page.goto('/nada/aqui');
    await expect(page).toHaveURL(/\/public\/login/);
  });

  test('the language can be switched to English', async ({ page }) => {
    await page.goto('/public/login');
    await page.getByLabel('Idioma').click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
