import { LEAD_INTEREST_LABELS } from '@expo/contract/leads-values';
import { REVISIT_AFTER_MINUTES } from '@expo/contract/visits-values';

import { reportPartTexts } from '../../components/report/texts';

/** Korean copy of the 부스 성과 보고서 (/booth-report for the booth, /report/booths for the admin). */
export const boothReportTexts = {
  ...reportPartTexts,
  title: '부스 성과 보고서',
  details: { event: '행사', period: '기간', venue: '장소', generatedAt: '작성 시각' },
  cards: {
    uniqueVisitors: '순방문자',
    visits: '방문',
    revisits: '재방문',
    rank: '순위',
    topShare: '상위 비율',
    eventMedian: '행사 부스 중앙값',
  },
  /** '재방문자 12명 · 재방문율 8.5%': under the revisits, the words around the two figures. */
  returning: { before: '재방문자 ', between: '명 · 재방문율 ' },
  /** What a revisit is (the card's hover text; docs/REPORTS.md). */
  revisitHint: `같은 방문자를 ${REVISIT_AFTER_MINUTES}분 이상 지나 다시 스캔한 횟수`,
  /** '3위 / 40개 부스': after the rank, then after the number of booths. */
  rankAfter: '위 / ',
  boothsAfter: '개 부스',
  /** '상위 7.5%' */
  topShareBefore: '상위 ',
  /** '행사 부스 중앙값보다 42명 많습니다': the words around the difference. */
  median: {
    before: '행사 부스 중앙값보다 ',
    more: '명 많습니다',
    less: '명 적습니다',
    same: '행사 부스 중앙값과 같습니다',
  },
  /** 전년 대비: the same-named booth of the event compared with (the admin's choice, or the booth's previous event). */
  comparison: {
    card: '전년 대비 순방문자',
    /** '2025 스마트 산업 엑스포 · 증감 +12명 (+8.5%)': the words around the event's name and the two figures. */
    between: ' · 증감 ',
    people: '명 (',
    after: '%)',
    /** No percent from 0: '2025 엑스포 · 증감 +12명' */
    peopleOnly: '명',
  },
  noVisits: '아직 이 부스의 방문 기록이 없습니다.',
  hourly: {
    title: '시간대별 방문',
    hourColumn: '시간',
    visitsColumn: '방문',
    total: '합계',
  },
  leads: {
    title: '리드',
    byInterest: '관심도별',
    byTag: '태그별',
    interestColumn: '관심도',
    tagColumn: '태그',
    countColumn: '리드',
    interestLabels: { ...LEAD_INTEREST_LABELS, unrated: '미평가' },
    noTags: '태그가 붙은 리드가 없습니다.',
  },
  mix: {
    title: '방문자 구성',
    affiliations: '소속 (상위 10)',
    countries: '국가',
    affiliationColumn: '소속',
    countryColumn: '국가',
    countColumn: '방문자',
    consentBasis: '동의한 방문자 기준',
    /** A label the visitors left empty. */
    unnamed: '(미입력)',
    empty: '집계할 방문자가 없습니다.',
  },
  visitors: {
    title: '방문자 명단',
    columns: {
      visitedAt: '방문 시간',
      revisits: '재방문',
      name: '이름',
      affiliation: '소속',
      phone: '전화번호',
      interest: '관심도',
      tags: '태그',
      memo: '메모',
    },
    /** "'부스 제공 동의 확인'에 따라 동의한 방문자 {n}명만 표시합니다. 동의하지 않은 방문자 {hidden}명은 수만 셉니다." */
    consentNote: {
      before: "'부스 제공 동의 확인'에 따라 동의한 방문자 ",
      between: '명만 표시합니다. 동의하지 않은 방문자 ',
      after: '명은 수만 셉니다.',
    },
    notIncluded: '방문자 명단은 포함하지 않았습니다.',
    empty: '명단에 표시할 방문자가 없습니다.',
  },
  /** 참가사 만족도: the booth's own answers to the event's 참가사 surveys (the admin's reports only). */
  satisfaction: {
    title: '참가사 만족도',
    adminOnly: '관리자용',
    columns: { question: '문항', answer: '응답' },
    /** '응답 2026-12-06 14:05' */
    answeredAt: '응답 ',
    notAnswered: '이 부스는 아직 응답하지 않았습니다.',
    noQuestions: '점수나 선택으로 답하는 문항이 없습니다.',
    /** A score: '4점'. */
    points: '점',
    skipped: '-',
  },
  pages: {
    backToVisitors: '방문자 목록으로',
    loading: '성과 보고서를 불러오는 중...',
    loadFailed: (message: string) => `성과 보고서를 불러오지 못했습니다: ${message}`,
    declined: '조회 사유를 입력하지 않아 방문자 명단 없이 불러왔습니다.',
  },
  /** The reason asked before visitors are named ('다운로드 사유 입력' on): the report is read on screen. */
  reason: {
    title: '조회 사유',
    description: '방문자 개인정보가 담긴 보고서입니다. 조회 사유를 선택하거나 입력해주세요.',
    required: '조회 사유를 입력해주세요.',
    confirm: '조회',
  },
  admin: {
    title: '부스별 성과 보고서',
    eventReport: '결과보고서',
    booth: '부스',
    allBooths: '전체 부스',
    includeVisitors: '방문자 명단 포함',
    load: '불러오기',
    boothsFailed: (message: string) => `부스 목록을 불러오지 못했습니다: ${message}`,
    noBooths: '등록된 부스가 없습니다.',
  },
} as const;
