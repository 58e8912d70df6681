import { toSeoulLocal } from '../common/seoul-time.js';
import type { AttendeeFields, RegistrationType, YesNo } from './domain/attendee-fields.js';

export const ATTENDEE_COLUMNS = `id, event_id, name, affiliation, phone_number, email, country, visit_type,
  payment_status, payment_status2, registration_type, created_at`;

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
  created_at: Date;
}

export interface AttendeeDto extends AttendeeFields {
  id: number;
  eventId: number;
  createdAt: string;
}

export function toAttendeeDto(row: AttendeeRow): AttendeeDto {
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
    eventId: row.event_id,
    createdAt: toSeoulLocal(row.created_at),
  };
}
