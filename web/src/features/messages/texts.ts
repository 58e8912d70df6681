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
  /** A survey's invitation ('설문 발송'), beside its status. */
  surveyLabel: (title: string) => (title ? `설문: ${title}` : '설문: (삭제된 설문)'),
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
