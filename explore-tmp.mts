import { chromium, type Page, type BrowserContext } from 'playwright-core';
const BASE = 'http://127.0.0.1:3400';
const scen = process.argv[2] ?? 's1';
const logs: string[] = [];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
async function newPage(phone = true) {
  const ctx = await browser.newContext({ locale: 'pt-BR', viewport: phone ? { width: 412, height: 915 } : { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(`[console.${m.type()}] ${m.text()}`); });
  page.on('pageerror', (e) => logs.push(`[pageerror] ${e.message}`));
  page.on('response', (r) => { if (r.status() >= 400) logs.push(`[http ${r.status()}] ${r.request().method()} ${r.url()}`); });
  return { ctx, page };
}
async function login(page: Page, user: string) {
  await page.goto(BASE + '/public/login');
  await page.getByLabel('Usuário').fill(user);
  await page.getByLabel('Senha', { exact: true }).fill('Sara@2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/app\//, { timeout: 15000 });
  await page.waitForTimeout(1000);
}
let n = 0;
async function shot(page: Page, name: string, full = false) {
  n++; const p = `/tmp/explore/${scen}-${String(n).padStart(2,'0')}-${name}.png`;
  await page.screenshot({ path: p, fullPage: full }); console.log('shot', p);
}
async function jpeg(page: Page, color = '#3a6', w = 800, h = 600) {
  const b64 = await page.evaluate(({ c, w, h }) => { const cv = document.createElement('canvas'); cv.width = w; cv.height = h; const x = cv.getContext('2d')!; x.fillStyle = c; x.fillRect(0,0,w,h); return cv.toDataURL('image/jpeg', 0.8).split(',')[1]!; }, { c: color, w, h });
  return Buffer.from(b64, 'base64');
}
async function choose(page: Page, label: RegExp, option: RegExp | string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.waitForTimeout(300);
  await page.getByRole('option', { name: option }).first().click();
  await page.waitForTimeout(200);
}
async function texts(page: Page) { return (await page.locator('body').innerText()).slice(0, 3000); }
try {
  const mod = await import(`/tmp/explore/${scen}.mts`);
  await mod.default({ newPage, login, shot, jpeg, choose, texts, BASE, logs });
} catch (e) { console.log('ERROR', e); }
console.log('---- logs'); console.log(logs.join('\n'));
await browser.close();
