import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { readAttendee } from '../../../attendees/attendee-reads.js';
import { qrViewLink } from '../../../attendees/qr-link.js';
import { toSeoulLocal } from '../../../common/seoul-time.js';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { SecretsService } from '../../../core/secrets.service.js';
import { DATA_SOURCE } from '../../../core/tokens.js';
import { withConnection } from '../../../event-store/sql.js';
import { composeQrMessage } from '../../delivery/qr-message-content.js';
import { ListQrMessagesQuery, type QrMessageDto } from './list-qr-messages.query.js';

const LIMIT = 200;

interface Row {
  id: string;
  attendee_id: number;
  status: string;
  attempts: number;
  transport: string | null;
  last_error: string | null;
  requested_at: Date;
  sent_at: Date | null;
  name: string;
  email: string;
  event_name: string;
}

@QueryHandler(ListQrMessagesQuery)
export class ListQrMessagesHandler implements IQueryHandler<ListQrMessagesQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SecretsService) private readonly secrets: SecretsService,
  ) {}

  execute({ eventId, attendeeId }: ListQrMessagesQuery): Promise<QrMessageDto[]> {
    return withConnection(this.dataSource, async (sql) => {
      if (attendeeId !== undefined) await readAttendee(sql, attendeeId, eventId);
      const rows = await sql.query<Row>(
        `SELECT m.id, m.attendee_id, m.status, m.attempts, m.transport, m.last_error, m.requested_at, m.sent_at,
                a.name, a.email, c.name AS event_name
           FROM qr_messages m JOIN attendees a ON a.id = m.attendee_id JOIN conferences c ON c.id = m.event_id
          WHERE m.event_id = $1 AND ($2::int IS NULL OR m.attendee_id = $2)
          ORDER BY m.requested_at DESC, m.id LIMIT $3`,
        [eventId, attendeeId ?? null, LIMIT],
      );
      return rows.map((row) => this.toDto(row));
    });
  }

  /** The message with the text the attendee receives. */
  private toDto(r: Row): QrMessageDto {
    const content = composeQrMessage({
      email: r.email,
      name: r.name,
      eventName: r.event_name,
      link: qrViewLink(this.config.publicUrl, this.secrets.get('link'), r.attendee_id),
    });
    return {
      id: r.id,
      attendeeId: r.attendee_id,
      status: r.status,
      attempts: r.attempts,
      transport: r.transport,
      lastError: r.last_error,
      recipient: r.email,
      subject: content.subject,
      body: content.text,
      createdAt: toSeoulLocal(r.requested_at),
      sentAt: r.sent_at ? toSeoulLocal(r.sent_at) : null,
    };
  }
}
