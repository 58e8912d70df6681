// The rows every benchmark suite returns, and the one table and JSON file `npm run bench` makes of them.
//
// A suite is a module in bench/suites/ whose default export is
//   { name: 'visits', title: 'Visit recording', run: async (ctx) => Row[] }
// ctx: { smoke: boolean (a short run for CI: seconds, not minutes), log(text), seconds(full, smoke) }.
// A Row:
//   { key: 'visits.throughput',            stable id, used in latest.json and BENCHMARKS.md
//     what: 'visit recording throughput',  the table's first column
//     value: 3120, unit: 'visits/s',       the measured figure
//     goal: { min: 3000 } | { max: 25 },   optional: the goal on `value`
//     limit: { key: 'visits.pg-limit', value: 5400, min: 0.5 }  optional: the limit measured in the same run
//                                          (`value / limit.value` is reported; `min` is the goal on that ratio)
//     note: 'p50 12 ms, 0 errors',         optional: what else a reader needs to judge the figure
//     details: { … } }                     optional: everything else, kept in latest.json only
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname } from 'node:path';

const formatNumber = (value) =>
  value >= 100 ? Math.round(value).toLocaleString('en-US') : Number(value.toPrecision(3)).toString();

export const formatFigure = (value, unit) =>
  value === undefined || value === null || Number.isNaN(value) ? '—' : `${formatNumber(value)} ${unit}`;

/** Whether a row meets its goals: true, false, or null when it has none. */
export function verdict(row) {
  const checks = [];
  if (row.goal?.min !== undefined) checks.push(row.value >= row.goal.min);
  if (row.goal?.max !== undefined) checks.push(row.value < row.goal.max);
  if (row.limit?.min !== undefined) checks.push(row.value / row.limit.value >= row.limit.min);
  if (row.failed) return false;
  return checks.length ? checks.every(Boolean) : null;
}

const goalText = (row) => {
  const parts = [];
  if (row.goal?.min !== undefined) parts.push(`≥ ${formatFigure(row.goal.min, row.unit)}`);
  if (row.goal?.max !== undefined) parts.push(`< ${formatFigure(row.goal.max, row.unit)}`);
  if (row.limit?.min !== undefined) parts.push(`≥ ${row.limit.min}× limit`);
  return parts.join(', ') || 'reported';
};

/** How far from the goal: the figure over its goal (a max) or the goal over the figure (a min); < 1 is met. */
const goalRatio = (row) => {
  if (row.goal?.max !== undefined) return row.value / row.goal.max;
  if (row.goal?.min !== undefined) return row.goal.min / row.value;
  return undefined;
};

export function markdownTable(rows) {
  const lines = [
    '| what | figure | goal | figure ÷ limit | met | note |',
    '| ---- | ------ | ---- | -------------- | --- | ---- |',
  ];
  for (const row of rows) {
    const met = verdict(row);
    const ratio = row.limit ? `${(row.value / row.limit.value).toFixed(2)}` : '';
    lines.push(
      `| ${row.what} | ${row.failed ? 'failed' : formatFigure(row.value, row.unit)} | ${goalText(row)} | ${ratio} | ${
        met === null ? '' : met ? 'yes' : '**no**'
      } | ${(row.note ?? row.failed ?? '').replaceAll('|', '/')} |`,
    );
  }
  return lines.join('\n');
}

export function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

export function writeResults(path, { rows, startedAt, seconds, postgres, smoke }) {
  mkdirSync(dirname(path), { recursive: true });
  const body = {
    startedAt,
    seconds: Math.round(seconds),
    smoke,
    machine: { ...machine(), postgres },
    rows: rows.map((row) => ({ ...row, met: verdict(row), goalRatio: goalRatio(row) })),
  };
  writeFileSync(path, `${JSON.stringify(body, null, 2)}\n`);
}
