/**
 * What a piece of work cost this process (the in-process test server and its client): wall time, CPU time
 * (which the other programs on a busy machine do not inflate) and the growth of the resident set over the
 * level before, sampled every few milliseconds and checked against the kernel's high-water mark.
 */
export interface Cost {
  wallMs: number;
  cpuMs: number;
  /** Peak resident set during the work minus the resident set before it, in MiB. */
  rssGrowthMiB: number;
}

const MIB = 1024 * 1024;

export async function measured<T>(work: () => Promise<T>): Promise<{ result: T; cost: Cost }> {
  const rssBefore = process.memoryUsage.rss();
  const maxRssBefore = process.resourceUsage().maxRSS * 1024;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  try {
    const result = await work();
    const wallMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    // a peak between two samples still raised the high-water mark, if it went above the old one
    const maxRss = process.resourceUsage().maxRSS * 1024;
    peak = Math.max(peak, process.memoryUsage.rss(), maxRss > maxRssBefore ? maxRss : 0);
    return {
      result,
      cost: {
        wallMs,
        cpuMs: (cpu.user + cpu.system) / 1000,
        rssGrowthMiB: Math.max(0, peak - rssBefore) / MIB,
      },
    };
  } finally {
    clearInterval(sampler);
  }
}

/** One line of a cost table. */
export const formatCost = (label: string, cost: Cost) =>
  `${label.padEnd(58)} ${cost.wallMs.toFixed(0).padStart(6)} ms wall ${cost.cpuMs.toFixed(0).padStart(6)} ms CPU ` +
  `${cost.rssGrowthMiB.toFixed(0).padStart(4)} MiB RSS growth`;
