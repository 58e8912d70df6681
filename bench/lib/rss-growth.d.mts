// Types of rss-growth.mjs for the TypeScript tests that share it (test/faults/soak.faults.spec.ts).
export function rssMb(pid: number): number;

export interface RssSampler {
  /** Whole MB, one every `everyMs`, oldest first. */
  readonly samples: number[];
  readonly everyMs: number;
  stop(): number[];
}
export function sampleRss(pid: number, everyMs: number): RssSampler;

export interface RssGrowth {
  /** The lowest RSS of the first window. */
  startMb: number;
  /** The lowest RSS before the last window. */
  floorMb: number;
  /** The highest RSS of the last window. */
  endMb: number;
  /** The lowest RSS of the last window. */
  endFloorMb: number;
  peakMb: number;
  /** startMb → endMb, in %. */
  growthPct: number;
  /** floorMb → endMb, in %. */
  growthFromFloorPct: number;
}
export function rssGrowth(samples: readonly number[], everyMs: number, windowMs?: number): RssGrowth;
