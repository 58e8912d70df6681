/** Korean copy of the admin login screen. */
export const authTexts = {
  title: '관리자 로그인',
  username: '아이디',
  password: '비밀번호',
  submit: '로그인',
  submitting: '로그인 중...',
  failure: '❌ 로그인 실패: 아이디 또는 비밀번호를 확인하세요',
  failurePrefix: '❌ 로그인 실패: ',
} as const;
