import type { Projection } from '../../event-store/projection.js';
import { prepared } from '../../database/sql.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import type { ReadinessEvent } from '../domain/readiness.events.js';

const COLUMN: Record<ReadinessEvent['type'], string> = {
  ReadinessTestMessageRecorded: 'test_message',
  PrivacyNoticesReviewed: 'privacy_review',
  BadgeTestPagePrinted: 'badge_test_print',
};

const upsert = (column: string) =>
  prepared(`INSERT INTO event_readiness (event_id, ${column}) VALUES ($1, $2)
            ON CONFLICT (event_id) DO UPDATE SET ${column} = EXCLUDED.${column}`);

/** Each event's latest readiness records, each with the time it was recorded (event_readiness). */
export const readinessProjection: Projection = {
  name: 'readiness',
  tables: ['event_readiness'],
  handles: new Set(Object.keys(COLUMN)),
  async apply(sql, events) {
    for (const { type, data, recordedAt } of events as StoredEvent<ReadinessEvent>[]) {
      const { eventId, ...record } = data;
      await sql.execute(upsert(COLUMN[type]), [
        eventId,
        JSON.stringify({ ...record, at: new Date(recordedAt).toISOString() }),
      ]);
    }
  },
};
