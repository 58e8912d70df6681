import { z } from 'zod';
import { downloadReasonField } from './access-records.js';
import { eventIdField, requestBody, requestQuery, text } from './fields.js';
import { LEAD_INTERESTS } from './leads-values.js';
import { QR_CHANNELS, QR_MESSAGE_STATUSES } from './messaging-values.js';
import { REVISIT_AFTER_MINUTES } from './visits-values.js';
import { boothComparison, compareToField, reportComparison } from './report-comparison.js';
import { surveyResults, surveyState } from './surveys.js';

/**
 * The 결과보고서 of an event (docs/REPORTS.md): what the organiser owes the host agency or the sponsors after
 * the doors close. Every figure comes from the read models by SQL aggregates; the ones that /api/stats also
 * gives are the same numbers.
 */

/** The event's own words on the report's cover: its name, when and where (admins edit them on /report). */
export const eventDetails = z.object({
  name: z.string(),
  period: z.string().meta({ description: '행사 기간 (자유 형식, 예: 2026년 11월 25일(수) ~ 27일(금))' }),
  venue: z.string().meta({ description: '장소 (예: 코엑스 C홀)' }),
});
export type EventDetails = z.output<typeof eventDetails>;

export const eventDetailsBody = requestBody({
  eventId: eventIdField,
  name: text('행사명', { max: 200 }),
  period: text('행사 기간', { max: 100, optional: true }),
  venue: text('장소', { max: 100, optional: true }),
});
export type EventDetailsForm = z.input<typeof eventDetailsBody>;
export type EventDetailsBody = z.output<typeof eventDetailsBody>;

/** A share 0–1, or null when there is nothing to divide by. */
const share = (description: string) =>
  z
    .number()
    .nullable()
    .meta({ description: `${description} (0~1)` });

/** A booth's visits: its visitors (each counted once) and how many came back. */
const boothTraffic = {
  uniqueVisitors: z.int().meta({ description: '순방문자: 방문이 기록된 참석자 (= 방문자 목록의 길이)' }),
  visits: z.int().meta({ description: '방문: 첫 방문과 재방문 (= /api/stats booths[].visits)' }),
  revisits: z.int().meta({
    description: `재방문: 방문자가 ${REVISIT_AFTER_MINUTES}분 이상 지나 다시 스캔된 횟수`,
  }),
  returningVisitors: z.int().meta({ description: '재방문자: 한 번 이상 다시 온 방문자' }),
  revisitRate: share('재방문율: returningVisitors ÷ uniqueVisitors'),
};

/** One row of a breakdown: what, and how many. */
export const labelledCount = z.object({ label: z.string(), count: z.int() });
export type LabelledCount = z.output<typeof labelledCount>;

/** 참가 현황: who registered, paid, got a badge, and came in. */
export const reportAttendance = z.object({
  registered: z.int().meta({ description: '등록 참석자 (= /api/stats totals.attendees)' }),
  preRegistered: z.int(),
  onSite: z.int(),
  paid: z.int(),
  badgesPrinted: z.int().meta({ description: '출력 (= /api/stats totals.printed)' }),
  walkIns: z
    .int()
    .meta({ description: '현장 등록 화면(/manual-register, 키오스크)으로 스스로 등록한 참석자' }),
  entered: z.int().meta({ description: '한 번이라도 입장한 참석자 (= /api/stats totals.entered)' }),
  entryRate: share('입장률: entered ÷ registered'),
  byDay: z
    .array(z.object({ day: z.string(), entries: z.int() }))
    .meta({ description: '행사일별 입장 (등록 데스크·키오스크), 오래된 순' }),
});
export type ReportAttendance = z.output<typeof reportAttendance>;

/** One hour of one day (Korean time) with something in it. */
export const reportHour = z.object({
  day: z.string().meta({ description: '한국 날짜 YYYY-MM-DD' }),
  hour: z.int().min(0).max(23),
  entries: z.int(),
  boothVisits: z.int(),
  lectureCheckIns: z.int(),
});
export type ReportHour = z.output<typeof reportHour>;

/** 참관객 분석: counts only, no one named. */
export const reportAudience = z.object({
  countries: z.array(labelledCount).meta({ description: '국가별 참석자, 많은 순' }),
  affiliations: z
    .array(labelledCount)
    .meta({ description: "소속별 참석자 상위 20곳, 나머지는 마지막 줄 '기타'" }),
  registrationTypes: z
    .array(z.object({ type: z.enum(['PRE', 'ONSITE']), count: z.int() }))
    .meta({ description: '사전 등록, 현장 등록' }),
});
export type ReportAudience = z.output<typeof reportAudience>;

/** Leads of a booth by 관심도 (높음, 보통, 낮음) and those not rated yet. */
export const leadInterestCounts = z.object({
  ...Object.fromEntries(LEAD_INTERESTS.map((interest) => [interest, z.int()])),
  unrated: z.int(),
} as Record<(typeof LEAD_INTERESTS)[number] | 'unrated', z.ZodInt>);
export type LeadInterestCounts = z.output<typeof leadInterestCounts>;

/** 부스 현황: one booth, ranked by its unique visitors. */
export const reportBooth = z.object({
  rank: z.int().meta({ description: '순방문자 많은 순 (같으면 부스 ID 순)' }),
  boothId: z.int(),
  boothName: z.string(),
  ...boothTraffic,
  peakHour: z
    .object({ day: z.string(), hour: z.int(), visits: z.int() })
    .nullable()
    .meta({ description: '방문이 가장 많았던 한 시간 (같으면 이른 시간), 방문이 없으면 null' }),
  leads: leadInterestCounts,
});
export type ReportBooth = z.output<typeof reportBooth>;

/** 강연 현황: attendance against 정원. */
export const reportLecture = z.object({
  lectureId: z.int(),
  title: z.string(),
  date: z.string(),
  time: z.string(),
  location: z.string(),
  checkIns: z.int().meta({ description: '출석 (= /api/stats lectures[].checkIns)' }),
  capacity: z.int().nullable(),
  fillRate: share('충원율: checkIns ÷ capacity, 정원이 없으면 null'),
  satisfaction: z.number().nullable().meta({
    description: '만족도: 이 강연 설문들의 5점 척도 응답 전체의 평균 (소수 둘째 자리), 응답이 없으면 null',
  }),
});
export type ReportLecture = z.output<typeof reportLecture>;

/** QR 발송 현황: messages by channel and status. */
export const reportMessages = z.object({
  total: z.int(),
  byChannel: z.array(
    z.object({
      channel: z.enum(QR_CHANNELS).nullable().meta({ description: '아직 경로가 정해지지 않았으면 null' }),
      status: z.enum(QR_MESSAGE_STATUSES),
      count: z.int(),
    }),
  ),
});
export type ReportMessages = z.output<typeof reportMessages>;

/**
 * 만족도 조사: one survey of the event with its figures, exactly as GET /api/surveys/{id}/results gives them for
 * its current version (without the breakdown by attendee group).
 */
export const reportSurvey = surveyResults.omit({ breakdown: true });
export type ReportSurvey = z.output<typeof reportSurvey>;

/** The event report (/api/reports/event): every section of /report and of its Excel workbook. */
export const eventReport = z.object({
  eventId: z.int(),
  generatedAt: z.string().meta({ description: '한국 시간 YYYY-MM-DDTHH:mm:ss' }),
  details: eventDetails,
  attendance: reportAttendance,
  hourly: z.array(reportHour).meta({ description: '시간대별 추이: 날짜·시간 순, 기록이 있는 시간만' }),
  audience: reportAudience,
  booths: z.array(reportBooth),
  lectures: z.array(reportLecture).meta({ description: '일정 순 (날짜, 시간, ID)' }),
  messages: reportMessages,
  surveys: z.array(reportSurvey).meta({ description: '만족도 조사: 행사의 설문 (만든 순), 없으면 빈 목록' }),
  comparison: reportComparison
    .optional()
    .meta({ description: '전년 대비: compareTo로 고른 행사와 나란히 (compareTo가 없으면 없음)' }),
});
export type EventReport = z.output<typeof eventReport>;

/** Where a booth stands among the event's booths, by unique visitors. */
export const boothStanding = z.object({
  rank: z.int().meta({ description: '순방문자 순위 (같으면 부스 ID 순)' }),
  booths: z.int().meta({ description: '행사의 부스 수' }),
  topShare: share('상위 비율: rank ÷ booths (0.1 = 상위 10%)'),
  eventMedian: z.number().meta({ description: '행사 부스 순방문자의 중앙값' }),
});
export type BoothStanding = z.output<typeof boothStanding>;

/** A visitor the exhibitor report names, with the booth's own notes (only those it may name). */
export const reportVisitor = z.object({
  userId: z.int(),
  userName: z.string(),
  affiliation: z.string(),
  phoneNumber: z.string(),
  visitedAt: z.string().meta({ description: '첫 방문, 한국 시간 YYYY-MM-DDTHH:mm:ss' }),
  revisits: z.int().meta({ description: '다시 온 횟수' }),
  interest: z.enum(LEAD_INTERESTS).nullable(),
  tags: z.array(z.string()),
  memo: z.string(),
});
export type ReportVisitor = z.output<typeof reportVisitor>;

/**
 * One booth's 성과 보고 (the exhibitor report): traffic, standing, leads, and the visitors it may name. With the
 * event's '부스 제공 동의 확인' on, only the visitors who consented are named or counted in the mix; the others
 * are a count (`hiddenVisitors`), never named, whoever prints the report.
 */
export const boothReport = z.object({
  eventId: z.int(),
  generatedAt: z.string().meta({ description: '한국 시간 YYYY-MM-DDTHH:mm:ss' }),
  details: eventDetails,
  boothId: z.int(),
  boothName: z.string(),
  ...boothTraffic,
  standing: boothStanding,
  hourly: z
    .array(z.object({ day: z.string(), hour: z.int(), visits: z.int() }))
    .meta({ description: '시간대별 방문 (첫 방문과 재방문, 한국 시간), 기록이 있는 시간만' }),
  leads: z.object({
    byInterest: leadInterestCounts,
    byTag: z.array(labelledCount).meta({ description: '태그별 리드, 많은 순' }),
  }),
  consentRequired: z.boolean().meta({ description: "'부스 제공 동의 확인' 설정" }),
  mix: z
    .object({ affiliations: z.array(labelledCount), countries: z.array(labelledCount) })
    .meta({ description: '방문자(동의 확인이 켜져 있으면 동의한 방문자)의 소속 상위 10곳과 기타, 국가' }),
  visitors: z
    .array(reportVisitor)
    .nullable()
    .meta({ description: '이름을 밝힐 수 있는 방문자 (방문 순); 명단 없이 요청하면 null' }),
  hiddenVisitors: z.int().meta({ description: '동의하지 않아 이름을 밝히지 않는 방문자 수' }),
  comparison: boothComparison.nullable().optional().meta({
    description:
      '전년 대비: 비교 행사의 같은 이름 부스 (관리자는 compareTo로 고름, 부스 본인 보고서는 같은 이름 부스가 있는 바로 전 행사); 없으면 null, 비교하지 않으면 없음',
  }),
});
export type BoothReport = z.output<typeof boothReport>;

/** One answer of a booth to a 참가사 survey: a 5점 척도's score, or the options it picked. */
export const boothSurveyAnswer = z.object({
  questionId: z.string(),
  kind: z.enum(['scale5', 'single', 'multiple']),
  text: z.string(),
  score: z.int().nullable().meta({ description: '5점 척도의 점수 (1–5), 답하지 않았으면 null' }),
  choices: z.array(z.string()).meta({ description: '고른 보기 (단일·복수 선택)' }),
});
export type BoothSurveyAnswer = z.output<typeof boothSurveyAnswer>;

/** 참가사 만족도: the booth's own answer to one of the event's 참가사 (exhibitors) surveys. */
export const boothSatisfaction = z.object({
  surveyId: z.int(),
  title: z.string(),
  state: surveyState,
  answeredAt: z.string().nullable().meta({ description: '응답 시각 (한국 시간), 답하지 않았으면 null' }),
  version: z.int().nullable().meta({ description: '응답한 문항 버전' }),
  answers: z
    .array(boothSurveyAnswer)
    .meta({ description: '5점 척도와 선택 문항의 응답 (주관식 제외), 답하지 않았으면 빈 목록' }),
});
export type BoothSatisfaction = z.output<typeof boothSatisfaction>;

/**
 * A booth's report as an admin reads it: the booth report with the booth's 참가사 만족도 (its own answers to the
 * event's 참가사 surveys), never shown to the booth's own login.
 */
export const adminBoothReport = boothReport.extend({
  satisfaction: z
    .array(boothSatisfaction)
    .meta({ description: '참가사 만족도: 이 부스가 행사의 참가사 설문에 한 응답 (관리자만, 만든 순)' }),
});
export type AdminBoothReport = z.output<typeof adminBoothReport>;

/** Every booth's report in one print job (the admin's), booth by booth in id order. */
export const boothReports = z.object({ booths: z.array(adminBoothReport) });
export type BoothReports = z.output<typeof boothReports>;

/** `?visitors=false` leaves the named visitors out (no personal data read: no access record, no reason). */
export const boothReportQuery = requestQuery({
  eventId: eventIdField,
  visitors: z
    .enum(['true', 'false'], { error: '방문자 명단 포함 여부(visitors)는 true 또는 false여야 합니다.' })
    .optional()
    .transform((value) => value !== 'false')
    .meta({ description: '방문자 명단 포함 (기본 true)' }),
  reason: downloadReasonField,
});
export type BoothReportQuery = z.output<typeof boothReportQuery>;

/** The admin's booth reports (/api/reports/booths…): the booth report's query and the event to compare with. */
export const adminBoothReportQuery = boothReportQuery.extend({ compareTo: compareToField });
export type AdminBoothReportQuery = z.output<typeof adminBoothReportQuery>;
