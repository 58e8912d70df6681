// The architecture rules as a check (`npm run lint`, docs/ARCHITECTURE.md): dependency-cruiser's rules
// (.dependency-cruiser.cjs: no import cycle, pure domains, no SQL in controllers, the web never imports the
// server, no context reaching into another's command handlers or projections), and no two server folders that
// import each other both ways (one reads the other through a query or an event; where both need each other,
// one asks a query the other answers). Nothing is exempt: a violation fails the lint.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const { stdout, stderr } = await promisify(execFile)(
  process.execPath,
  [
    'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
    'contract/src',
    'server/src',
    'web/src',
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'json',
  ],
  { maxBuffer: 64 * 1024 * 1024 },
).catch((error) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? String(error) }));

let result;
try {
  result = JSON.parse(stdout);
} catch {
  console.error(`architecture: dependency-cruiser gave no result\n${stderr ?? ''}`);
  process.exit(1);
}

const problems = [];
for (const violation of result.summary.violations.filter((v) => v.rule.severity !== 'ignore')) {
  const path = violation.cycle?.length
    ? [violation.from, ...violation.cycle.map((step) => step.name)].join(' → ')
    : `${violation.from} → ${violation.to}`;
  problems.push(`${violation.rule.name}: ${path}`);
}

/** The server folder a module is in (a context, or shared code such as core/ or event-store/). */
const folderOf = (path) => /^server\/src\/([^/]+)\//.exec(path ?? '')?.[1];
const imports = new Set();
for (const module of result.modules) {
  const from = folderOf(module.source);
  if (!from) continue;
  for (const dependency of module.dependencies) {
    const to = folderOf(dependency.resolved);
    if (to && to !== from) imports.add(`${from} ${to}`);
  }
}
const twoWay = [...imports]
  .map((pair) => pair.split(' '))
  .filter(([from, to]) => from < to && imports.has(`${to} ${from}`))
  .map(([from, to]) => `${from} <-> ${to}`);
for (const pair of twoWay) {
  problems.push(
    `two-way imports between server folders: ${pair} (read the other through a query or an event)`,
  );
}

if (problems.length > 0) {
  console.error(`architecture: ${String(problems.length)} problem(s)\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log(`architecture: ${String(result.summary.totalCruised)} modules, rules hold`);
