import type { Sql } from '../../database/sql.js';
import { DEFAULT_MESSAGE_SETTINGS, type MessageSettings } from '../domain/message-settings.js';

/** The event's message settings (the defaults until an admin saved some). */
export async function readMessageSettings(sql: Sql, eventId: number): Promise<MessageSettings> {
  const [row] = await sql.query<{ settings: MessageSettings }>(
    `SELECT settings FROM message_settings WHERE event_id = $1`,
    [eventId],
  );
  return { ...DEFAULT_MESSAGE_SETTINGS, ...row?.settings };
}
