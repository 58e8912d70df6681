import { toSeoulLocal } from '@expo/contract/seoul-time';
import type { Attendee } from '@expo/contract/attendees';
import type { ConsentChoice, RegistrationType, YesNo } from './domain/attendee-fields.js';

export const ATTENDEE_COLUMNS = `id, event_id, name, affiliation, phone_number, email, country, visit_type,
  payment_status, payment_status2, registration_type, exhibitor_consent, created_at`;

export interface AttendeeRow {
  id: number;
  event_id: number;
  name: string;
  affiliation: string;
  phone_number: string;
  email: string;
  country: string;
  visit_type: YesNo;
  payment_status: YesNo;
  payment_status2: YesNo;
  registration_type: RegistrationType;
  exhibitor_consent: boolean | null;
  created_at: Date;
}

/** The read model's consent (true, false, null) as forms and Excel show it (Y, N, ''). */
export const consentChoiceOf = (consent: boolean | null): ConsentChoice =>
  consent === null ? '' : consent ? 'Y' : 'N';

/** And back. */
export const consentOfChoice = (choice: ConsentChoice | undefined): boolean | null =>
  choice === 'Y' ? true : choice === 'N' ? false : null;

export function toAttendeeDto(row: AttendeeRow): Attendee {
  return {
    id: row.id,
    name: row.name,
    affiliation: row.affiliation,
    phoneNumber: row.phone_number,
    email: row.email,
    country: row.country,
    visitType: row.visit_type,
    paymentStatus: row.payment_status,
    paymentStatus2: row.payment_status2,
    registrationType: row.registration_type,
    exhibitorConsent: consentChoiceOf(row.exhibitor_consent),
    eventId: row.event_id,
    createdAt: toSeoulLocal(row.created_at),
  };
}
