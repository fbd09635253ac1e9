// End-to-end journeys on Debian's Chromium, against both modes: the server (npm start, on a fresh
// data directory) and the browser-only demo (npm run demo). Builds come from `npm run build:all`.
import { defineConfig, devices } from '@playwright/test'
import { OWNER_ENV, ownerStatePath } from './e2e/accounts'
import { SMTP_HTTP_PORT, SMTP_PORT } from './e2e/mail'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs'

const SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 3100)
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 4174)

const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  },
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // One worker per mode, the two modes side by side: the server project's specs share one server's
  // data, so they run one at a time (its `workers: 1`); the demo's have a new browser context each
  // and touch no server, so one of them runs beside (also `workers: 1`). Both depend on the sign-in
  // setup so that they are in the same phase: Playwright runs a project only after the phase of
  // its dependencies, so a demo without one ran first and alone.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { trace: 'on-first-retry', screenshot: 'only-on-failure' },
  projects: [
    // Server mode needs a session (issue #20): the Owner signs in once, every spec reuses the cookie.
    {
      name: 'server-sign-in',
      testMatch: /auth\.setup\.ts/,
      use: { baseURL: `http://127.0.0.1:${SERVER_PORT}` },
    },
    {
      name: 'server',
      dependencies: ['server-sign-in'],
      workers: 1,
      use: {
        ...browser,
        baseURL: `http://127.0.0.1:${SERVER_PORT}`,
        storageState: ownerStatePath(SERVER_PORT),
      },
    },
    {
      name: 'demo',
      dependencies: ['server-sign-in'],
      workers: 1,
      use: { ...browser, baseURL: `http://127.0.0.1:${DEMO_PORT}` },
    },
  ],
  webServer: [
    {
      command: 'node e2e/mail-catcher.mjs',
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_SMTP_HTTP_PORT: String(SMTP_HTTP_PORT) },
      url: `http://127.0.0.1:${SMTP_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `rm -rf .e2e-data/${SERVER_PORT} && node scripts/start.mjs`,
      // A first start on a fresh data directory: the Owner of accounts.ts, with the sample data.
      env: {
        PORT: String(SERVER_PORT),
        DATA_DIR: `.e2e-data/${SERVER_PORT}`,
        HOST: '127.0.0.1',
        ...OWNER_ENV,
        // The e2e mail server below catches what the app sends (issue #30).
        SMTP_URL: `smtp://e2e:e2e@127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM: 'Groundwork E2E <office@groundwork.test>',
      },
      url: `http://127.0.0.1:${SERVER_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/demo.mjs`,
      env: { PORT: String(DEMO_PORT), HOST: '127.0.0.1' },
      url: `http://127.0.0.1:${DEMO_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
