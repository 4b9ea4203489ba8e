import { chromium, type Page, type Browser } from 'playwright-core';
export const BASE = 'http://127.0.0.1:3320';
export const LABELS: Record<string, { user: string; pass: string; btn: string }> = {
  'en-US': { user: 'Username', pass: 'Password', btn: 'Log in' },
  'es-ES': { user: 'Usuario', pass: 'Contraseña', btn: 'Entrar' },
  'pt-BR': { user: 'Usuário', pass: 'Senha', btn: 'Entrar' },
};
export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
}
export async function open(browser: Browser, user: string, locale: string, mobile = false): Promise<Page> {
  const ctx = await browser.newContext({ locale, viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('console', (m) => { if (m.type() === 'error' || m.type()==='warning') console.log('CONSOLE', m.type(), m.text().slice(0, 300)); });
  await page.goto(BASE + '/public/login');
  const l = LABELS[locale];
  await page.getByLabel(l.user).fill(user);
  await page.getByLabel(l.pass, { exact: true }).fill('Sara@2026');
  await page.getByRole('button', { name: l.btn }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/public'), { timeout: 15000 });
  await page.waitForTimeout(1500);
  return page;
}
export async function shot(page: Page, name: string, full = true) {
  await page.screenshot({ path: `/tmp/walk2-shots/${name}.png`, fullPage: full });
  console.log('SHOT', name);
}
export async function texts(page: Page) {
  const t = await page.evaluate(() => document.body.innerText);
  const keys = t.match(/\b(sara2g|acesso)\.[\w.]+/g);
  if (keys) console.log('KEYS', [...new Set(keys)]);
  return t;
}
