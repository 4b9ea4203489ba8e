import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

// End-to-end tests in Debian's Chromium (never a downloaded browser), against the real
// product started on a fresh database: PGlite in data/e2e, or PostgreSQL when DATABASE_URL is set.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = fs.existsSync(CHROMIUM);
if (!hasChromium) {
  if (process.env.CI || process.env.E2E_REQUIRED)
    throw new Error(`Chromium not found at ${CHROMIUM}: end-to-end tests are required here.`);
  console.warn(
    `\n!!! Chromium not found at ${CHROMIUM}: END-TO-END TESTS ARE SKIPPED. Install it: apt-get install -y chromium\n`,
  );
}
const PORT = Number(process.env.E2E_PORT ?? 3199);
// Parallel local runs (one per working copy) need their own data folder and web build.
const DATA_DIR = process.env.E2E_DATA_DIR ?? 'data/e2e';

export default defineConfig({
  testDir: 'apps/web/e2e',
  testIgnore: hasChromium ? [] : ['**/*'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: hasChromium
    ? {
        command: `rm -rf ${DATA_DIR} && node --import tsx apps/server/src/main.ts`,
        url: `http://localhost:${PORT}/health`,
        reuseExistingServer: false,
        timeout: 180_000,
        env: {
          PORT: String(PORT),
          DATA_DIR,
          ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'true',
          ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
        },
      }
    : undefined,
});
