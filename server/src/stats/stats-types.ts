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
  /** Entries of today (Korean date) at the registration desk or a kiosk. */
  entriesToday: number;
  /** Attendees who came in on any day of the event. */
  entered: number;
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
  /** 정원; null when the lecture has none. */
  capacity: number | null;
}

export interface TimelineBucket {
  /** Korean local time of the bucket's start, YYYY-MM-DDTHH:mm. */
  start: string;
  boothVisits: number;
  lectureCheckIns: number;
  /** Arrivals: first entries of a day checked in at the desk or a kiosk. */
  entries: number;
}

/** Entries of one event day: expos report daily visitors. */
export interface DayEntries {
  day: string;
  entries: number;
}

export interface Stats {
  eventId: number;
  generatedAt: string;
  totals: StatsTotals;
  booths: BoothStat[];
  lectures: LectureStat[];
  timeline: TimelineBucket[];
  entriesByDay: DayEntries[];
}

/** Minutes per bucket of the visits-over-time chart and report. */
export const BUCKET_MINUTES = 10;
