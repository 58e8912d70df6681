import { z } from 'zod';

/** The figures of an event's dashboard, its report and its live pushes (docs/LIVE.md). */
export const statsTotals = z.object({
  attendees: z.int(),
  paid: z.int(),
  printed: z.int(),
  preRegistered: z.int(),
  onSite: z.int(),
  boothVisits: z.int().meta({ description: '부스 방문: 첫 방문과 재방문' }),
  uniqueVisitors: z.int().meta({ description: '부스를 한 곳 이상 방문한 참석자 수' }),
  lectureCheckIns: z.int(),
  entriesToday: z.int().meta({ description: '오늘(한국 날짜) 등록 데스크·키오스크 입장 수' }),
  entered: z.int().meta({ description: '행사 기간 중 한 번이라도 입장한 참석자 수' }),
});
export type StatsTotals = z.output<typeof statsTotals>;

export const boothStat = z.object({
  boothId: z.int(),
  boothName: z.string(),
  visits: z.int().meta({ description: '방문: 첫 방문과 재방문' }),
});
export type BoothStat = z.output<typeof boothStat>;

export const lectureStat = z.object({
  lectureId: z.int(),
  title: z.string(),
  date: z.string().meta({ description: 'YYYY-MM-DD' }),
  time: z.string().meta({ description: 'HH:mm' }),
  checkIns: z.int(),
  capacity: z.int().nullable().meta({ description: '정원 (없으면 null)' }),
});
export type LectureStat = z.output<typeof lectureStat>;

/** One 10-minute bucket (only buckets with something in them). */
export const timelineBucket = z.object({
  start: z.string().meta({ description: '구간 시작 (한국 시간 YYYY-MM-DDTHH:mm)' }),
  boothVisits: z.int(),
  lectureCheckIns: z.int(),
  entries: z.int().meta({ description: '그날 첫 입장 (등록 데스크·키오스크)' }),
});
export type TimelineBucket = z.output<typeof timelineBucket>;

/** Entries of one event day: expos report daily visitors. */
export const dayEntries = z.object({
  day: z.string().meta({ description: '한국 날짜 YYYY-MM-DD' }),
  entries: z.int(),
});
export type DayEntries = z.output<typeof dayEntries>;

/** Everything the dashboard shows; also the Excel report's content. */
export const stats = z.object({
  eventId: z.int(),
  generatedAt: z.string().meta({ description: '한국 시간 YYYY-MM-DDTHH:mm:ss' }),
  totals: statsTotals,
  booths: z.array(boothStat).meta({ description: '부스 ID 순' }),
  lectures: z.array(lectureStat).meta({ description: '일정 순 (날짜, 시간, ID)' }),
  timeline: z.array(timelineBucket).meta({ description: '10분 단위, 오래된 순' }),
  entriesByDay: z.array(dayEntries).meta({ description: '행사일별 입장, 오래된 순' }),
});
export type Stats = z.output<typeof stats>;
