/** Korean copy of the QR message history. */
export const messageTexts = {
  title: 'QR 발송 내역',
  subtitle:
    '발송 요청한 QR 메시지와 상태입니다. SMTP가 없으면 메시지는 여기에 보관되며, 링크를 복사해 직접 전달할 수 있습니다.',
  refresh: '새로고침',
  columns: ['요청 시간', '참석자 ID', '받는 사람', '상태', '시도', '전송 방식', '내용'],
  status: { PENDING: '대기', SENT: '발송됨', FAILED: '실패' } as Record<string, string>,
  transport: { smtp: '이메일', log: '보관(로그)' } as Record<string, string>,
  noRecipient: '(이메일 없음)',
  copyLink: '링크 복사',
  copied: '링크를 복사했습니다.',
  empty: '발송 내역이 없습니다.',
  loadFailed: (message: string) => `발송 내역을 불러오는데 실패했습니다: ${message}`,
} as const;
