import type { Lang } from '@expo/contract/lang';

/**
 * The attendee's lecture check-in page (/visit-lecture): the Korean as decided for the spec, and English
 * (issue 50).
 */
export interface CheckinTexts {
  pageTitle: string;
  instructor: string;
  when: string;
  location: string;
  lectureLoading: string;
  lectureUnavailable: string;
  idLabel: string;
  idHint: string;
  submit: string;
  pending: string;
  succeeded: string;
  failed: (message: string) => string;
  duplicate: string;
  emptyId: string;
  idDigitsOnly: string;
  invalidAccess: string;
}

export const CHECKIN_TEXTS: Record<Lang, CheckinTexts> = {
  ko: {
    pageTitle: '강연 출석 체크',
    instructor: '강연자',
    when: '일시',
    location: '장소',
    lectureLoading: '강연 정보를 불러오는 중...',
    lectureUnavailable: '강연 정보를 불러올 수 없습니다.',
    idLabel: '참석자 ID',
    idHint: '입장 QR 화면에 표시된 ID 숫자를 입력하세요.',
    submit: '출석 체크',
    pending: '처리 중...',
    succeeded: '✅ 출석 체크가 완료되었습니다.',
    failed: (message) => `❌ 출석 체크 실패: ${message}`,
    duplicate: '이미 출석 체크된 강연입니다.',
    emptyId: '참석자 ID를 입력해주세요.',
    idDigitsOnly: '참석자 ID는 숫자로 입력해주세요.',
    invalidAccess: '잘못된 접근입니다.',
  },
  en: {
    pageTitle: 'Lecture check-in',
    instructor: 'Speaker',
    when: 'When',
    location: 'Room',
    lectureLoading: 'Loading the lecture...',
    lectureUnavailable: 'The lecture could not be loaded.',
    idLabel: 'Attendee ID',
    idHint: 'Enter the ID number shown on your entry QR page.',
    submit: 'Check in',
    pending: 'Checking in...',
    succeeded: '✅ You are checked in.',
    failed: (message) => `❌ Check-in failed: ${message}`,
    duplicate: 'You are already checked in to this lecture.',
    emptyId: 'Please enter your attendee ID.',
    idDigitsOnly: 'Please enter your attendee ID in digits.',
    invalidAccess: 'This address is not valid.',
  },
};
