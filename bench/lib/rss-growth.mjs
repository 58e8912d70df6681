// The memory of a server process over a long run (the soak benchmark and the soak fault test): its RSS sampled
// from /proc at a fixed interval, and the growth from the lowest RSS of the first window of the run (what the
// server keeps between collections once V8 has sized its heap to the load) to the highest of the last window:
// a leak raises that floor; garbage a warm-up or an import left shows in neither.
import { readFileSync } from 'node:fs';

/** The resident set size of process `pid` now, in MB (VmRSS of /proc/PID/status). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/** Samples the RSS of `pid` every `everyMs` (whole MB) until `stop()`, which takes a last sample. */
export function sampleRss(pid, everyMs) {
  const samples = [];
  const take = () => samples.push(Math.round(rssMb(pid)));
  const timer = setInterval(take, everyMs);
  return {
    samples,
    everyMs,
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/**
 * Growth of sampled RSS (every `everyMs`): from the floor of the first `windowMs` to the peak of the last
 * (`growthPct`, what the soak benchmark reports), and from the floor of everything before the last window to
 * that peak (`growthFromFloorPct`: the same where the first window holds the lowest point, and not fooled by a
 * first window that V8 had not yet collected, as in a short run).
 */
export function rssGrowth(samples, everyMs, windowMs = 60_000) {
  if (!samples.length) throw new Error('no RSS samples');
  const n = Math.max(1, Math.round(windowMs / everyMs));
  const last = samples.slice(-n);
  const before = samples.length > n ? samples.slice(0, -n) : samples;
  const startMb = Math.min(...samples.slice(0, n));
  const floorMb = Math.min(...before);
  const endMb = Math.max(...last);
  return {
    startMb,
    floorMb,
    endMb,
    endFloorMb: Math.min(...last),
    peakMb: Math.max(...samples),
    growthPct: (100 * (endMb - startMb)) / startMb,
    growthFromFloorPct: (100 * (endMb - floorMb)) / floorMb,
  };
}
