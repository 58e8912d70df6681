import { dashboardTexts } from './texts';
import type { LectureStat } from '@expo/contract/stats';

/** How full a lecture is against its 정원: the bar's colour. */
export type Fill = 'open' | 'near' | 'full';

/** One lecture's bar: its check-ins over a lighter track as long as its 정원, and its label. */
export interface LectureBar {
  id: number;
  name: string;
  value: number;
  /** The track's length: the 정원 (or the check-ins when more, or without one); the label sits at its end. */
  track: number;
  capacity: number | null;
  /** 'n / m명' against the 정원, or just n without one. */
  label: string;
  fill: Fill;
}

/** 90 % of the 정원 and over: the door warns, and so does the chart. */
export const NEAR_FULL = 0.9;

/** The lecture chart's bars, in the given (programme) order. */
export function lectureBars(lectures: readonly LectureStat[]): LectureBar[] {
  return lectures.map(({ lectureId, title, checkIns, capacity }) => {
    const base = { id: lectureId, name: title, value: checkIns, capacity };
    if (capacity === null)
      return { ...base, track: checkIns, label: dashboardTexts.count(checkIns), fill: 'open' };
    const fill: Fill = checkIns >= capacity ? 'full' : checkIns >= capacity * NEAR_FULL ? 'near' : 'open';
    return {
      ...base,
      track: Math.max(capacity, checkIns),
      label: dashboardTexts.againstCapacity(checkIns, capacity),
      fill,
    };
  });
}
