import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const swcPlugin = () =>
  swc.vite({
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
  });

export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      {
        plugins: [swcPlugin()],
        test: { name: 'unit', include: ['server/src/**/*.unit.spec.ts', 'web/src/**/*.unit.spec.ts'] },
      },
      {
        plugins: [swcPlugin()],
        test: {
          name: 'int',
          include: ['server/src/**/*.int.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        plugins: [swcPlugin()],
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        plugins: [swcPlugin()],
        test: {
          name: 'browser',
          include: ['test/browser/**/*.browser.spec.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        plugins: [swcPlugin()],
        test: {
          // kills, outages and the soak: `npm run test:faults` (not part of `npm test`)
          name: 'faults',
          include: ['test/faults/**/*.faults.spec.ts'],
          testTimeout: 20 * 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
