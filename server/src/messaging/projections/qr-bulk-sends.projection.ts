import type { Projection } from '../../event-store/projection.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import type { QrBulkSendStarted } from '../domain/qr-bulk-send.js';

/** Each bulk send's record: what was asked and planned (its progress is counted from the outbox). */
export const qrBulkSendsProjection: Projection = {
  name: 'qr-bulk-sends',
  tables: ['qr_bulk_sends'],
  handles: new Set(['QrBulkSendStarted']),
  async apply(sql, events) {
    for (const { data, recordedAt } of events as StoredEvent<QrBulkSendStarted>[])
      await sql.execute(
        `INSERT INTO qr_bulk_sends (id, event_id, audience, keyword, resend, matched, total, by_channel, skipped,
           started_at, survey_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          data.bulkSendId,
          data.eventId,
          data.audience,
          data.search?.keyword || null, // '' once destroyed
          data.resend,
          data.matched,
          data.total,
          JSON.stringify(data.byChannel),
          JSON.stringify(data.skipped),
          recordedAt,
          data.surveyId ?? null,
        ],
      );
  },
};
