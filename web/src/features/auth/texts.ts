/** Korean copy of the admin login screen. */
export const authTexts = {
  title: '관리자 로그인',
  username: '아이디',
  submit: '로그인',
  submitting: '로그인 중...',
  sessionExpired: '로그인이 만료되었습니다. 다시 로그인해주세요.',
} as const;
