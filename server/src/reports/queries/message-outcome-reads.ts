import { prepared, type Sql } from '../../database/sql.js';
import type { ReportMessages } from '@expo/contract/reports';

const BY_CHANNEL = prepared(`SELECT channel, status, count(*)::int AS count FROM qr_messages
  WHERE event_id = $1 AND survey_id IS NULL GROUP BY channel, status ORDER BY channel NULLS LAST, status`);

/** QR 발송 현황: the event's QR messages by channel and status (a survey's invitations are not QR messages). */
export async function readMessageOutcomes(sql: Sql, eventId: number): Promise<ReportMessages> {
  const byChannel = await sql.query<ReportMessages['byChannel'][number]>(BY_CHANNEL, [eventId]);
  return { total: byChannel.reduce((sum, row) => sum + row.count, 0), byChannel };
}
