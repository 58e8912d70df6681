// The checks before the tests (`npm test`): lint, format and the type checks of server and web, run side by side
// (as many at once as the machine has cores; measured in docs/TESTING.md). Each check's output is printed whole
// when it ends, so the lines of two checks never interleave; exits non-zero when any check failed.
//   node scripts/check.mjs            all four
//   node scripts/check.mjs lint       eslint, prettier and the architecture rules
//   node scripts/check.mjs typecheck  tsc on the server (with its tests) and on the web app
//   node scripts/check.mjs --nice     (any of the above) at a lower CPU priority
import { spawn } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';

const TSC = 'node_modules/typescript-7/bin/tsc';

const CHECKS = {
  lint: [
    ['eslint', ['eslint', '.']],
    ['prettier', ['prettier', '--check', '.']],
    // the architecture rules (dependency-cruiser, .dependency-cruiser.cjs): docs/ARCHITECTURE.md
    ['architecture', ['scripts/check-architecture.mjs']],
  ],
  typecheck: [
    // TypeScript 7 (the native compiler, 3–4× faster here: docs/TESTING.md); eslint keeps TypeScript 6's API
    ['tsc server', [TSC, '-p', 'server', '--noEmit']],
    ['tsc web', [TSC, '-p', 'web', '--noEmit']],
  ],
};

const args = process.argv.slice(2);
// --nice: run at a lower priority (scripts/test.mjs runs the checks beside the tests); the checks inherit it
if (args.includes('--nice')) {
  try {
    setPriority(10);
  } catch {
    // a system that refuses it: the checks run at the usual priority
  }
}
const chosen = args.filter((arg) => arg !== '--nice');
const unknown = chosen.filter((name) => !(name in CHECKS));
if (unknown.length > 0) {
  console.error(`check: unknown ${unknown.join(', ')} (known: ${Object.keys(CHECKS).join(', ')})`);
  process.exit(2);
}
const queue = (chosen.length > 0 ? chosen : Object.keys(CHECKS)).flatMap((name) => CHECKS[name]);

/** Runs one check: a script given by its path with this Node, else the project's own binary through npx. */
function run([label, [bin, ...args]]) {
  const started = performance.now();
  const [command, commandArgs] = bin.includes('/')
    ? [process.execPath, [bin, ...args]]
    : ['npx', ['--no-install', bin, ...args]];
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (error) =>
      resolve({ label, ok: false, output: `${output}${error.message}\n`, started }),
    );
    child.on('close', (code) => resolve({ label, ok: code === 0, output, started }));
  });
}

const results = [];
async function worker() {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const result = await run(next);
    const seconds = ((performance.now() - result.started) / 1000).toFixed(1);
    process.stdout.write(`${result.ok ? '✓' : '✗'} ${result.label} (${seconds} s)\n`);
    if (!result.ok || result.output.includes('warning')) process.stdout.write(result.output);
    results.push(result);
  }
}
await Promise.all(Array.from({ length: Math.min(queue.length, availableParallelism()) }, worker));
const failed = results.filter((r) => !r.ok).map((r) => r.label);
if (failed.length > 0) {
  console.error(`check: failed: ${failed.join(', ')}`);
  process.exit(1);
}
