/** Korean copy of the attendee's lecture check-in page (/visit-lecture); alert texts as decided for the spec. */
export const checkinTexts = {
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
  failed: (message: string) => `❌ 출석 체크 실패: ${message}`,
  duplicate: '이미 출석 체크된 강연입니다.',
  emptyId: '참석자 ID를 입력해주세요.',
  idDigitsOnly: '참석자 ID는 숫자로 입력해주세요.',
  invalidAccess: '잘못된 접근입니다.',
} as const;
