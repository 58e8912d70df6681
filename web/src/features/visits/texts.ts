import { LEAD_INTEREST_LABELS } from '@expo/contract/leads-values';

/** Korean copy of the admin visitor screens; the spec's texts verbatim. */
export const visitTexts = {
  boothTitle: '부스 방문자',
  lectureTitle: '강연 출석',
  boothSelect: '부스 선택',
  lectureSelect: '강연 선택',
  placeholder: '선택하세요',
  // a lecture's list is of check-ins: its time column says when each attendee checked in
  boothTimeColumn: '방문시간',
  lectureTimeColumn: '출석시간',
  count: (count: number) => `총 ${count.toLocaleString('ko-KR')}명`,
  refresh: '새로고침',
  loading: '방문자 목록을 불러오는 중...',
  missingEventId: '이벤트 정보가 없습니다.',
  loadFailed: '방문자 목록을 불러오는데 실패했습니다.',
  empty: '방문자 정보가 없습니다.',
  // a booth's leads, after the spec's columns
  leadColumns: ['관심도', '태그', '메모'],
  leadInterestLabels: LEAD_INTEREST_LABELS,
  leadsLoadFailed: '관심도·태그·메모를 불러오지 못했습니다.',
} as const;
