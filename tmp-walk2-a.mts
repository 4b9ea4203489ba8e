import { launch, open, shot, texts, BASE } from './tmp-walk2-lib.mts';
const b = await launch();
const p = await open(b, 'gestor', 'en-US');
await p.goto(BASE + '/app/coleta/agendada/add/');
await p.waitForTimeout(1500);
async function pick(label: string, idx = 0, show=false) {
  await p.getByLabel(label, { exact: false }).first().click();
  await p.waitForTimeout(400);
  const opts = p.getByRole('option');
  if (show) console.log(label, 'OPTIONS', await opts.allInnerTexts());
  if (await opts.count()) await opts.nth(idx).click(); else await p.keyboard.press('Escape');
  await p.waitForTimeout(400);
}
await pick('Collecting company', 1);
await pick('Collection responsible');
await pick('Laboratory');
await pick('Budget');
await pick('Program');
await pick('Retail', 0);
await pick('Collection place');
await p.getByRole('button', { name: 'Add item' }).click();
await p.waitForTimeout(800);
await pick('Product', 0, true);
await pick('Supplier', 0, true);
await p.locator('textarea[name="itens.0.observacao"]').fill('x'.repeat(320));
// past date
const d = p.locator('input[name=dataAgendada]');
await d.click();
await p.keyboard.press('Home');
await p.keyboard.type('01012020');
await p.waitForTimeout(300);
await p.getByRole('button', { name: 'Finish scheduling' }).click();
await p.waitForTimeout(1000);
await shot(p, 'a6-sched-errors-en');
console.log(await texts(p));
await b.close();
