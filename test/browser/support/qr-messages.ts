import { attendee } from '../../support/attendee-fixtures.js';
import type { BrowserSuite } from './browser.js';

/** An attendee as the admin screens read it, with the signed path of their QR page. */
export interface Attendee {
  id: number;
  name: string;
  qrViewPath: string;
}

/** A row of GET /api/messages (the fields the browser tests look at). */
export interface QrMessage {
  id: string;
  attendeeId: number;
  name: string;
  status: string;
  channel: string;
  transport: string | null;
  attempts: number;
  lastError: string | null;
  recipient: string;
  link: string;
}

/** Registers an attendee and reads it back as an admin screen does (with its signed `qrViewPath`). */
export async function register(suite: BrowserSuite, fields: Record<string, unknown>): Promise<Attendee> {
  const { id } = await suite.adminApi<{ id: number }>('/api/users/register', {
    method: 'POST',
    body: attendee(fields),
  });
  return suite.adminApi<Attendee>(`/api/users/${String(id)}`);
}
