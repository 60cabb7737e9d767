import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests for lib/, platform integration tests through app.inject, BFF tests on loopback. */
export default createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  testTimeout: 30000,
  maxWorkers: 2,
});
