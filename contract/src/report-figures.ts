/**
 * How the 결과보고서 words its figures, the same on the page and in its Excel workbook (no zod here: the web
 * imports it at run time).
 */

import { SURVEY_AUDIENCE_LABELS, type SurveyAudience } from './surveys-values.js';

/** A share 0–1 as a percentage with one decimal (52.3), or null when there is none. */
export const percent = (share: number | null): number | null =>
  share === null ? null : Math.round(share * 1000) / 10;

/** An hour of the day as the report names it: '14시'. */
export const hourLabel = (hour: number): string => `${hour}시`;

/** A day and hour as the report names a peak: '11-27 14시'. */
export const dayHourLabel = (day: string, hour: number): string => `${day.slice(5)} ${hourLabel(hour)}`;

/** The 결과보고서's sections: the page's headings and the workbook's sheet names. */
export const EVENT_REPORT_SECTIONS = {
  overview: '행사 개요',
  attendance: '참가 현황',
  hourly: '시간대별 추이',
  audience: '참관객 분석',
  booths: '부스 현황',
  lectures: '강연 현황',
  messages: 'QR 발송 현황',
  surveys: '만족도 조사',
} as const;

/** 'YYYY-MM-DDTHH:mm:ss' (Korean time) to the minute: 'YYYY-MM-DD HH:mm'. */
const minute = (at: string) => at.slice(0, 16).replace('T', ' ');

/** A survey's period as the report words it: '2026-12-06 10:00 ~ 2026-12-07 18:00', one end open, or none. */
export function surveyPeriod(opensAt: string | null, closesAt: string | null): string {
  if (opensAt === null && closesAt === null) return '기간 제한 없음';
  return [opensAt ? minute(opensAt) : '', closesAt ? minute(closesAt) : ''].join(' ~ ').trim();
}

/** The report's name of a survey's audience, with the lecture of a lecture survey: '강연 청중: 개회사'. */
export function surveyAudience(audience: SurveyAudience, lectureTitle: string | null): string {
  const name = SURVEY_AUDIENCE_LABELS[audience];
  return audience === 'lecture' && lectureTitle ? `${name}: ${lectureTitle}` : name;
}

/** The figures 전년 대비 puts side by side, in their order on the page and in the workbook. */
export const COMPARISON_METRICS = [
  'registered',
  'entered',
  'entryRate',
  'boothVisits',
  'uniqueVisitors',
  'lectureCheckIns',
] as const;
export type ComparisonMetric = (typeof COMPARISON_METRICS)[number];

/** How the page and the workbook name them. */
export const COMPARISON_LABELS: Record<ComparisonMetric, string> = {
  registered: '등록',
  entered: '입장',
  entryRate: '입장률',
  boothVisits: '부스 방문',
  uniqueVisitors: '순방문자',
  lectureCheckIns: '강연 체크인',
};

/** The 전년 대비 section's heading and the workbook's sheet name (only when a report is compared). */
export const COMPARISON_TITLE = '전년 대비';
