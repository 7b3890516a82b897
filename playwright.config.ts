import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
// Set once in the main process, so the workers (which inherit the environment) read the same outbox.
process.env.E2E_DATA_DIR ??= `/tmp/realty-e2e-${process.pid}`;
const dataDir = process.env.E2E_DATA_DIR;
const nbgPort = port + 89;

/**
 * End-to-end tests drive Debian's Chromium against the built app on a real server with a fresh
 * embedded database seeded with demo data.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ka-GE',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      command: 'tsx e2e/nbg-server.ts',
      port: nbgPort,
      reuseExistingServer: false,
      env: { NBG_PORT: String(nbgPort) },
    },
    {
      command: `rm -rf ${dataDir} && tsx src/server/main.ts`,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        NBG_RATES_URL: `http://127.0.0.1:${nbgPort}/gw/api/ct/monetarypolicy/currencies/en/json/`,
      },
    },
  ],
});
