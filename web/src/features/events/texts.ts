import { EVENT_STATE_LABELS } from '@expo/contract/events';
import { withParticle } from '@expo/contract/fields';

/** Korean copy of the organiser's workspace (/events, /events/{id}/admins, the header's event switcher). */
export const eventsTexts = {
  title: '행사 목록',
  subtitle: '이 서버의 모든 행사: 만들고, 전환하고, 종료합니다.',
  loading: '행사 목록 불러오는 중...',
  loadFailed: '행사 목록을 불러오지 못했습니다.',
  empty: '행사가 없습니다.',
  columns: ['행사명', '기간', '장소', '상태', '등록', '입장', '부스', '강연', '관리'] as const,
  states: EVENT_STATE_LABELS,
  current: '현재 행사',
  open: '이 행사로 전환',
  admins: '관리자',
  close: '행사 종료',
  reopen: '다시 열기',
  confirmClose: (name: string) =>
    `'${name}' 행사를 종료할까요? 스캔, 체크인, 등록, 가져오기, QR 발송을 받지 않습니다. 조회·보고서·다운로드는 계속됩니다. '다시 열기'로 되돌릴 수 있습니다.`,
  closed: (name: string) => `✅ '${name}' 행사를 종료했습니다.`,
  reopened: (name: string) => `✅ '${name}' 행사를 다시 열었습니다.`,
  actionFailed: (message: string) => `❌ 처리 실패: ${message}`,
  createTitle: '새 행사 만들기',
  name: '행사명',
  startDate: '시작일',
  endDate: '종료일',
  venue: '장소',
  venueHint: '선택',
  create: '행사 만들기',
  creating: '만드는 중...',
  createFailed: (message: string) => `❌ 행사 만들기 실패: ${message}`,
  switchFailed: (message: string) => `❌ 행사 전환 실패: ${message}`,
  noDates: '기간 미정',
  switcherLabel: '행사 전환',
  allEvents: '모든 행사 보기',
  switching: '전환 중...',
} as const;

/** Korean copy of an event's admins page. */
export const eventAdminsTexts = {
  title: (eventName: string) => `${eventName} 관리자`,
  subtitle: '이 행사만 관리하는 계정입니다. 비밀번호를 바꾸거나 삭제하면 그 관리자의 로그인이 모두 끝납니다.',
  loading: '관리자 목록 불러오는 중...',
  loadFailed: '관리자 목록을 불러오지 못했습니다.',
  empty: '이 행사의 관리자가 없습니다.',
  columns: ['이름', '아이디', '만든 때', '관리'] as const,
  addTitle: '관리자 추가',
  name: '이름',
  username: '아이디',
  usernameHint: '영문, 숫자, ._@- 3~50자',
  password: '비밀번호',
  add: '추가',
  added: (name: string) => `✅ 관리자 ${withParticle(name, '을/를')} 추가했습니다.`,
  addFailed: (message: string) => `❌ 추가 실패: ${message}`,
  resetPassword: '비밀번호 변경',
  newPassword: (name: string) => `'${name}'의 새 비밀번호 (8자 이상)`,
  passwordReset: (name: string) => `✅ '${name}'의 비밀번호를 바꿨습니다. 기존 로그인은 모두 끝났습니다.`,
  remove: '삭제',
  confirmRemove: (name: string, username: string) =>
    `관리자 '${name}' (아이디 ${username}) 계정을 삭제할까요? 그 관리자의 로그인이 모두 끝납니다.`,
  removed: (name: string) => `✅ 관리자 ${withParticle(name, '을/를')} 삭제했습니다.`,
  failed: (message: string) => `❌ 처리 실패: ${message}`,
  back: '행사 목록으로',
} as const;
