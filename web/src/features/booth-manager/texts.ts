import { ACCOUNT_FIELD_LABELS } from '@expo/contract/field-labels';
import { LEAD_INTEREST_LABELS } from '@expo/contract/leads-values';

import { VISITOR_COLUMNS } from '../../components/visitor-columns';

/** Korean copy of the booth manager's phone screens; the spec's texts verbatim. */
export const boothManagerTexts = {
  // /booth-login
  loginTitle: '부스 관리자 로그인',
  loginId: ACCOUNT_FIELD_LABELS.loginId,
  login: '로그인',
  loggingIn: '로그인 중...',
  sessionExpired: '부스 로그인이 만료되었습니다. 다시 로그인해주세요.',
  // /booth-visits2
  visitorsTitle: '방문자 목록',
  scanQr: 'QR 스캔',
  downloadFallbackName: (boothName: string) => `${boothName || '부스'}_방문자.xlsx`,
  logout: '로그아웃',
  boothReport: '성과 보고서',
  visitorsLoading: '방문자 목록을 불러오는 중...',
  visitorsFailed: '방문자 목록을 불러오는데 실패했습니다.',
  visitorsEmpty: '방문자 정보가 없습니다.',
  visitorsCached: '연결이 끊겨 마지막으로 불러온 목록을 보여줍니다.',
  visitorCount: (count: number) => `방문자 ${count.toLocaleString('ko-KR')}명`,
  columns: [...VISITOR_COLUMNS, '방문시간'],
  // issue 17: '부스 제공 동의 확인' (the name itself comes from the server)
  hiddenVisitorsNote: '동의하지 않은 방문자의 정보는 표시되지 않습니다.',
  hiddenVisitorLabel: '비공개',
  pendingScans: (count: number) => `전송 대기 중인 스캔 ${String(count)}건 — 연결되면 자동으로 전송됩니다.`,
  failedScan: (userId: number, message: string) => `전송 실패: ID ${String(userId)} — ${message}`,
  dismissFailed: '확인',
  // /qr-scan
  scanTitle: 'QR 코드 스캔',
  cameraStarting: '카메라를 준비하는 중...',
  scanSucceeded: (text: string) => `✅ 스캔 성공: ${text}`,
  visitRegistered: '✅ 방문이 등록되었습니다.',
  visitDuplicate: '이미 등록된 방문입니다.',
  visitFailed: (message: string) => `❌ 방문 등록 실패: ${message}`,
  networkError: '❌ 네트워크 오류: 다시 시도해주세요.',
  scanQueued: '📥 스캔이 저장되었습니다. 연결되면 자동으로 전송됩니다.',
  scanQueuedForLogin: '📥 스캔이 저장되었습니다. 다시 로그인하면 자동으로 전송됩니다.',
  backToVisitors: '방문자 목록으로',
  // /qr-scan, issue 15: continuous mode and the visitor under the success text
  continuousScan: '연속 스캔',
  visitorLine: (name: string, affiliation: string) => (affiliation ? `${name} · ${affiliation}` : name),
  scanKindLabels: { success: '방문 등록', duplicate: '이미 방문', failure: '등록 실패', queued: '전송 대기' },
  // exhibitor leads (/booth-visits2 rows and the continuous-scan list)
  leadInterest: '관심도',
  leadInterestLabels: LEAD_INTEREST_LABELS,
  leadTags: '태그',
  leadMemo: '메모',
  leadMemoPlaceholder: '메모를 입력하세요',
  leadMemoSave: '확인',
  leadPending: '전송 대기',
  leadSaved: '저장됨',
  leadFailed: (message: string) => `저장 실패: ${message}`,
  leadNoTags: '태그가 없습니다. 예: 견적 요청, 샘플 발송',
  leadsLoadFailed: '관심도·태그·메모를 불러오지 못했습니다.',
  pendingLeadEdits: (count: number) =>
    `전송 대기 중인 관심도·태그·메모 ${String(count)}건 — 연결되면 자동으로 전송됩니다.`,
  failedLeadEdit: (userId: number, message: string) =>
    `관심도·태그·메모 저장 실패: ID ${String(userId)} — ${message}`,
  leadTagsTitle: '태그 관리',
  leadTagInput: '새 태그',
  leadTagAdd: '추가',
  leadTagRemove: (tag: string) => `${tag} 삭제`,
  leadTagsSave: '태그 저장',
  leadTagsSaving: '저장 중...',
  leadTagsSaved: '태그가 저장되었습니다.',
  leadTagsFailed: (message: string) => `태그 저장 실패: ${message}`,
  leadTagEmpty: '태그를 입력해주세요.',
  leadTagTooLong: (max: number) => `태그는 ${String(max)}자 이하로 입력해주세요.`,
  leadTagDuplicate: (tag: string) => `이미 있는 태그입니다: ${tag}`,
  leadTagsTooMany: (max: number) => `태그는 최대 ${String(max)}개까지 만들 수 있습니다.`,
} as const;
