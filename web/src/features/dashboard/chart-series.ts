import { dashboardTexts } from './texts';

/** The three kinds of traffic the charts draw, each in one colour everywhere. */
export const SERIES = {
  boothVisits: { name: dashboardTexts.boothVisitsSeries, color: '#2456d3' },
  lectureCheckIns: { name: dashboardTexts.lectureCheckInsSeries, color: '#0f8a7e' },
  entries: { name: dashboardTexts.entriesSeries, color: '#c2410c' },
} as const;
