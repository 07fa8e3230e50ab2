import { defineConfig } from 'vitest/config';

const apiProject = (name: string, dbKind: 'pglite' | 'pg') => ({
  test: {
    name,
    include: ['apps/server/test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['apps/server/test/support/global-setup.ts'],
    env: { TEST_DB_KIND: dbKind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      apiProject('api-pglite', 'pglite'),
      // The same API tests against a real PostgreSQL server, when one is given.
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-pg', 'pg')] : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
