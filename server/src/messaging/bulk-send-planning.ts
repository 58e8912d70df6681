import type { AppConfig } from '../config/config.js';
import { keywordFilter } from '../attendees/attendee-search.js';
import { qrViewLink } from '../attendees/qr-link.js';
import type { Sql } from '../database/sql.js';
import { candidateColumns, toBulkCandidate, type CandidateRow } from './bulk-send-candidates.js';
import { configuredChannels } from './configured-channels.js';
import { phoneTextType, qrPhoneText } from './delivery/qr-message-content.js';
import type { BulkSendPlan, BulkSendRequest } from '@expo/contract/messaging';
import { planBulkSend, type BulkCandidate, type PlannedSend } from './domain/qr-bulk-send.js';
import { readMessageSettings } from './queries/message-settings-reads.js';

/**
 * The attendees of the set with their stream versions, read in one statement (one snapshot): a change
 * committed after it makes the bulk send's append conflict, and the plan is made again.
 */
async function bulkCandidates(sql: Sql, eventId: number, request: BulkSendRequest): Promise<BulkCandidate[]> {
  const { filter, params } = keywordFilter(request.audience === 'SEARCH' ? (request.keyword ?? '') : '');
  const unsent =
    request.audience === 'UNSENT'
      ? `AND NOT EXISTS (SELECT 1 FROM qr_messages m WHERE m.attendee_id = a.id AND m.survey_id IS NULL)`
      : '';
  const rows = await sql.query<CandidateRow>(
    `SELECT ${candidateColumns('m.survey_id IS NULL')}
       FROM attendees a WHERE a.event_id = $1 ${filter} ${unsent}
      ORDER BY a.id`,
    [eventId, ...params],
  );
  return rows.map(toBulkCandidate);
}

/** Who of the set gets a message and how, with the counts the admin confirms (read in `sql`'s transaction). */
export async function planEventBulkSend(
  sql: Sql,
  config: AppConfig,
  linkSecret: string,
  eventId: number,
  request: BulkSendRequest,
): Promise<{ plan: BulkSendPlan; sends: PlannedSend[] }> {
  const [event] = await sql.query<{ name: string }>(`SELECT name FROM conferences WHERE id = $1`, [eventId]);
  const settings = await readMessageSettings(sql, eventId);
  const candidates = await bulkCandidates(sql, eventId, request);
  const eventName = event?.name ?? '';
  return planBulkSend(candidates, {
    configured: configuredChannels(config),
    emailFirst: settings.emailFirst,
    resend: request.resend,
    isLong: ({ attendeeId, name }) =>
      phoneTextType(
        qrPhoneText({
          attendeeId,
          name,
          eventName,
          link: qrViewLink(config.publicUrl, linkSecret, attendeeId),
        }).text,
      ) === 'LMS',
  });
}
