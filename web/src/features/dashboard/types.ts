/** GET /api/stats (docs/LIVE.md): everything the dashboard shows. */
export interface Stats {
  eventId: number;
  /** Korean local time YYYY-MM-DDTHH:mm:ss. */
  generatedAt: string;
  totals: StatsTotals;
  /** By boothId. */
  booths: BoothStat[];
  /** By date, time, id. */
  lectures: LectureStat[];
  /** 10-minute buckets with at least one visit, check-in or entry, oldest first. */
  timeline: TimelineBucket[];
  /** Entries at the desk or a kiosk per event day (Korean dates), oldest first. */
  entriesByDay: DayEntries[];
}

export interface StatsTotals {
  attendees: number;
  paid: number;
  printed: number;
  preRegistered: number;
  onSite: number;
  boothVisits: number;
  uniqueVisitors: number;
  lectureCheckIns: number;
  /** Today's entries (Korean date) at the registration desk or a kiosk. */
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
  /** YYYY-MM-DDTHH:mm, Korean time. */
  start: string;
  boothVisits: number;
  lectureCheckIns: number;
  /** Arrivals: first entries of a day at the desk or a kiosk. */
  entries: number;
}

/** The entries of one event day. */
export interface DayEntries {
  /** YYYY-MM-DD, Korean date. */
  day: string;
  entries: number;
}

/** `stats` push: every field present is the new absolute value of what it names. */
export interface StatsPush {
  eventId: number;
  totals?: StatsTotals;
  /** Changed or added booths (replace by boothId). */
  booths?: BoothStat[];
  removedBooths?: number[];
  /** Changed or added lectures (replace by lectureId). */
  lectures?: LectureStat[];
  removedLectures?: number[];
  /** Changed buckets (replace by start). */
  timeline?: TimelineBucket[];
  /** Every day's entries, when an entry changed them (replaces the whole list). */
  entriesByDay?: DayEntries[];
}
