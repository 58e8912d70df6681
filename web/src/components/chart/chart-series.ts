import { sharedTexts } from '../texts';

/** The three kinds of traffic the charts draw, each in one colour everywhere. */
export const SERIES = {
  boothVisits: { name: sharedTexts.boothVisitsSeries, color: '#2456d3' },
  lectureCheckIns: { name: sharedTexts.lectureCheckInsSeries, color: '#0f8a7e' },
  entries: { name: sharedTexts.entriesSeries, color: '#c2410c' },
} as const;
