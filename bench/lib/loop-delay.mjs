// Preloaded into a benchmark's server (`BENCH_NODE_ARGS="--import …/bench/lib/loop-delay.mjs" BENCH_TRACE=1`):
// every second, on stderr, the event loop's delay (max and p99 over that second), the time spent in GC, and the
// heap, each line stamped with the wall-clock time. For a stall that CPU figures do not show: a second whose
// loop was held shows here; a second where the server waited on something else does not.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
let gcMs = 0;
let gcMax = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcMs += entry.duration;
    gcMax = Math.max(gcMax, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

setInterval(() => {
  const ms = (ns) => (ns / 1e6).toFixed(0);
  process.stderr.write(
    `loop ${new Date().toISOString().slice(11, 23)} max ${ms(delay.max)} p99 ${ms(delay.percentile(99))} ` +
      `gc ${gcMs.toFixed(0)} (max ${gcMax.toFixed(0)}) heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB\n`,
  );
  delay.reset();
  gcMs = 0;
  gcMax = 0;
}, 1000).unref();
