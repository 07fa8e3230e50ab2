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
    // Vitest's default is one worker fewer than the cores: one worker on this 2-core machine. The
    // API tests wait on the database much of the time, so three workers finish the unit and API
    // projects in about 65% of the time (714 s → 457 s measured). Browser journeys stay one file
    // at a time (fileParallelism below).
    maxWorkers: 3,
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
