/** Korean copy of the banner on /messages when a channel's sends keep failing. */
export const channelHealthTexts = {
  phone: (time: string) =>
    `문자 발송이 연속으로 실패하고 있습니다 (마지막 실패 ${time}). 문자 서비스 설정과 연결을 확인하세요.`,
  email: (time: string) =>
    `이메일 발송이 연속으로 실패하고 있습니다 (마지막 실패 ${time}). 메일 서버(SMTP) 설정과 연결을 확인하세요.`,
  lastReason: (reason: string) => `마지막 사유: ${reason}`,
} as const;
