/** Korean copy of the download reason prompt (다운로드 사유, 개인정보 접속기록). */
export const downloadReasonTexts = {
  title: '다운로드 사유',
  description: '개인정보가 담긴 파일입니다. 다운로드 사유를 선택하세요. 사유는 접속기록에 남습니다.',
  choices: ['행사 운영', '참가업체 요청', '정산·보고'] as const,
  other: '기타 (직접 입력)',
  otherLabel: '사유 직접 입력',
  otherPlaceholder: '예: 현장 안내 데스크 명단 확인',
  required: '다운로드 사유를 입력해주세요.',
  tooLong: '사유는 100자 이하로 입력하세요.',
  confirm: '다운로드',
  cancel: '취소',
} as const;

export const REASON_MAX_LENGTH = 100;

/**
 * What the reason dialog says that its caller may word for itself: its title, the sentence under it, the error of
 * an empty reason and the confirm button (a report shown on screen is read, not downloaded).
 */
export interface ReasonDialogWords {
  title: string;
  description: string;
  required: string;
  confirm: string;
}
