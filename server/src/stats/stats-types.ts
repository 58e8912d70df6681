/** The figures of an event's dashboard, its report and its live pushes (docs/LIVE.md). */
export interface StatsTotals {
  attendees: number;
  paid: number;
  printed: number;
  preRegistered: number;
  onSite: number;
  boothVisits: number;
  uniqueVisitors: number;
  lectureCheckIns: number;
}

export interface BoothStat {
  boothId: number;
  boothName: string;
  visits: number;
}

export interface LectureStat {
  lectureId: number;
  title: string;
  date: string;
  time: string;
  checkIns: number;
}

export interface TimelineBucket {
  /** Korean local time of the bucket's start, YYYY-MM-DDTHH:mm. */
  start: string;
  boothVisits: number;
  lectureCheckIns: number;
}

export interface Stats {
  eventId: number;
  generatedAt: string;
  totals: StatsTotals;
  booths: BoothStat[];
  lectures: LectureStat[];
  timeline: TimelineBucket[];
}

/** Minutes per bucket of the visits-over-time chart and report. */
export const BUCKET_MINUTES = 10;
