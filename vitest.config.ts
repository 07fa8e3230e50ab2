import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const UNIT_FILES = ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}'];

/**
 * Unit files that replace a module or a global (vi.mock, vi.doMock, vi.stubGlobal): they need a
 * module registry of their own. Found by reading the files, so a new one cannot be forgotten.
 */
const ISOLATED_UNIT_FILES = ['packages', 'apps']
  .flatMap((root) => readdirSync(root).map((name) => join(root, name, 'src')))
  .flatMap((src) => {
    try {
      return readdirSync(src, { recursive: true, encoding: 'utf8' }).map((f) => join(src, f));
    } catch {
      return []; // a workspace without src
    }
  })
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
  .filter((file) => /\bvi\.(mock|doMock|stubGlobal)\(/.test(readFileSync(file, 'utf8')));

/**
 * API test files that mock a module (vi.mock): they need a module registry of their own. The
 * others share one per worker (isolate: false): every file builds its own app on its own
 * database, and evaluating the server's module graph again for each of 64 files was a large
 * share of the API projects' time.
 */
const ISOLATED_API_FILES = ['apps/server/test/auth-structure.test.ts'];

/**
 * Fault tests: each starts a PostgreSQL server of its own (initdb on a free port), runs the real
 * server against it and restarts, kills or freezes the database. They need no test database, so
 * they run once, in their own project (`npm test` runs it), not in each API project.
 */
const FAULT_FILES = ['apps/server/test/faults/**/*.test.ts'];

const apiProjects = (name: string, dbKind: 'pglite' | 'pg') => {
  const test = {
    environment: 'node' as const,
    globalSetup: ['apps/server/test/support/global-setup.ts'],
    env: { TEST_DB_KIND: dbKind, CAIRN_CHEAP_PASSWORD_HASH: '1' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
  return [
    {
      test: {
        ...test,
        name,
        include: ['apps/server/test/**/*.test.ts'],
        exclude: [...ISOLATED_API_FILES, ...FAULT_FILES],
        isolate: false,
      },
    },
    // The production password cost here: auth-structure checks the stored hash's parameters.
    {
      test: { ...test, name: `${name}-isolated`, include: ISOLATED_API_FILES, env: { TEST_DB_KIND: dbKind } },
    },
  ];
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on this 2-core machine. The
    // API tests wait on the database (and the fault tests on restarts) much of the time, so more
    // workers than cores finish the unit, API and fault projects sooner: three took 65% of one's
    // time (714 s → 457 s), four 82% of three's (752 s → 614 s, measured the same day). Browser
    // journeys have their own limit below.
    maxWorkers: 4,
    projects: [
      // The unit files share one module registry per worker (isolate: false): importing React,
      // antd and the app's modules again for each of 250 files was most of the project's time
      // (26 report component files: 293 s → 167 s on a loaded machine). Files that mock a module
      // keep their own registry.
      ...[
        { name: 'unit', include: UNIT_FILES, exclude: ISOLATED_UNIT_FILES, isolate: false },
        { name: 'unit-isolated', include: ISOLATED_UNIT_FILES },
      ].map((project) => ({
        test: {
          ...project,
          environment: 'node' as const,
          setupFiles: ['scripts/unit-test-setup.ts'],
          // A guard against a hung test, not a speed check: the designer's component tests render
          // antd forms and took over 5 s each on a loaded machine, beside three other workers.
          testTimeout: 20_000,
        },
      })),
      ...apiProjects('api-pglite', 'pglite'),
      {
        test: {
          name: 'faults',
          include: FAULT_FILES,
          environment: 'node',
          // A guard against a hung test: each test bounds its own waits well below this.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      // The same API tests against a real PostgreSQL server, when one is given.
      ...(process.env.TEST_DATABASE_URL ? apiProjects('api-pg', 'pg') : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          // Two journey files at a time against the shared server: a journey waits on the browser
          // and the server much of the time, so two finish in 56% of the time of one (685 s →
          // 383 s measured, all passing). Three were slower (410 s) and the logic journey timed
          // out. The timeout is a guard against a hung journey, not a speed check, and is
          // generous because two journeys share two cores.
          maxWorkers: 2,
          // The journey files share one module registry per worker: each imported playwright-core,
          // the contract and its helpers again (105 s of a run's import time). Journeys keep their
          // state in their own file (its browser, its users); no file mocks a module.
          isolate: false,
          // One more try for a journey whose click was lost on a loaded machine. A broken feature
          // still fails: the second try runs the same steps and must pass in full.
          retry: 1,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
