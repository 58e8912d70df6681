import { LEAD_INTEREST_LABELS } from '@expo/contract/leads-values';
import { QR_CHANNEL_LABELS, QR_MESSAGE_STATUS_LABELS } from '@expo/contract/messaging-values';
import { REGISTRATION_TYPE_LABELS } from '@expo/contract/attendee-values';
import {
  COMPARISON_LABELS,
  COMPARISON_TITLE,
  dayHourLabel,
  EVENT_REPORT_SECTIONS as SECTION_TITLES,
  hourLabel,
  percent,
} from '@expo/contract/report-figures';
import type { ComparisonRow, ReportComparison } from '@expo/contract/report-comparison';
import type {
  EventReport,
  LabelledCount,
  ReportBooth,
  ReportHour,
  ReportLecture,
  ReportMessages,
} from '@expo/contract/reports';
import { columnSheet, type ValueColumn } from '../../excel/column-sheet.js';
import type { WorkbookDownload } from '../../excel/workbook-download.js';
import { writeWorkbook } from '../../excel/workbook-writer.js';
import { surveySheets } from './survey-sheets.js';

type Item = [label: string, value: string | number | null];

const itemColumns: ValueColumn<Item>[] = [
  { header: '항목', width: 24, value: ([label]) => label },
  { header: '값', width: 40, value: ([, value]) => value },
];

const hourColumns: ValueColumn<ReportHour>[] = [
  { header: '날짜', width: 12, value: (h) => h.day },
  { header: '시간', width: 8, value: (h) => hourLabel(h.hour) },
  { header: '입장', width: 10, value: (h) => h.entries },
  { header: '부스 방문', width: 10, value: (h) => h.boothVisits },
  { header: '강연 출석', width: 10, value: (h) => h.lectureCheckIns },
];

type AudienceRow = LabelledCount & { group: string };
const audienceColumns: ValueColumn<AudienceRow>[] = [
  { header: '구분', width: 12, value: (r) => r.group },
  { header: '항목', width: 32, value: (r) => r.label },
  { header: '인원', width: 10, value: (r) => r.count },
];

const boothColumns: ValueColumn<ReportBooth>[] = [
  { header: '순위', width: 6, value: (b) => b.rank },
  { header: '부스 ID', width: 8, value: (b) => b.boothId },
  { header: '부스명', width: 28, value: (b) => b.boothName },
  { header: '순방문자', width: 10, value: (b) => b.uniqueVisitors },
  { header: '방문', width: 10, value: (b) => b.visits },
  { header: '재방문', width: 10, value: (b) => b.revisits },
  { header: '재방문자', width: 10, value: (b) => b.returningVisitors },
  { header: '재방문율 (%)', width: 12, value: (b) => percent(b.revisitRate) },
  {
    header: '최다 방문 시간',
    width: 16,
    value: (b) =>
      b.peakHour ? `${dayHourLabel(b.peakHour.day, b.peakHour.hour)} (${b.peakHour.visits})` : '',
  },
  { header: `관심도 ${LEAD_INTEREST_LABELS.high}`, width: 10, value: (b) => b.leads.high },
  { header: `관심도 ${LEAD_INTEREST_LABELS.medium}`, width: 10, value: (b) => b.leads.medium },
  { header: `관심도 ${LEAD_INTEREST_LABELS.low}`, width: 10, value: (b) => b.leads.low },
  { header: '관심도 미평가', width: 12, value: (b) => b.leads.unrated },
];

const lectureColumns: ValueColumn<ReportLecture>[] = [
  { header: '강연 ID', width: 8, value: (l) => l.lectureId },
  { header: '강연명', width: 32, value: (l) => l.title },
  { header: '날짜', width: 12, value: (l) => l.date },
  { header: '시간', width: 8, value: (l) => l.time },
  { header: '장소', width: 16, value: (l) => l.location },
  { header: '출석', width: 8, value: (l) => l.checkIns },
  { header: '정원', width: 8, value: (l) => l.capacity },
  { header: '충원율 (%)', width: 10, value: (l) => percent(l.fillRate) },
  { header: '만족도 (5점)', width: 12, value: (l) => l.satisfaction },
];

type MessageRow = ReportMessages['byChannel'][number];
const messageColumns: ValueColumn<MessageRow>[] = [
  { header: '경로', width: 12, value: (m) => (m.channel ? QR_CHANNEL_LABELS[m.channel] : '미정') },
  { header: '상태', width: 12, value: (m) => QR_MESSAGE_STATUS_LABELS[m.status] },
  { header: '건수', width: 10, value: (m) => m.count },
];

/** A figure of 전년 대비 as the workbook writes it: 입장률 and its change in percent (points), counts as they are. */
const comparisonValue = (row: ComparisonRow, value: number | null) =>
  row.metric === 'entryRate' ? percent(value) : value;

/** 전년 대비: a row per figure, this event's and the other's under their names, the change and its percent. */
function comparisonColumns(report: EventReport, other: ReportComparison): ValueColumn<ComparisonRow>[] {
  return [
    {
      header: '항목',
      width: 16,
      value: (r) => `${COMPARISON_LABELS[r.metric]}${r.metric === 'entryRate' ? ' (%)' : ''}`,
    },
    { header: report.details.name, width: 24, value: (r) => comparisonValue(r, r.current) },
    { header: other.name, width: 24, value: (r) => comparisonValue(r, r.previous) },
    { header: '증감 (입장률은 %p)', width: 18, value: (r) => comparisonValue(r, r.change) },
    { header: '증감률 (%)', width: 12, value: (r) => percent(r.changeRate) },
  ];
}

/** 행사 개요 and 참가 현황 as label and value rows, entries per day at the end. */
function overviewItems({ details, generatedAt }: EventReport): Item[] {
  return [
    ['행사명', details.name],
    ['행사 기간', details.period],
    ['장소', details.venue],
    ['작성 시각', generatedAt.replace('T', ' ')],
  ];
}

function attendanceItems({ attendance: a }: EventReport): Item[] {
  return [
    ['등록', a.registered],
    ['사전 등록', a.preRegistered],
    ['현장 등록', a.onSite],
    ['결제', a.paid],
    ['명찰 출력', a.badgesPrinted],
    ['현장 자가 등록', a.walkIns],
    ['입장 (순인원)', a.entered],
    ['입장률 (%)', percent(a.entryRate)],
    ...a.byDay.map(({ day, entries }): Item => [`입장 ${day}`, entries]),
  ];
}

function audienceRows({ audience }: EventReport): AudienceRow[] {
  return [
    ...audience.countries.map((row) => ({ ...row, group: '국가' })),
    ...audience.affiliations.map((row) => ({ ...row, group: '소속' })),
    ...audience.registrationTypes.map(({ type, count }) => ({
      label: REGISTRATION_TYPE_LABELS[type],
      count,
      group: '등록 유형',
    })),
  ];
}

/**
 * The event report as a workbook, a sheet per section, the page's figures, then a sheet per survey (만족도 조사);
 * 전년 대비 last when compared.
 */
export function eventReportWorkbook(report: EventReport): WorkbookDownload {
  const sections = [
    columnSheet(SECTION_TITLES.overview, itemColumns, overviewItems(report)),
    columnSheet(SECTION_TITLES.attendance, itemColumns, attendanceItems(report)),
    columnSheet(SECTION_TITLES.hourly, hourColumns, report.hourly),
    columnSheet(SECTION_TITLES.audience, audienceColumns, audienceRows(report)),
    columnSheet(SECTION_TITLES.booths, boothColumns, report.booths),
    columnSheet(SECTION_TITLES.lectures, lectureColumns, report.lectures),
    columnSheet(SECTION_TITLES.messages, messageColumns, report.messages.byChannel),
  ];
  const comparison = report.comparison
    ? [columnSheet(COMPARISON_TITLE, comparisonColumns(report, report.comparison), report.comparison.rows)]
    : [];
  const taken = [...sections, ...comparison].map((s) => s.name);
  return {
    fileName: `결과보고서_${report.generatedAt.slice(0, 10).replaceAll('-', '')}.xlsx`,
    write: (out) => writeWorkbook(out, [...sections, ...surveySheets(report.surveys, taken), ...comparison]),
  };
}
