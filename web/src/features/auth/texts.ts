/** Korean copy of the admin login screen. */
export const authTexts = {
  title: '관리자 로그인',
  username: '아이디',
  submit: '로그인',
  submitting: '로그인 중...',
} as const;
