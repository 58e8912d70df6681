import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';
import { contractSourceAlias } from './contract/source-alias.ts';

const swcPlugin = () =>
  swc.vite({
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
  });

/**
 * Test files run side by side, each in a worker of its own with its own servers, databases (copies of one
 * migrated template: test/support/test-database.ts), ports and Chromium. TEST_WORKERS sets how many (measured
 * on the 2-core CI machine: docs/TESTING.md); the faults run one file at a time (each times its own load;
 * .ci/run runs the soak beside the others).
 * The int, e2e and browser files of a worker share one module graph (`isolate: false`): each file starts and
 * closes its own servers, and importing the whole server again for every file cost 5–10 s of CPU a file.
 */
const workers = Number(process.env.TEST_WORKERS ?? 2);

/**
 * The servers of the int, e2e and browser tests hash passwords with argon2 at 1 MiB instead of 64 MiB: 2.7 ms
 * of CPU a hash or login instead of 180 ms, about a thousand times a run (docs/TESTING.md). Same algorithm,
 * same code; a hash carries its parameters. The faults and the benchmarks keep the production setting.
 */
const lightPasswordHashes = { PASSWORD_HASH_MEMORY_KIB: '1024' };

export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    maxWorkers: workers,
    projects: [
      {
        plugins: [swcPlugin()],
        resolve: { alias: [contractSourceAlias] },
        test: {
          name: 'unit',
          include: [
            'contract/src/**/*.unit.spec.ts',
            'server/src/**/*.unit.spec.ts',
            'web/src/**/*.unit.spec.ts',
            'scripts/**/*.unit.spec.ts',
          ],
        },
      },
      {
        plugins: [swcPlugin()],
        resolve: { alias: [contractSourceAlias] },
        test: {
          name: 'int',
          env: lightPasswordHashes,
          isolate: false,
          include: ['server/src/**/*.int.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [swcPlugin()],
        resolve: { alias: [contractSourceAlias] },
        test: {
          name: 'e2e',
          env: lightPasswordHashes,
          isolate: false,
          include: ['test/e2e/**/*.e2e.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [swcPlugin()],
        resolve: { alias: [contractSourceAlias] },
        test: {
          name: 'browser',
          env: lightPasswordHashes,
          isolate: false,
          include: ['test/browser/**/*.browser.spec.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [swcPlugin()],
        resolve: { alias: [contractSourceAlias] },
        test: {
          // kills, outages and the soak: `npm run test:faults` (not part of `npm test`)
          name: 'faults',
          include: ['test/faults/**/*.faults.spec.ts'],
          testTimeout: 20 * 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          env: { TEST_DATABASE_DURABLE: '1' },
        },
      },
    ],
  },
});
