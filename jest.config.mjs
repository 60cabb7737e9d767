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
 * PGlite's CommonJS build loads Node built-ins with import(), which jest refuses without
 * --experimental-vm-modules (and that flag in turn breaks the cookie transform): transformed,
 * the import() calls become require(). @fastify/cookie loads `cookie` with import() for the
 * same reason, so it is transformed too.
 */
const esmOnly = [
  'cookie', '@fastify/cookie', 'next-intl', 'use-intl', '@formatjs', 'intl-messageformat', 'icu-minify', '@electric-sql/pglite',
  // Social login: openid-client and its parts (oauth4webapi, jose) ship ESM only, and so does
  // oidc-provider, the real OpenID provider the tests run on loopback.
  'openid-client', 'oauth4webapi', 'jose', 'oidc-provider',
];

export default async () => {
  const c = await config();
  c.transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  // PGlite's CommonJS entry is index.cjs, which next/jest's transform pattern leaves out.
  const [[pattern, swc]] = Object.entries(c.transform);
  c.transform = { [pattern.replace('|mjs)', '|mjs|cjs)')]: swc };
  return c;
};
