import { REGISTRATION_TYPE_LABELS } from '@expo/contract/attendee-values';
import { REVISIT_AFTER_MINUTES } from '@expo/contract/visits-values';
import { QUESTION_KIND_LABELS } from '@expo/contract/surveys-values';
import {
  COMPARISON_LABELS,
  COMPARISON_TITLE,
  EVENT_REPORT_SECTIONS as SECTIONS,
} from '@expo/contract/report-figures';

import { reportPartTexts } from '../../components/report/texts';

/** Korean copy of the 결과보고서 (/report); the section headings are the workbook's sheet names. */
export const reportTexts = {
  ...reportPartTexts,
  title: '결과보고서',
  download: '엑셀 다운로드',
  /** The link to /report/booths. */
  boothReports: '부스별 성과 보고서',
  downloadFallbackName: '결과보고서.xlsx',
  loading: '결과보고서를 불러오는 중...',
  loadFailed: (message: string) => `결과보고서를 불러오지 못했습니다: ${message}`,
  empty: '아직 입장·부스 방문·강연 출석 기록이 없습니다. 행사가 시작되면 이 보고서가 채워집니다.',
  overview: {
    title: SECTIONS.overview,
    name: '행사명',
    period: '행사 기간',
    venue: '장소',
    generatedAt: '작성 시각',
    edit: '편집',
    formTitle: '행사 개요 편집',
    save: '저장',
    saving: '저장 중...',
    cancel: '취소',
    saveFailed: (message: string) => `저장 실패: ${message}`,
  },
  attendance: {
    title: SECTIONS.attendance,
    cards: {
      registered: '등록',
      preRegistered: '사전 등록',
      onSite: '현장 등록',
      paid: '결제',
      badgesPrinted: '출력(명찰)',
      walkIns: '현장 자가 등록',
      entered: '입장(순인원)',
      entryRate: '입장률',
    },
    byDay: '일별 입장',
    byDayColumns: { day: '날짜', entries: '입장' },
  },
  hourly: {
    title: SECTIONS.hourly,
    hourColumn: '시간',
    total: '합계',
    noRecords: '시간대별 기록이 없습니다.',
  },
  audience: {
    title: SECTIONS.audience,
    countries: '국가별',
    affiliations: '소속 상위 20',
    registrationTypes: '등록 유형',
    attendees: '참석자',
    columns: { country: '국가', affiliation: '소속', type: '유형', count: '참석자', share: '비율' },
    registrationTypeLabels: REGISTRATION_TYPE_LABELS,
    /** A label the attendees left empty. */
    unnamed: '(미입력)',
    noAttendees: '등록된 참석자가 없습니다.',
  },
  booths: {
    title: SECTIONS.booths,
    columns: {
      rank: '순위',
      name: '부스명',
      uniqueVisitors: '순방문자',
      visits: '방문',
      revisitRate: '재방문율',
      peakHour: '최다 방문 시간',
      interest: '관심도',
    },
    /** What 재방문율 means (the column heading's hover text; docs/REPORTS.md). */
    revisitRateHint: `순방문자 가운데 ${REVISIT_AFTER_MINUTES}분 이상 지나 다시 방문한 사람의 비율`,
    unrated: '미평가',
    /** The busiest hour's visits after its '11-27 14시': ' (' + the visits + '명)'. */
    peakVisitsBefore: ' (',
    peakVisitsAfter: '명)',
    topChart: '순방문자 상위 10개 부스',
    noBooths: '등록된 부스가 없습니다.',
    noVisits: '아직 부스 방문 기록이 없습니다.',
  },
  lectures: {
    title: SECTIONS.lectures,
    columns: {
      title: '강연명',
      when: '일시',
      location: '장소',
      checkIns: '출석',
      capacity: '정원',
      fillRate: '충원율',
      satisfaction: '만족도',
    },
    /** What 만족도 is (the column heading's hover text). */
    satisfactionHint: '이 강연 설문들의 5점 척도 응답 평균',
    chart: '강연별 출석과 정원',
    noLectures: '등록된 강연이 없습니다.',
    noCheckIns: '아직 강연 출석 기록이 없습니다.',
  },
  messages: {
    title: SECTIONS.messages,
    channel: '채널',
    /** A message whose channel is not decided yet. */
    noChannel: '미정',
    total: '합계',
    empty: '발송 내역이 없습니다.',
  },
  /** 만족도 조사: each survey of the event with its figures (the results screen's). */
  surveys: {
    title: SECTIONS.surveys,
    none: '이 행사에는 만족도 조사가 없습니다.',
    audience: '대상',
    period: '기간',
    responses: '응답',
    audienceSize: '대상 수',
    responseRate: '응답률',
    people: '명',
    /** '문항 버전 2 기준 (이 버전 응답 5명)': a survey whose questions changed after answers. */
    version: (version: number, responses: number) =>
      `문항 버전 ${String(version)} 기준 (이 버전 응답 ${responses.toLocaleString('ko-KR')}명)`,
    kinds: QUESTION_KIND_LABELS,
    answered: '응답자 ',
    mean: ' · 평균 ',
    hundredPoint: ' · 100점 환산 ',
    points: '점',
    columns: { point: '점수', option: '보기', count: '응답', percent: '비율' },
    series: '응답',
    noAnswers: '아직 응답이 없습니다.',
    /** A 주관식 question: '응답 12건 · 최근 5건'; a 복수 선택's 기타 texts: '기타 입력 3건'. */
    texts: '응답 ',
    otherTexts: '기타 입력 ',
    items: '건',
    newest: (shown: number) => ` · 최근 ${String(shown)}건`,
  },
  /** 전년 대비: the organiser's choice of an earlier event and the section that puts both side by side. */
  comparison: {
    title: COMPARISON_TITLE,
    picker: '전년 대비',
    /** The picker's first choice: no comparison. */
    none: '비교 안 함',
    eventsFailed: (message: string) => `비교할 행사 목록을 불러오지 못했습니다: ${message}`,
    /** '비교 행사: 2025 스마트 산업 엑스포 (2025년 11월 19일 ~ 21일)' */
    against: '비교 행사: ',
    columns: { metric: '항목', change: '증감', changeRate: '증감률' },
    labels: COMPARISON_LABELS,
    chart: '두 행사의 수치',
    /** 입장률's change is in percentage points. */
    points: '%p',
    /** A day of the picker's choices: '2025-11-19'; an event without one: '날짜 미정'. */
    noDate: '날짜 미정',
  },
} as const;
