import { defineConfig, devices } from '@playwright/test';

/** The e2e suite runs the product as `npm start` does, on its own ports and data directory. */
export const e2ePorts = {
  web: Number(process.env.E2E_PORT ?? 3210),
  platform: Number(process.env.E2E_PLATFORM_PORT ?? 4210),
  /** A real SMTP server the recovery spec runs; the product sends its e-mail there. */
  smtp: Number(process.env.E2E_SMTP_PORT ?? 2529),
};
export const e2eDataDir = '.data/e2e';
/** Outside the data directory, which each start wipes: e2e/signin.spec.ts writes the offset. */
export const e2eRewardsClockFile = `.data/e2e-rewards-clock-${e2ePorts.platform}`;
/** The same for the house games' reality check (e2e/reality-check.spec.ts moves the time a member has played). */
export const e2eRealityClockFile = `.data/e2e-reality-clock-${e2ePorts.platform}`;

export default defineConfig({
  testDir: './e2e',
  // The screenshots of docs/screens are taken on demand (npm run screens), not in every run.
  testIgnore: ['screens/**'],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${e2ePorts.web}`,
    trace: 'retain-on-failure',
    // The app's service worker answers navigations and static files, which page.route no longer
    // sees; specs run without it, and e2e/app.spec.ts, which tests it, lets it in.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
  ],
  webServer: {
    command: `rm -rf ${e2eDataDir} && npm start`,
    url: `http://127.0.0.1:${e2ePorts.web}/m/home`,
    // npm start builds first: about 5 min on a loaded two-core machine, so 10 min to be served.
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(e2ePorts.web), PLATFORM_PORT: String(e2ePorts.platform), DATA_DIR: e2eDataDir, SMTP_URL: `smtp://127.0.0.1:${e2ePorts.smtp}`,
      // The sign-in spec moves the daily rewards' day (nothing else) by writing milliseconds here.
      REWARDS_CLOCK_FILE: e2eRewardsClockFile,
      // The house games' reality-check spec moves the time played (nothing else) the same way.
      REALITY_CLOCK_FILE: e2eRealityClockFile,
    },
  },
});
