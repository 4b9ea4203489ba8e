import crypto from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_EMPRESA, DEMO_LOCAL, DEMO_PESSOA, DEMO_PRODUTO } from '../../server/src/db/seed/demo-ids.ts';

export const PASSWORD = 'Sara@2026';

export interface Session {
  token: string;
  expiresAt: string;
  user: { id: number; name: string; username: string; email: string };
  features: string[];
}

/** Mints a session through the API (no UI), as the app would have stored it. */
export async function mintSession(request: APIRequestContext, username: string): Promise<Session> {
  const res = await request.post('/sca/api/v1/auth/login', {
    data: { username, password: PASSWORD, systemId: 59, keepConnected: false },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as Session;
}

/** Logs in through the login form, as a person does. */
export async function loginThroughForm(page: Page, username: string, password = PASSWORD) {
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export const test = base.extend<{ loggedInAs: (username: string) => Promise<Session> }>({
  // Opens the app already logged in: the session is minted by the API and stored where the app keeps it.
  loggedInAs: async ({ page, request }, use) => {
    await use(async (username) => {
      const session = await mintSession(request, username);
      // as if this tab had logged in (a tab does not take another user's session kept on the device)
      await page.addInitScript((s) => {
        localStorage.setItem('sara.session', JSON.stringify(s));
        sessionStorage.setItem('sara.tabUser', JSON.stringify(s.user));
      }, session);
      return session;
    });
  },
});
/** A valid JPEG of one colour, drawn on a canvas in the page (the camera tests' 1600x1200 is larger than the upload's 1024x768). */
export async function jpeg(page: Page, color = '#3a6', width = 800, height = 600): Promise<Buffer> {
  const b64 = await page.evaluate(
    ({ c, w, h }) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = c;
      ctx.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/jpeg', 0.8).split(',')[1]!;
    },
    { c: color, w: width, h: height },
  );
  return Buffer.from(b64, 'base64');
}

/**
 * The server refuses every `method` request to `url` with `message` (a 400 as its validation errors are),
 * as when it refuses a write the outbox sends; answers the function that stops it.
 */
export async function refuseWrites(page: Page, url: string, method: string, message: string) {
  await page.route(url, (route) =>
    route.request().method() === method
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'VALIDATION', message } }),
        })
      : route.continue(),
  );
  return () => page.unroute(url);
}

/**
 * A RAMA schedule item of the demo sampler at the Rede Sol store in Curitiba (a tomato), `daysAhead`
 * days from today: a scheduled visit a test owns, since other tests may finalize or delete the demo ones.
 */
export function ramaScheduleItem(observacao: string, daysAhead = 0, idAgrupador: string = crypto.randomUUID()) {
  const when = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  return {
    idAgrupador,
    idLaboratorio: 1,
    infoLaboratorio: { idOrcamento: 1, statusSQSAgrosafety: 'pending' },
    idProgramaAmostra: 1,
    idLocalAmostra: DEMO_LOCAL.solCuritiba,
    idVarejo: 2,
    dataAgendada: `${when}T08:00:00.000`,
    idEmpresa: DEMO_EMPRESA.coletora,
    idPessoaColetor: DEMO_PESSOA.amostrador,
    idProduto: DEMO_PRODUTO.tomate,
    observacao,
  };
}

/** Creates a schedule through the API (POST /api/v1/amostras/agendadas) and answers its group. */
export async function scheduleThroughApi(
  request: APIRequestContext,
  token: string,
  items: ReturnType<typeof ramaScheduleItem>[],
): Promise<{ idAgrupador: string; versao: string; itens: { idAmostra: number }[] }> {
  const created = await request.post('/api/v1/amostras/agendadas', { headers: { 'Auth-Token': token }, data: items });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data;
}

export { expect };
