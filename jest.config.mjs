import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config = createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  testTimeout: 30000,
  maxWorkers: 2,
});

/**
 * Unit tests for lib/, platform integration tests through app.inject, BFF tests on loopback.
 * `cookie` 2 (pulled in by Fastify's light-my-request for app.inject) ships ESM only, so it
 * is transformed like our sources instead of being ignored with the rest of node_modules.
 * So are next-intl, use-intl and their @formatjs parts, which component tests render
 * (inside NextIntlClientProvider) and which ship ESM only as well.
 */
const esmOnly = ['cookie', 'next-intl', 'use-intl', '@formatjs', 'intl-messageformat', 'icu-minify'];

export default async () => {
  const c = await config();
  c.transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return c;
};
