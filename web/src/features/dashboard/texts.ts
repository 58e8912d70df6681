import type { StatsTotals } from '@expo/contract/stats';

const count = (value: number) => value.toLocaleString('ko-KR');

/** Korean copy of the statistics dashboard. */
export const dashboardTexts = {
  title: '통계 대시보드',
  loading: '통계를 불러오는 중...',
  loadFailed: '통계를 불러오는데 실패했습니다.',
  download: '엑셀 보고서 다운로드',
  downloadFallbackName: '행사_통계.xlsx',
  cards: {
    attendees: '등록 참석자',
    paid: '결제',
    printed: '출력',
    registration: '사전 등록 / 현장 등록',
    boothVisits: '부스 방문',
    uniqueVisitors: '부스 순방문자',
    lectureCheckIns: '강연 출석',
    entries: '입장',
  } satisfies Partial<Record<keyof StatsTotals | 'registration' | 'entries', string>>,
  /** Under today's entries: attendees who came in on any day. */
  enteredTotal: (value: number) => `누적 ${count(value)}명`,
  entriesByDay: '일별 입장',
  entriesByDayColumns: { day: '날짜', entries: '입장' },
  noEntries: '아직 입장 기록이 없습니다.',
  boothChart: '부스별 방문',
  lectureChart: '강연별 출석',
  timelineChart: '시간대별 방문·출석·입장 (10분 단위)',
  topBooths: '인기 부스 TOP 5',
  noBooths: '등록된 부스가 없습니다.',
  noVisits: '아직 방문 기록이 없습니다.',
  noLectures: '등록된 강연이 없습니다.',
  noCheckIns: '아직 출석 기록이 없습니다.',
  noTraffic: '아직 방문·출석·입장 기록이 없습니다.',
  people: (value: number) => `${count(value)}명`,
  /** A lecture's bar label against its 정원. */
  againstCapacity: (checkIns: number, capacity: number) => `${count(checkIns)} / ${count(capacity)}명`,
  capacitySeries: '정원',
  /** Each chart's numbers as a table (opens on a click or a tap). */
  showTable: '표로 보기',
  boothTableColumns: { name: '부스', value: '방문' },
  lectureTableColumns: { name: '강연', value: '출석' },
  timelineTableColumns: { start: '시간' },
  /** A bar's hover text: the full name and its number. */
  barTitle: (name: string, value: string) => `${name}: ${value}`,
  noCapacity: '없음',
  count,
} as const;
