import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest test files the summary names (where a faster run would start). */
const SLOWEST = 10;

/**
 * Prints the slowest test files, then the plain closing line CI reads: "tests: N passed, N failed, N skipped"
 * (unhandled errors, and a file failing outside its tests, count as failed).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown> = []): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedHere++;
        else skipped++;
      }
      // a file that failed outside its tests (its import, a beforeAll: its tests then count as skipped) is a
      // failure too: the closing line said "0 failed" of a run vitest failed
      failed += failedHere || (module.state() === 'failed' ? 1 : 0);
    }
    const files = testModules
      .map((module) => {
        const { duration, collectDuration, setupDuration } = module.diagnostic();
        return { id: module.moduleId, seconds: (duration + collectDuration + setupDuration) / 1000 };
      })
      .sort((a, b) => b.seconds - a.seconds);
    // every file's time, for comparing runs (TEST_TIMINGS_FILE=/tmp/timings.json npm test)
    const timingsFile = process.env.TEST_TIMINGS_FILE;
    if (timingsFile)
      writeFileSync(
        timingsFile,
        JSON.stringify(files.map(({ id, seconds }) => ({ file: relative(process.cwd(), id), seconds }))),
      );
    const slowest = files.slice(0, SLOWEST);
    if (slowest.length > 1) {
      process.stdout.write('\nslowest test files:\n');
      for (const { id, seconds } of slowest)
        process.stdout.write(`${seconds.toFixed(1).padStart(7)} s  ${relative(process.cwd(), id)}\n`);
    }
    failed += unhandledErrors.length; // an error outside any test fails the run too
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
