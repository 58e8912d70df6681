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

/** A bulk send of GET /api/messages/bulk-sends (the fields the browser tests look at). */
export interface BulkSend {
  id: string;
  audience: 'ALL' | 'UNSENT' | 'SEARCH';
  keyword: string | null;
  resend: boolean;
  matched: number;
  total: number;
  byChannel: { ALIMTALK: number; SMS: number; LMS: number; EMAIL: number; KEPT: number };
  skipped: { alreadySent: number; unpaid: number; unreachable: number };
  progress: {
    PENDING: number;
    SENT: number;
    DELIVERED: number;
    FAILED: number;
    KEPT: number;
    UNREACHABLE: number;
  };
  done: boolean;
}

/** The event's recent bulk sends, newest first. */
export async function bulkSends(suite: BrowserSuite): Promise<BulkSend[]> {
  return (await suite.adminApi<{ items: BulkSend[] }>('/api/messages/bulk-sends')).items;
}

/** What the server plans for a bulk send of `body` (nothing is sent). */
export function bulkPlan(
  suite: BrowserSuite,
  body: { audience: 'ALL' | 'UNSENT' | 'SEARCH'; keyword?: string; resend?: boolean },
): Promise<Omit<BulkSend, 'id' | 'audience' | 'keyword' | 'resend' | 'progress' | 'done'>> {
  return suite.adminApi('/api/messages/bulk-sends/preview', { method: 'POST', body, expected: 200 });
}
