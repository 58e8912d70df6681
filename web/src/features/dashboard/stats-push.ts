import type { StatsPush } from '@expo/contract/live';
import type { BoothStat, LectureStat, Stats, TimelineBucket } from '@expo/contract/stats';

/** `items` with `changed` put in place by key (or added), `removed` keys dropped, in `order`. */
function replaceByKey<T, K>(
  items: readonly T[],
  key: (item: T) => K,
  order: (a: T, b: T) => number,
  changed: readonly T[] = [],
  removed: readonly K[] = [],
): T[] {
  const byKey = new Map(items.map((item) => [key(item), item]));
  for (const item of changed) byKey.set(key(item), item);
  for (const gone of removed) byKey.delete(gone);
  return [...byKey.values()].sort(order);
}

const byBoothId = (a: BoothStat, b: BoothStat) => a.boothId - b.boothId;
const byDateTimeId = (a: LectureStat, b: LectureStat) =>
  a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.lectureId - b.lectureId;
const byStart = (a: TimelineBucket, b: TimelineBucket) => a.start.localeCompare(b.start);

/**
 * The figures after a `stats` push. Parts the push leaves out keep their identity, so charts drawn from
 * them are not drawn again; a push of another event changes nothing.
 */
export function mergeStatsPush(
  stats: Stats,
  // removed*: booths and lectures to drop (the server sends none today: a removal comes as a `resync`)
  push: StatsPush & { removedBooths?: number[]; removedLectures?: number[] },
): Stats {
  if (push.eventId !== stats.eventId) return stats;
  const { totals, booths, removedBooths, lectures, removedLectures, timeline, entriesByDay } = push;
  return {
    ...stats,
    totals: totals ?? stats.totals,
    booths:
      booths || removedBooths
        ? replaceByKey(stats.booths, (b) => b.boothId, byBoothId, booths, removedBooths)
        : stats.booths,
    lectures:
      lectures || removedLectures
        ? replaceByKey(stats.lectures, (l) => l.lectureId, byDateTimeId, lectures, removedLectures)
        : stats.lectures,
    timeline: timeline ? replaceByKey(stats.timeline, (t) => t.start, byStart, timeline) : stats.timeline,
    entriesByDay: entriesByDay ?? stats.entriesByDay,
  };
}
