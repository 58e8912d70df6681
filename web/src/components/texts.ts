import { ACCOUNT_FIELD_LABELS } from '@expo/contract/field-labels';

/** Korean copy of the components shared by several features. */
export const sharedTexts = {
  downloadExcel: '엑셀 다운로드',
  backToList: '목록으로',
  downloading: '다운로드 중...',
  downloadFailed: (message: string) => `다운로드 실패: ${message}`,
  password: ACCOUNT_FIELD_LABELS.password,
  loginFailed: '❌ 로그인 실패: 아이디 또는 비밀번호를 확인하세요',
  loginFailedPrefix: '❌ 로그인 실패: ',
  live: '실시간',
  liveConnecting: '실시간 연결 중…',
  liveLost: '연결 끊김 · 다시 연결하는 중…',
  boothVisitsSeries: '부스 방문',
  lectureCheckInsSeries: '강연 출석',
  entriesSeries: '입장',
} as const;
