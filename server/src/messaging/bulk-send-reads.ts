import { toSeoulLocal } from '../common/seoul-time.js';
import type { Sql } from '../event-store/sql.js';
import type { BulkAudience, BulkSendPlan } from './domain/qr-bulk-send.js';
import {
  QR_MESSAGE_STATUSES,
  type QrMessageStatusName,
} from './queries/list-qr-messages/list-qr-messages.query.js';

/** A 'QR 일괄 발송' as the admins follow it: what was planned and where its messages are now. */
export interface BulkSendDto extends BulkSendPlan {
  id: string;
  audience: BulkAudience;
  keyword: string | null;
  resend: boolean;
  /** Korean local time. */
  startedAt: string;
  progress: Record<QrMessageStatusName, number>;
  /** Nothing of it waits to be sent any more. */
  done: boolean;
}

/** How many bulk sends a list (and a live push) carries: the newest. */
export const RECENT_BULK_SENDS = 20;

/** The event's newest bulk sends (or the one named), newest first, with their messages counted by status. */
export async function readBulkSends(sql: Sql, eventId: number, id?: string): Promise<BulkSendDto[]> {
  const rows = await sql.query<{
    id: string;
    audience: BulkAudience;
    keyword: string | null;
    resend: boolean;
    matched: number;
    total: number;
    by_channel: BulkSendDto['byChannel'];
    skipped: BulkSendDto['skipped'];
    started_at: Date;
    counts: Partial<Record<QrMessageStatusName, string>> | null;
  }>(
    `SELECT b.id, b.audience, b.keyword, b.resend, b.matched, b.total, b.by_channel, b.skipped, b.started_at,
            (SELECT jsonb_object_agg(status, n) FROM
               (SELECT status, count(*) AS n FROM qr_messages m WHERE m.bulk_send_id = b.id GROUP BY status) s
            ) AS counts
       FROM qr_bulk_sends b
      WHERE b.event_id = $1 AND ($2::text IS NULL OR b.id = $2)
      ORDER BY b.started_at DESC, b.id LIMIT ${RECENT_BULK_SENDS}`,
    [eventId, id ?? null],
  );
  return rows.map((r) => {
    const progress = Object.fromEntries(
      QR_MESSAGE_STATUSES.map((status) => [status, Number(r.counts?.[status] ?? 0)]),
    ) as Record<QrMessageStatusName, number>;
    return {
      id: r.id,
      audience: r.audience,
      keyword: r.keyword,
      resend: r.resend,
      matched: r.matched,
      total: r.total,
      byChannel: r.by_channel,
      skipped: r.skipped,
      startedAt: toSeoulLocal(r.started_at),
      progress,
      done: progress.PENDING === 0,
    };
  });
}
