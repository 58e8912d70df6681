// `npm run bench -- --compare <git-ref> [--only visits] [--rounds 1]`: the chosen suites of another commit and of
// this tree, run alternately on this machine (ref, today, today, ref for each round), each figure side by side
// with the ratio today ÷ ref (all runs in bench/results/compare-<ref>.json). The ref is checked out into a worktree under the system's temp directory,
// installed and built there once (kept for the next comparison with the same commit). Absolute figures drift
// by ±30 % on a shared machine from hour to hour; alternating runs put the same drift on both sides.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Figures inside a row's details worth comparing too (CPU a visit is steadier than the rate on a busy machine). */
const DETAILS = {
  cpuMsPerVisit: { what: 'server CPU a visit', unit: 'ms' },
  postgresCpuMsPerVisit: { what: 'PostgreSQL CPU a visit', unit: 'ms' },
};

const run = (command, args, cwd, log) => {
  log(`$ ${command} ${args.join(' ')}  (in ${cwd})`);
  execFileSync(command, args, { cwd, stdio: 'inherit' });
};

/** The ref's tree, checked out, installed and built (reused when it was before). */
function refTree(ref, log) {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { encoding: 'utf8' }).trim();
  const dir = join(tmpdir(), 'expo-compare', sha.slice(0, 12));
  const built = join(dir, '.compare-built');
  if (existsSync(built)) return { sha, dir };
  if (existsSync(dir)) {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  }
  mkdirSync(join(tmpdir(), 'expo-compare'), { recursive: true });
  run('git', ['worktree', 'add', '--detach', dir, sha], process.cwd(), log);
  try {
    run('npm', ['ci', '--no-audit', '--no-fund'], dir, log);
  } catch {
    // an older lockfile npm ci refuses (optional packages of other platforms missing): install from package.json
    run('npm', ['install', '--no-audit', '--no-fund'], dir, log);
  }
  run('npm', ['run', 'build'], dir, log);
  writeFileSync(built, `${sha}\n`);
  return { sha, dir };
}

/** One run of `node bench/run.mjs --only …` in `cwd`; its rows. */
async function suiteRun(cwd, suites, smoke, log) {
  const results = join(tmpdir(), `expo-compare-${process.pid}-${Date.now()}.json`);
  const started = new Date().toISOString();
  const args = ['bench/run.mjs', '--only', suites.join(','), ...(smoke ? ['--smoke'] : [])];
  log(`$ node ${args.join(' ')}  (in ${cwd})`);
  const child = spawn(process.execPath, args, {
    cwd,
    // today's runner writes its rows to BENCH_RESULTS and leaves docs/ alone; an older one ignores it and
    // writes its own tree's results file
    env: { ...process.env, BENCH_RESULTS: results },
    stdio: 'inherit',
  });
  const code = await new Promise((done) => child.once('exit', done));
  if (code !== 0) log(`(exit ${code})`);
  const own = join(cwd, 'bench/results', smoke ? 'smoke.json' : 'latest.json');
  const path = existsSync(results) ? results : own;
  if (!existsSync(path)) throw new Error(`no results from ${cwd}`);
  const rows = JSON.parse(readFileSync(path, 'utf8')).rows.filter(
    (row) => suites.includes(row.suite) && (path === results || (row.measuredAt ?? '') >= started),
  );
  rmSync(results, { force: true });
  return rows;
}

/** A run's rows as figures by key, the chosen details of each row included. */
function figures(rows) {
  const found = new Map();
  for (const row of rows) {
    if (row.failed || typeof row.value !== 'number') continue;
    found.set(row.key, { what: row.what, unit: row.unit, value: row.value });
    for (const [field, meta] of Object.entries(DETAILS)) {
      const value = row.details?.[field];
      // (about 0: not measured, e.g. PostgreSQL inside the server process with the embedded database)
      if (typeof value === 'number' && value > 0.001)
        found.set(`${row.key}.${field}`, { what: `${row.what}: ${meta.what}`, unit: meta.unit, value });
    }
  }
  return found;
}

const format = (n) =>
  n >= 100 ? Math.round(n).toLocaleString('en-US') : Number(n.toPrecision(3)).toString();
const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

/** The side-by-side table: every figure of every run, and today's mean over the ref's. */
export function comparisonTable(ref, runs) {
  const keys = [];
  for (const { found } of runs) for (const key of found.keys()) if (!keys.includes(key)) keys.push(key);
  const lines = [`| what | ${ref} | today | today ÷ ${ref} |`, '| ---- | ---- | ----- | ---- |'];
  for (const key of keys) {
    const side = (name) =>
      runs.filter((r) => r.side === name).flatMap((r) => (r.found.has(key) ? [r.found.get(key)] : []));
    const [theirs, ours] = [side('ref'), side('today')];
    const any = theirs[0] ?? ours[0];
    const list = (values) =>
      values.length ? values.map((f) => format(f.value)).join(', ') + ` ${any.unit}` : '—';
    const ratio =
      theirs.length && ours.length
        ? (mean(ours.map((f) => f.value)) / mean(theirs.map((f) => f.value))).toFixed(2)
        : '';
    lines.push(`| ${any.what} | ${list(theirs)} | ${list(ours)} | ${ratio} |`);
  }
  return lines.join('\n');
}

export async function compare({ ref, suites, rounds, smoke, log }) {
  const today = process.cwd();
  const { sha, dir } = refTree(ref, log);
  const order = [];
  for (let i = 0; i < rounds; i++) order.push('ref', 'today', 'today', 'ref');
  const runs = [];
  for (const [i, side] of order.entries()) {
    console.log(
      `\n■ run ${i + 1} of ${order.length}: ${side === 'ref' ? `${ref} (${sha.slice(0, 7)})` : 'today'}`,
    );
    const rows = await suiteRun(side === 'ref' ? dir : today, suites, smoke, log);
    runs.push({ side, startedAt: new Date().toISOString(), found: figures(rows), rows });
  }
  const table = comparisonTable(ref, runs);
  console.log(`\n${table}\n`);
  const path = resolve(`bench/results/compare-${ref.replace(/[^\w.-]+/g, '_')}${smoke ? '-smoke' : ''}.json`);
  writeFileSync(
    path,
    `${JSON.stringify({ ref, sha, suites, rounds, order, runs: runs.map(({ found, ...r }) => ({ ...r, figures: Object.fromEntries(found) })) }, null, 2)}\n`,
  );
  console.log(
    `Compared ${suites.join(', ')} with ${ref} (${sha.slice(0, 7)}): ${order.length} runs → ${path}`,
  );
  return table;
}
