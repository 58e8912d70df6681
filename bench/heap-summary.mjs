// Bytes allocated a visit by package and by function, from a heap sample of a benchmark's server
// (`node bench/quick-visits.mjs --heap-dir DIR`, which prints the file and the visits it saw):
//   node bench/heap-summary.mjs <heap-….json> <visits> [<other heap-….json> <visits>] [--top 30]
// With two samples (e.g. a ref's server and today's), every row shows both and the difference, largest first.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { packageOf } from './lib/package-of.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' } },
});

/** Bytes a visit by package and by function of one sample. */
function perVisit(file, visits) {
  const { head } = JSON.parse(readFileSync(file, 'utf8'));
  const byPackage = new Map();
  const byFunction = new Map();
  let total = 0;
  const walk = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    if (node.selfSize) {
      const name = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
      const pkg = packageOf(url);
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + node.selfSize / visits);
      byFunction.set(name, (byFunction.get(name) ?? 0) + node.selfSize / visits);
      total += node.selfSize / visits;
    }
    node.children.forEach(walk);
  };
  walk(head);
  return { total, byPackage, byFunction };
}

const samples = [];
for (let i = 0; i < positionals.length; i += 2)
  samples.push(perVisit(positionals[i], Number(positionals[i + 1])));
const top = Number(values.top);
const bytes = (n) =>
  Math.round(n ?? 0)
    .toLocaleString('en-US')
    .padStart(8);

console.log(`bytes allocated a visit: ${samples.map((s) => bytes(s.total).trim()).join(' → ')}`);
for (const [title, key] of [
  ['by package', 'byPackage'],
  ['by function', 'byFunction'],
]) {
  console.log(`\n${title}`);
  const names = new Set(samples.flatMap((s) => [...s[key].keys()]));
  const rows = [...names].map((name) => ({ name, values: samples.map((s) => s[key].get(name) ?? 0) }));
  const change = (row) => (row.values.length > 1 ? row.values[1] - row.values[0] : row.values[0]);
  rows.sort((a, b) => Math.abs(change(b)) - Math.abs(change(a)));
  for (const row of rows.slice(0, top)) {
    const diff =
      row.values.length > 1
        ? `${change(row) >= 0 ? '+' : '-'}${bytes(Math.abs(change(row))).trim()}`.padStart(9)
        : '';
    console.log(`${row.values.map(bytes).join('')} ${diff}  ${row.name}`);
  }
}
