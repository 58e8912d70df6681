import type { BoothStat, TimelineBucket } from '@expo/contract/stats';

/** The busiest booths with at least one visit: by visits (descending), then by id. */
export function topBooths(booths: readonly BoothStat[], size = 5): BoothStat[] {
  return booths
    .filter((booth) => booth.visits > 0)
    .sort((a, b) => b.visits - a.visits || a.boothId - b.boothId)
    .slice(0, size);
}

export interface TimelinePoint extends TimelineBucket {
  /** 'HH:mm', or 'MM-DD HH:mm' when the buckets span several days. */
  label: string;
}

const BUCKET_MS = 10 * 60_000;
/** Gaps are filled with zero buckets up to this many points (a week); a longer span is drawn as it is. */
const MAX_FILLED_POINTS = 7 * 24 * 6;

/** 'YYYY-MM-DDTHH:mm' as a clock-free number (read as UTC: only differences matter). */
const toMs = (start: string) => Date.parse(`${start}:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 16);

/**
 * The timeline as chart points, each with a short label. The server sends only buckets with traffic, so
 * the quiet 10-minute buckets between the first and the last one are filled with zeros, and the line
 * starts from the quiet bucket before the first one.
 */
export function timelinePoints(timeline: readonly TimelineBucket[]): TimelinePoint[] {
  if (timeline.length === 0) return [];
  const first = toMs(timeline[0].start) - BUCKET_MS;
  const last = toMs(timeline[timeline.length - 1].start);
  const span = (last - first) / BUCKET_MS + 1;
  const byStart = new Map(timeline.map((bucket) => [toMs(bucket.start), bucket]));
  const bucketAt = (ms: number) =>
    byStart.get(ms) ?? { start: fromMs(ms), boothVisits: 0, lectureCheckIns: 0, entries: 0 };
  const buckets =
    Number.isFinite(span) && span <= MAX_FILLED_POINTS
      ? Array.from({ length: span }, (_, i) => bucketAt(first + i * BUCKET_MS))
      : [bucketAt(first), ...timeline];
  const severalDays = buckets[0].start.slice(0, 10) !== buckets[buckets.length - 1].start.slice(0, 10);
  return buckets.map((bucket) => ({
    ...bucket,
    label: severalDays
      ? `${bucket.start.slice(5, 10)} ${bucket.start.slice(11, 16)}`
      : bucket.start.slice(11, 16),
  }));
}
