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
  /** A survey's send ('설문 발송'): its two sets, as the list and the follow name them. */
  surveyAudiences: { ENTERED: '입장한 전원', UNANSWERED: '아직 응답하지 않은 분' },
  surveyAudience: (title: string, set: string) =>
    title ? `설문 "${title}" · ${set}` : `설문 (삭제됨) · ${set}`,
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
  /** What a finished bulk send did: 'sent' only when a message went out (kept ones wait for staff to forward). */
  finished: ({ SENT, DELIVERED, KEPT }: Record<'SENT' | 'DELIVERED' | 'KEPT', number>) =>
    SENT + DELIVERED > 0
      ? '발송이 끝났습니다'
      : KEPT > 0
        ? '보관이 끝났습니다 (보낸 메시지는 없습니다)'
        : '보내지 못했습니다',
  showFailed: (count: number) => `실패한 메시지 ${n(count)}건 보기`,
  // list on /messages
  listTitle: '일괄 발송',
  startedAt: (time: string) => `시작 ${time}`,
  totalCount: (total: number) => `${n(total)}건`,
  withResend: '다시 보내기 포함',
  showAll: (count: number) => `모두 보기 (${n(count)}건)`,
  showFewer: '접기',
} as const;
