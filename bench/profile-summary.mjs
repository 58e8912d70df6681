// Summarises a V8 CPU profile (node --cpu-prof): self time by package and by function. Usage:
//   node bench/profile-summary.mjs /tmp/prof/CPU.….cpuprofile [--top 30] [--last 10]
// --last N keeps the samples of the profile's last N seconds (a load phase after the setup).
// The benchmarks' servers write profiles with BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { packageOf } from './lib/package-of.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' }, last: { type: 'string' } },
});
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
const from = values.last ? profile.endTime - Number(values.last) * 1e6 : -Infinity;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

const byPackage = new Map();
const byFunction = new Map();
for (const [id, micros] of self) {
  const { callFrame } = byId.get(id);
  const pkg = callFrame.functionName === '(idle)' ? '(idle)' : packageOf(callFrame.url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  const name = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.split('/').slice(-2).join('/')}:${callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
}
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
    console.log(
      `${((100 * micros) / total).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`,
    );
};
console.log(`${(total / 1e6).toFixed(1)} s sampled`);
print('self time by package', byPackage);
print('self time by function', byFunction);
