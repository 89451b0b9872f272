import { defineConfig, devices } from '@playwright/test';

// e2e runs the built script-tag bundles on the demo shop in Debian's Chromium
// (`npx playwright install` cannot download browsers here; `npm test` finds or installs `chromium`,
// scripts/ensure-chromium.mjs).
//
// The demo server is always one this run starts: on E2E_PORT (`npm test` picks a free one), else
// on a random high port written back to the environment so the workers, which load this file
// again, agree on it. A port already taken fails the run instead of testing someone else's server.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 40_000));
const PORT = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'th-TH',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx tsx examples/server.ts`,
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
