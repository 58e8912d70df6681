import { toSeoulLocal } from '@expo/contract/seoul-time';
import type { Sql } from '../../database/sql.js';
import type { BulkSend } from '@expo/contract/messaging';
import {
  QR_MESSAGE_STATUSES,
  type AnyBulkAudience,
  type QrMessageStatus,
} from '@expo/contract/messaging-values';

/** How many bulk sends a list (and a live push) carries: the newest. */
export const RECENT_BULK_SENDS = 20;

/**
 * The event's newest bulk sends (or the one named), QR and survey sends alike, newest first, with their messages
 * counted by status and a survey send's survey (its title now; '' once the survey is deleted).
 */
export async function readBulkSends(sql: Sql, eventId: number, id?: string): Promise<BulkSend[]> {
  const rows = await sql.query<{
    id: string;
    audience: AnyBulkAudience;
    survey_id: number | null;
    survey_title: string | null;
    keyword: string | null;
    resend: boolean;
    matched: number;
    total: number;
    by_channel: BulkSend['byChannel'];
    skipped: BulkSend['skipped'];
    started_at: Date;
    counts: Partial<Record<QrMessageStatus, string>> | null;
  }>(
    `SELECT b.id, b.audience, b.survey_id, s.title AS survey_title, b.keyword, b.resend, b.matched, b.total,
            b.by_channel, b.skipped, b.started_at,
            (SELECT jsonb_object_agg(status, n) FROM
               (SELECT status, count(*) AS n FROM qr_messages m WHERE m.bulk_send_id = b.id GROUP BY status) s
            ) AS counts
       FROM qr_bulk_sends b LEFT JOIN surveys s ON s.id = b.survey_id
      WHERE b.event_id = $1 AND ($2::text IS NULL OR b.id = $2)
      ORDER BY b.started_at DESC, b.id LIMIT ${RECENT_BULK_SENDS}`,
    [eventId, id ?? null],
  );
  return rows.map((r) => {
    const progress = Object.fromEntries(
      QR_MESSAGE_STATUSES.map((status) => [status, Number(r.counts?.[status] ?? 0)]),
    ) as BulkSend['progress'];
    return {
      id: r.id,
      audience: r.audience,
      survey: r.survey_id === null ? null : { id: r.survey_id, title: r.survey_title ?? '' },
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
