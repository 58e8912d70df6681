// `npm run bench`: every benchmark, one after the other (never two at once: they would measure each other),
// against the built server. Prints one table and writes bench/results/latest.json. Usage:
//   npm run bench [-- --only visits,search] [-- --except soak] [-- --smoke] [-- --compare <git-ref> [--rounds 1]]
// --smoke runs each suite for a few seconds on small data (CI): it checks that the benchmarks work, and its
// figures mean nothing; it writes bench/results/smoke.json instead.
// --compare runs the chosen suites of <git-ref> and of this tree alternately (bench/lib/compare.mjs).
// BENCH_RESULTS=<file> writes the rows there and leaves bench/results and docs/ alone (a run --compare makes).
// BENCH_SHARE_ONLY_WITH_CONSENT=1 turns the event's '부스 제공 동의 확인' on before the suites run (with --compare
// too: the ref's tree gets it where it has the setting).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { machine, markdownTable, verdict, writeResults } from './lib/report.mjs';
import { ADMIN_URL } from './lib/server-process.mjs';

const BEGIN = '<!-- latest run: written by npm run bench -->';
const END = '<!-- end of latest run -->';
const SUITES = [
  'visits',
  'search',
  'excel',
  'rebuild',
  'reports',
  'events',
  'live',
  'qr-view',
  'desk',
  'surveys',
  'soak',
];

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    except: { type: 'string' },
    smoke: { type: 'boolean', default: false },
    compare: { type: 'string' },
    rounds: { type: 'string', default: '1' },
  },
});
const left = values.except ? values.except.split(',') : [];
const chosen = (values.only ? values.only.split(',') : SUITES).filter((name) => !left.includes(name));
const unknown = [...chosen, ...left].filter((name) => !SUITES.includes(name));
if (unknown.length) {
  console.error(`unknown suite: ${unknown.join(', ')} (suites: ${SUITES.join(', ')})`);
  process.exit(2);
}
if (!existsSync('server/dist/server/src/main.js') || !existsSync('web/dist/index.html')) {
  console.error('Build first: npm run build');
  process.exit(2);
}

const smoke = values.smoke;
// a smoke run checks that the benchmarks work: its servers hash passwords at 1 MiB as the tests' do (the fixtures'
// booth logins at 64 MiB were a third of the smoke's CPU); a measured run keeps the production setting
if (smoke) process.env.PASSWORD_HASH_MEMORY_KIB ??= '1024';
if (values.compare) {
  const { compare } = await import('./lib/compare.mjs');
  await compare({
    ref: values.compare,
    suites: chosen,
    rounds: Math.max(1, Number(values.rounds) || 1),
    smoke,
    log: (text) => console.log(`  ${text}`),
  });
  process.exit(0);
}
const log = (text) => console.log(`  ${text}`);
const ctx = { smoke, log, seconds: (full, short) => (smoke ? short : full) };

async function postgresVersion() {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await client.connect();
    const { rows } = await client.query('SHOW server_version');
    return rows[0].server_version;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const startedAt = new Date().toISOString();
const started = performance.now();
const rows = [];
for (const name of chosen) {
  const suite = (await import(`./suites/${name}.mjs`)).default;
  console.log(`\n▶ ${suite.title}`);
  const suiteStarted = performance.now();
  try {
    const produced = await suite.run(ctx);
    for (const row of produced)
      log(`${row.what}: ${row.value} ${row.unit}${row.note ? ` (${row.note})` : ''}`);
    rows.push(...produced.map((row) => ({ ...row, suite: name, measuredAt: new Date().toISOString() })));
  } catch (error) {
    console.error(error);
    rows.push({
      key: `${name}.failed`,
      suite: name,
      what: suite.title,
      failed: String(error?.message ?? error).slice(0, 200),
    });
  }
  log(`${Math.round((performance.now() - suiteStarted) / 1000)} s`);
}

const seconds = (performance.now() - started) / 1000;
console.log(`\n${markdownTable(rows)}\n`);
const ownResults = process.env.BENCH_RESULTS;
const path = ownResults ?? (smoke ? 'bench/results/smoke.json' : 'bench/results/latest.json');
const postgres = await postgresVersion();
// a run of some suites replaces their rows in latest.json and keeps the other suites' rows of earlier runs
const kept =
  !smoke && !ownResults && values.only && existsSync(path)
    ? JSON.parse(readFileSync(path, 'utf8')).rows.filter((row) => !chosen.includes(row.suite))
    : [];
const all = [...kept, ...rows].sort((a, b) => SUITES.indexOf(a.suite) - SUITES.indexOf(b.suite));
writeResults(path, { rows: all, startedAt, seconds, postgres, smoke });
// every run but a smoke (or one writing to BENCH_RESULTS) keeps the table in docs/BENCHMARKS.md
if (!smoke && !ownResults) {
  const doc = 'docs/BENCHMARKS.md';
  const m = machine();
  const days = [...new Set(all.map((row) => row.measuredAt?.slice(0, 10)).filter(Boolean))].join(', ');
  const block = [
    BEGIN,
    `Measured on ${days} (\`npm run bench\`): ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}, PostgreSQL ${postgres} on the same machine. Every figure with its details: [bench/results/latest.json](../bench/results/latest.json).`,
    '',
    markdownTable(all),
    END,
  ].join('\n');
  const text = readFileSync(doc, 'utf8');
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (start !== -1 && end > start)
    writeFileSync(doc, text.slice(0, start) + block + text.slice(end + END.length));
}
const met = rows.filter((row) => verdict(row) === true).length;
const missed = rows.filter((row) => verdict(row) === false).length;
console.log(
  `Benchmarks: ${rows.length} figures, ${met} goals met, ${missed} missed, ${Math.round(seconds)} s → ${path}`,
);
// a smoke run fails only when a benchmark could not run; a full run reports misses without failing
if (rows.some((row) => row.failed)) process.exitCode = 1;
