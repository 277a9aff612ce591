import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Unit files two at a time (Vitest's default on a two-core machine is one): each clones its own
    // database, and the browser files only start once they are done (one server, one browser).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{app,server,config,rules,scripts,db,eslint}/**/*.test.{ts,tsx}',
            'tests/contract/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/security/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['tests/setup/golden-data-dir.ts', 'tests/setup/golden-db.ts', 'tests/setup/s3-server.ts'],
          setupFiles: ['tests/setup/strict-console.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // As the browser tests: a failure is run once more before it counts (servers, sockets and
          // timers on a shared two-core machine). `npm test` lists every test that needed it.
          retry: 1,
          // expect.poll waits up to 10 s (Vitest's default, 1 s, is less than a busy machine can take
          // to hydrate a page or load the next comments): only a poll that fails takes longer.
          expect: { poll: { timeout: 10_000 } },
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/golden-data-dir.ts', 'tests/setup/e2e-server.ts', 'tests/setup/s3-server.ts'],
          setupFiles: ['tests/setup/strict-console.ts'],
          // A browser test that fails is run once more before it counts as failed (timing on a shared
          // two-core machine); a real defect fails both times.
          retry: 1,
          // One server, one browser at a time: the machine has two cores.
          poolOptions: { forks: { singleFork: true } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 10_000 } },
          pool: 'forks',
        },
      },
    ],
  },
});
