import type { AttendeeFields } from './attendee-fields.js';

/** An attendee's fields for the domain's unit tests (`overrides` change some). */
export const sampleAttendeeFields = (overrides: Partial<AttendeeFields> = {}): AttendeeFields => ({
  name: '김민수',
  affiliation: '한빛전자',
  phoneNumber: '010-1234-5678',
  email: '',
  country: '대한민국',
  visitType: 'N',
  paymentStatus: 'N',
  paymentStatus2: 'Y',
  registrationType: 'ONSITE',
  ...overrides,
});
