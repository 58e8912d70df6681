import { badRequest } from '../../common/app-error.js';
import { parseFields, parsePresentFields } from '../../common/fields.js';
import { attendeeFieldSpecs, type AttendeeFields } from '../domain/attendee-fields.js';

export const parseAttendeeFields = (body: unknown): AttendeeFields => parseFields(attendeeFieldSpecs, body);

/** An edit may send every field or only some; it must change at least one. */
export function parseAttendeeChanges(body: unknown): Partial<AttendeeFields> {
  const fields = parsePresentFields(attendeeFieldSpecs, body);
  if (Object.keys(fields).length === 0) throw badRequest('VALIDATION.EMPTY', '수정할 항목이 없습니다.');
  return fields;
}

/** Anonymous on-site registration: flags are the spec's defaults whatever the client sends. */
export function parsePublicRegistration(body: unknown): AttendeeFields {
  const fields = parseFields(attendeeFieldSpecs, body);
  return {
    ...fields,
    email: '',
    visitType: 'N',
    paymentStatus: 'N',
    paymentStatus2: 'N',
    registrationType: 'ONSITE',
  };
}
