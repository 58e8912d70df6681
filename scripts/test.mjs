// `npm test`: the checks (eslint, prettier, tsc on server and web: scripts/check.mjs) side by side with the build
// when stale and then the tests (vitest: unit, int, e2e and browser projects). The tests keep both cores busy
// only part of the time, and the checks fill the rest (measured in docs/TESTING.md). A failed check is said
// at once and fails the run when the tests end; extra arguments go to vitest (`npm test -- test/e2e/x.spec.ts`).
import { spawn } from 'node:child_process';

const PROJECTS = ['unit', 'int', 'e2e', 'browser'];

/** Runs a command with the terminal as its output; resolves with its exit code. */
function run(command, args) {
  const child = spawn(command, args, { stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// the checks at a lower priority: the tests' files get the cores when both want them, the checks the rest
const checks = run(process.execPath, ['scripts/check.mjs', '--nice']).then((code) => {
  if (code !== 0)
    console.error('\ncheck: a check failed (above); the tests go on, and npm test will fail.\n');
  return code;
});

const built = await run(process.execPath, ['scripts/build.mjs', '--if-stale']);
const tests =
  built === 0
    ? await run('npx', [
        '--no-install',
        'vitest',
        'run',
        ...PROJECTS.flatMap((name) => ['--project', name]),
        ...process.argv.slice(2),
      ])
    : built;
const checked = await checks;
if (checked !== 0) console.error('npm test: the checks failed (scripts/check.mjs, above).');
process.exit(tests !== 0 ? tests : checked);
