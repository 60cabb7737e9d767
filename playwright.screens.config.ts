import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screens`: the screenshots of docs/screens (e2e/screens/capture.spec.ts), taken with
 * the e2e suite's server, browser and phone profile but one at a time and with room for a slow
 * machine. Not part of `npm run test:e2e` or CI: the pictures change when the product does, and
 * a person looks at them before committing.
 */
export default defineConfig({
  ...base,
  testDir: './e2e/screens',
  testIgnore: [],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 300_000,
});
