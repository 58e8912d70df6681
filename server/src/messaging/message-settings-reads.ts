import type { AppConfig } from '../config/config.js';
import type { Sql } from '../event-store/sql.js';
import type { QrSendChoice } from '../attendees/domain/attendee.decider.js';
import { configuredChannels } from './configured-channels.js';
import { DEFAULT_MESSAGE_SETTINGS, type MessageSettings } from './domain/message-settings.js';

/** The event's message settings (the defaults until an admin saved some). */
export async function readMessageSettings(sql: Sql, eventId: number): Promise<MessageSettings> {
  const [row] = await sql.query<{ settings: MessageSettings }>(
    `SELECT settings FROM message_settings WHERE event_id = $1`,
    [eventId],
  );
  return { ...DEFAULT_MESSAGE_SETTINGS, ...row?.settings };
}

/** What decides a QR message's channel for the event: this server's channels and the event's settings. */
export const qrSendChoice = (config: AppConfig, settings: MessageSettings, sendId: string): QrSendChoice => ({
  sendId,
  configured: configuredChannels(config),
  emailFirst: settings.emailFirst,
});
