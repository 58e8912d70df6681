// The architecture rules (docs/ARCHITECTURE.md): dependency-cruiser's (.dependency-cruiser.cjs) and the folder
// graph's (no folder cycle, at any depth: a context, a web feature, lib/ or one of its folders). Used by
// `npm run lint` (scripts/check-architecture.mjs) on the repository, and by its test on planted violations.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['contract/src', 'server/src', 'web/src'];

/**
 * The folder a module counts in for the folder graph: a server folder (`server/src/attendees`), a web feature
 * (`web/src/features/desk`) or a web folder (`web/src/lib/live`, `web/src/components`); a file at the root of
 * `server/src` or `web/src` counts as a folder of its own.
 */
export function folderOf(path) {
  const match =
    /^(web\/src\/(?:features|lib)\/[^/]+)\//.exec(path ?? '') ??
    /^((?:server|web)\/src\/[^/]+)(?:\/|$)/.exec(path ?? '');
  return match?.[1];
}

/** A cycle's members from its first in order (a → b → c and b → c → a are one cycle). */
function rotated(members) {
  const start = members.indexOf([...members].sort()[0]);
  return [...members.slice(start), ...members.slice(0, start)];
}

/** The folder cycles of a cruise: each as `a → b → … → a`, found by a depth-first walk of the folder graph. */
function folderCycles(modules) {
  const edges = new Map();
  for (const module of modules) {
    const from = folderOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved);
      if (!to || to === from || to.startsWith(`${from}/`) || from.startsWith(`${to}/`)) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
  const cycles = new Map();
  const state = new Map();
  const stack = [];
  const visit = (folder) => {
    state.set(folder, 'open');
    stack.push(folder);
    for (const next of edges.get(folder) ?? []) {
      if (state.get(next) === 'open') {
        const key = rotated(stack.slice(stack.indexOf(next)));
        cycles.set(key.join(' → '), `${key.join(' → ')} → ${key[0]}`);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(folder, 'done');
  };
  for (const folder of [...edges.keys()].sort()) if (!state.has(folder)) visit(folder);
  return [...cycles.values()];
}

/** The rules' violations in the tree at `cwd` (the repository unless a test plants one): one line each. */
export async function architectureProblems(cwd = ROOT) {
  const sources = SOURCES.filter((source) => existsSync(join(cwd, source)));
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [
      join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      ...sources,
      '--config',
      join(ROOT, '.dependency-cruiser.cjs'),
      '--output-type',
      'json',
    ],
    { cwd, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? String(error) }));
  let result;
  try {
    result = JSON.parse(stdout);
  } catch {
    throw new Error(`dependency-cruiser gave no result\n${stderr ?? ''}`);
  }
  const problems = new Set();
  for (const violation of result.summary.violations.filter((v) => v.rule.severity !== 'ignore')) {
    // a cycle is reported from each of its members: once here, from the first in order
    const members = violation.cycle?.length
      ? [violation.from, ...violation.cycle.map((step) => step.name)]
      : [];
    if (members.at(-1) === violation.from) members.pop();
    const steps = rotated(members);
    const path = steps.length ? [...steps, steps[0]].join(' → ') : `${violation.from} → ${violation.to}`;
    problems.add(`${violation.rule.name}: ${path}`);
  }
  for (const cycle of folderCycles(result.modules)) problems.add(`no-folder-cycle: ${cycle}`);
  return { problems: [...problems], modules: result.summary.totalCruised };
}
