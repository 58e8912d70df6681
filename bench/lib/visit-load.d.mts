// Types of visit-load.mjs for the TypeScript tests that share it (test/faults/soak.faults.spec.ts).
export interface Booth {
  id: number;
  token: string;
}
export interface Pair {
  booth: Booth;
  attendee: number;
  duplicate?: true;
}
export interface Pairs {
  next(): Pair;
  readonly used: number;
}

export function percentile(sorted: readonly number[], p: number): number;
export function pairSource(booths: readonly Booth[], attendeeIds: readonly number[], start?: number): Pairs;
export function withDuplicates(pairs: Pairs, options?: { every?: number; lag?: number }): Pairs;

export interface FixedRateResult {
  sent: number;
  achievedRate: number;
  ok: number;
  /** Answers (status code, or the network error's code) to fresh pairs. */
  statuses: Record<string, number>;
  /** Answers to pairs marked `duplicate`. */
  duplicateStatuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
export function fixedRate(options: {
  url: string;
  rate: number;
  seconds: number;
  pairs: Pairs;
}): Promise<FixedRateResult>;
