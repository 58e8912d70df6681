import { seoulDate } from '@expo/contract/seoul-time';
import type { WorkbookDownload } from '../../excel/workbook-download.js';
import { columnSheet, type ValueColumn } from '../../excel/column-sheet.js';
import { writeWorkbook } from '../../excel/workbook-writer.js';
import type {
  BoothStat,
  DayEntries,
  LectureStat,
  Stats,
  StatsTotals,
  TimelineBucket,
} from '@expo/contract/stats';

/** The report's labels of the totals, in the dashboard's order. */
export const TOTAL_LABELS: Record<keyof StatsTotals, string> = {
  attendees: '등록 참석자',
  paid: '결제',
  printed: '출력',
  preRegistered: '사전 등록',
  onSite: '현장 등록',
  boothVisits: '부스 방문',
  uniqueVisitors: '부스 순방문자',
  lectureCheckIns: '강연 출석',
  entriesToday: '오늘 입장',
  entered: '입장 (순인원)',
};

const totalColumns: ValueColumn<[string, string | number]>[] = [
  { header: '항목', width: 20, value: ([label]) => label },
  { header: '값', width: 14, value: ([, value]) => value },
];

const boothColumns: ValueColumn<BoothStat & { rank: number }>[] = [
  { header: '순위', width: 8, value: (b) => b.rank },
  { header: '부스 ID', width: 10, value: (b) => b.boothId },
  { header: '부스명', width: 28, value: (b) => b.boothName },
  { header: '방문 수', width: 12, value: (b) => b.visits },
];

const lectureColumns: ValueColumn<LectureStat>[] = [
  { header: '강연 ID', width: 10, value: (l) => l.lectureId },
  { header: '강연명', width: 32, value: (l) => l.title },
  { header: '날짜', width: 12, value: (l) => l.date },
  { header: '시간', width: 10, value: (l) => l.time },
  { header: '출석 수', width: 12, value: (l) => l.checkIns },
  { header: '정원', width: 10, value: (l) => l.capacity ?? '' },
];

const timelineColumns: ValueColumn<TimelineBucket>[] = [
  { header: '시간 (10분 단위)', width: 20, value: (t) => t.start.replace('T', ' ') },
  { header: '부스 방문', width: 12, value: (t) => t.boothVisits },
  { header: '강연 출석', width: 12, value: (t) => t.lectureCheckIns },
  { header: '입장', width: 12, value: (t) => t.entries },
];

const dayColumns: ValueColumn<DayEntries>[] = [
  { header: '날짜', width: 14, value: (d) => d.day },
  { header: '입장', width: 12, value: (d) => d.entries },
];

/** Booths by visits, most visited first (ties by id): the dashboard's top booths and the report's ranking. */
export function rankBooths(booths: readonly BoothStat[]): (BoothStat & { rank: number })[] {
  return [...booths]
    .sort((a, b) => b.visits - a.visits || a.boothId - b.boothId)
    .map((booth, index) => ({ ...booth, rank: index + 1 }));
}

/** The statistics report (totals, booths, lectures, time buckets, entries per day) as a .xlsx download. */
export function statsWorkbook(stats: Stats): WorkbookDownload {
  return {
    fileName: `행사_통계_${seoulDate(new Date()).replaceAll('-', '')}.xlsx`,
    write: (out) => writeStatsWorkbook(out, stats),
  };
}

async function writeStatsWorkbook(out: NodeJS.WritableStream, stats: Stats): Promise<void> {
  const totals: [string, string | number][] = [
    ...Object.entries(TOTAL_LABELS).map(([key, label]): [string, number] => [
      label,
      stats.totals[key as keyof StatsTotals],
    ]),
    ['기준 시각', stats.generatedAt.replace('T', ' ')],
  ];
  await writeWorkbook(out, [
    columnSheet('요약', totalColumns, totals),
    columnSheet('부스별 방문', boothColumns, rankBooths(stats.booths)),
    columnSheet('강연별 출석', lectureColumns, stats.lectures),
    columnSheet('시간대별 방문', timelineColumns, stats.timeline),
    columnSheet('일별 입장', dayColumns, stats.entriesByDay),
  ]);
}
