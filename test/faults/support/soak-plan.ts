/** How a soak of a given length is measured, so a shortened run (CI) still means something. */
export interface SoakPlan {
  minutes: number;
  /** The whole load. */
  seconds: number;
  /** The start of the load whose memory is not measured: V8 sizes its heap to the load first. */
  warmUpSeconds: number;
  /** The growth compares the lowest RSS after the warm-up with the highest of the last window. */
  windowMs: number;
  /** RSS sampling interval. */
  sampleMs: number;
  /**
   * The most the memory held after a full collection (JS heap and buffers, support/retained-memory.ts) may grow
   * from the end of the warm-up to the end of the load, in %. The RSS samples are printed, not judged: in a
   * short run their peaks follow when V8 last ran a major collection (CI on 2026-11-27: 222 → 410 MB in 60 s,
   * and 83 → 81 MB held after a full collection in the same code's next run).
   */
  maxGrowthPct: number;
}

/**
 * The full soak (10 minutes) measures as bench/suites/soak.mjs does: one minute of warm-up, RSS sampled every
 * 10 s, the last minute's highest RSS against the floor before it. A shorter soak scales the warm-up (a
 * quarter of the run), the last window (a third of what is left) and the sampling (six per window) down and
 * keeps the 20% bound: it still catches a leak of a kilobyte or more per visit (60,000 visits in two minutes
 * would hold 60 MB, over a third of the server's ~160 MB), while the ten-minute run is the one that sees a
 * slow leak.
 */
export function soakPlan(minutes: number): SoakPlan {
  if (!(minutes > 0)) throw new Error(`SOAK_MINUTES must be a positive number of minutes, not ${minutes}`);
  const seconds = Math.round(minutes * 60);
  const warmUpSeconds = Math.min(60, seconds / 4);
  const windowMs = Math.min(60_000, ((seconds - warmUpSeconds) * 1000) / 3);
  return {
    minutes,
    seconds,
    warmUpSeconds,
    windowMs,
    sampleMs: Math.min(10_000, windowMs / 6),
    maxGrowthPct: 20,
  };
}
