/**
 * The Korean label of every field of the forms, written once: the contract's request schemas name their fields
 * with these (and so their messages: '이름을 입력하세요.'), and the web's forms show them. No zod here: the web
 * imports this module at run time.
 */

/**
 * Every attendee field a person can set, in the order forms show them (shared by the admin's form, the walk-in
 * form, API messages, Excel headers and the change history).
 */
export const ATTENDEE_FIELD_LABELS = {
  name: '이름',
  affiliation: '소속',
  phoneNumber: '전화번호',
  email: '이메일',
  country: '국가',
  visitType: '방문유형',
  paymentStatus: '출력유무',
  paymentStatus2: '결제유무',
  registrationType: '등록유형',
  exhibitorConsent: '부스제공동의',
} as const;

/**
 * The login of an account that signs in: a booth's or a desk's (its catalogue form and its login page); the
 * admin's login names its id otherwise (아이디) and its password alike.
 */
export const ACCOUNT_FIELD_LABELS = {
  loginId: '로그인 ID',
  password: '비밀번호',
} as const;

/** The booth form's own fields, before the account's login: `name` is the booth manager's. */
export const BOOTH_FIELD_LABELS = {
  boothName: '부스명',
  name: '담당자 이름',
  affiliation: '소속',
  phone: '연락처',
} as const;

/** The desk account form's own field, before the account's login. */
export const DESK_FIELD_LABELS = {
  name: '데스크명',
} as const;

/** The lecture form's fields (register and edit). */
export const LECTURE_FIELD_LABELS = {
  title: '제목',
  instructor: '강연자',
  date: '날짜',
  time: '시간',
  location: '장소',
  capacity: '정원',
} as const;
