export const attendee = (overrides: Record<string, unknown> = {}) => ({
  name: '김민수',
  affiliation: '한빛전자',
  phoneNumber: '010-1234-5678',
  email: '',
  country: '대한민국',
  visitType: 'N',
  paymentStatus: 'N',
  paymentStatus2: 'Y',
  registrationType: 'PRE',
  exhibitorConsent: '',
  ...overrides,
});

const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const GIVEN = ['민수', '서연', '지훈', '하은', '도윤', '수아', '예준', '지민', '시우', '유나'];
const ORGS = ['한빛전자', '서울대학교', '대한물산', '미래모빌리티', '푸른바이오'];

/** A plausible Korean attendee number `i`, with a unique phone number. */
export const koreanAttendee = (i: number) =>
  attendee({
    name: `${FAMILY[i % 10]}${GIVEN[Math.floor(i / 10) % 10]}`,
    affiliation: ORGS[i % ORGS.length],
    phoneNumber: `010-${String(1000 + Math.floor(i / 10000)).padStart(4, '0')}-${String(i % 10000).padStart(4, '0')}`,
  });
