import { QR_CHANNEL_LABELS, QR_MESSAGE_STATUS_LABELS } from '@expo/contract/messaging-values';

/** Korean copy of the QR message history. */
export const messageTexts = {
  title: 'QR 발송 내역',
  subtitle:
    "발송 요청한 QR 메시지와 그 결과입니다. 알림톡·문자·이메일 중 설정된 전송 수단이 없으면 메시지는 보내지지 않고 여기에 보관됩니다(보관됨). 보관된 메시지는 '링크 복사'로 참석자에게 직접 전달해주세요.",
  refresh: '새로고침',
  statusFilter: '상태',
  allStatuses: '전체',
  columns: ['요청 시간', '참석자', '받는 사람', '상태', '채널', '시도', '발송·전달 시간', '내용'],
  statuses: QR_MESSAGE_STATUS_LABELS,
  channels: QR_CHANNEL_LABELS as Record<string, string>,
  /** What actually carried a message (legacy rows: smtp, log). */
  transports: {
    ALIMTALK: '알림톡',
    SMS: '문자',
    LMS: '문자(LMS)',
    EMAIL: '이메일',
    smtp: '이메일',
    log: '보관',
  } as Record<string, string>,
  attendeeId: (id: number) => `ID ${String(id)}`,
  noRecipient: '(연락처 없음)',
  retryingReason: (attempts: number, reason: string) => `재시도 중 (${String(attempts)}회째): ${reason}`,
  nextAttempt: (time: string) => `다음 시도 ${time}`,
  sentAt: (time: string) => `발송 ${time}`,
  deliveredAt: (time: string) => `전달 ${time}`,
  copyLink: '링크 복사',
  copied: '링크를 복사했습니다.',
  copyManually: '아래 링크를 복사해 전달해주세요.',
  retry: '다시 보내기',
  retrying: '보내는 중...',
  retryFailed: (message: string) => `다시 보내기 실패: ${message}`,
  empty: '발송 내역이 없습니다.',
  emptyFiltered: '이 상태의 발송 내역이 없습니다.',
  loadFailed: (message: string) => `발송 내역을 불러오는데 실패했습니다: ${message}`,
} as const;

/** Korean copy of the banner on /messages when a channel's sends keep failing. */
export const channelHealthTexts = {
  phone: (time: string) =>
    `문자 발송이 연속으로 실패하고 있습니다 (마지막 실패 ${time}). 문자 서비스 설정과 연결을 확인하세요.`,
  email: (time: string) =>
    `이메일 발송이 연속으로 실패하고 있습니다 (마지막 실패 ${time}). 메일 서버(SMTP) 설정과 연결을 확인하세요.`,
  lastReason: (reason: string) => `마지막 사유: ${reason}`,
} as const;

const n = (count: number) => count.toLocaleString('ko-KR');

/** Korean copy of 'QR 일괄 발송': the dialog on /users and the list on /messages. */
export const bulkSendTexts = {
  title: 'QR 일괄 발송',
  audienceLegend: '보낼 대상',
  audiences: {
    ALL: '전체 참석자',
    UNSENT: '아직 QR을 받지 않은 참석자',
    SEARCH: (keyword: string) => `현재 검색 결과 ("${keyword}")`,
  },
  resend: '이미 받은 참석자에게도 다시 보내기',
  resendNote: '체크하지 않으면 이미 발송됐거나 발송 대기 중인 참석자는 건너뜁니다.',
  planTitle: '발송 계획',
  planLoading: '발송 대상을 계산하는 중...',
  planFailed: (message: string) => `발송 대상을 계산하지 못했습니다: ${message}`,
  matched: (matched: number, total: number) => `대상 ${n(matched)}명 중 ${n(total)}명에게 보냅니다.`,
  channels: {
    ALIMTALK: (count: number) => `알림톡 ${n(count)}건`,
    SMS: (count: number) => `문자 SMS ${n(count)}건`,
    LMS: (count: number) => `문자 LMS ${n(count)}건`,
    EMAIL: (count: number) => `이메일 ${n(count)}건`,
    KEPT: (count: number) => `보관 ${n(count)}건`,
  },
  keptNote: '전송 수단이 없어 보관만 됩니다',
  skippedTitle: '제외',
  skipped: {
    alreadySent: (count: number) => `이미 발송됨 ${n(count)}명`,
    unpaid: (count: number) => `결제유무 N ${n(count)}명`,
    unreachable: (count: number) => `연락처 없음 ${n(count)}명`,
  },
  cost: (alimtalk: number, sms: number, lms: number) =>
    `문자 요금이 드는 메시지: 알림톡 ${n(alimtalk)}건, SMS ${n(sms)}건, LMS ${n(lms)}건`,
  lmsCostsMore: 'LMS(90바이트를 넘는 긴 문자)는 SMS보다 요금이 높습니다.',
  noCost: '문자 요금이 드는 메시지는 없습니다.',
  nothingToSend: '보낼 참석자가 없습니다.',
  confirm: (total: number) => `${n(total)}명에게 발송`,
  starting: '발송 요청 중...',
  startFailed: (message: string) => `발송하지 못했습니다: ${message}`,
  cancel: '취소',
  close: '닫기',
  // progress
  progressLabel: '발송 진행률',
  progressCounts: (done: number, total: number) => `${n(done)} / ${n(total)}건 처리`,
  progressStatuses: {
    PENDING: '대기',
    SENT: '발송됨',
    DELIVERED: '전달됨',
    FAILED: '실패',
    KEPT: '보관',
    UNREACHABLE: '발송 불가',
  },
  sending: '보내는 중입니다.',
  keepsSending: '창을 닫아도 발송은 계속됩니다.',
  finished: '발송이 끝났습니다',
  showFailed: (count: number) => `실패한 메시지 ${n(count)}건 보기`,
  // list on /messages
  listTitle: '일괄 발송',
  startedAt: (time: string) => `시작 ${time}`,
  totalCount: (total: number) => `${n(total)}건`,
  withResend: '다시 보내기 포함',
  showAll: (count: number) => `모두 보기 (${n(count)}건)`,
  showFewer: '접기',
} as const;

/** Korean copy of the '발송 설정' panel on /messages. */
export const messageSettingsTexts = {
  title: '발송 설정',
  autoSend: '등록 시 자동 발송',
  autoSendHelp: '새 참석자(관리자 등록, 엑셀 업로드, 현장 등록)에게 QR을 자동으로 보냅니다.',
  emailFirst: '이메일 우선',
  emailFirstHelp: '전화번호와 이메일이 모두 있으면 이메일로 보냅니다.',
  channelsTitle: '전송 수단',
  channels: { alimtalk: '알림톡', sms: '문자', email: '이메일' },
  configured: '설정됨',
  notConfigured: '설정 안 됨',
  save: '저장',
  saving: '저장 중...',
  saved: '저장되었습니다.',
  loading: '발송 설정을 불러오는 중...',
  loadFailed: (message: string) => `발송 설정을 불러오지 못했습니다: ${message}`,
} as const;
