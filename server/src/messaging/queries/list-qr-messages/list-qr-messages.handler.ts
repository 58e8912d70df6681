import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { readAttendee } from '../../../attendees/queries/attendee-reads.js';
import { qrViewLink } from '../../../attendees/qr-link.js';
import { toSeoulLocal } from '@expo/contract/seoul-time';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { SecretsService } from '../../../auth/secrets.service.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { koreanMobile } from '@expo/contract/messaging';
import type { Lang } from '@expo/contract/lang';
import type { QrMessage } from '@expo/contract/messaging';
import type { QrChannel, QrMessageStatus } from '@expo/contract/messaging-values';
import { qrEmailText, qrPhoneText } from '../../delivery/qr-message-content.js';
import { surveyAnswerLink, surveyEmailText, surveyPhoneText } from '../../delivery/survey-message-content.js';
import { ListQrMessagesQuery } from './list-qr-messages.query.js';

const LIMIT = 200;

interface Row {
  id: string;
  attendee_id: number;
  status: QrMessageStatus;
  channel: QrChannel | null;
  attempts: number;
  transport: string | null;
  last_error: string | null;
  requested_at: Date;
  next_attempt_at: Date;
  sent_at: Date | null;
  delivered_at: Date | null;
  name: string;
  lang: Lang;
  phone_number: string;
  email: string;
  event_name: string;
  survey_id: number | null;
  survey_title: string | null;
}

@QueryHandler(ListQrMessagesQuery)
export class ListQrMessagesHandler implements IQueryHandler<ListQrMessagesQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SecretsService) private readonly secrets: SecretsService,
  ) {}

  execute({ eventId, attendeeId, status }: ListQrMessagesQuery): Promise<QrMessage[]> {
    return withConnection(this.dataSource, async (sql) => {
      if (attendeeId !== undefined) await readAttendee(sql, attendeeId, eventId);
      const rows = await sql.query<Row>(
        `SELECT m.id, m.attendee_id, m.status, m.channel, m.attempts, m.transport, m.last_error, m.requested_at,
                m.next_attempt_at, m.sent_at, m.delivered_at, a.name, a.lang, a.phone_number, a.email, c.name AS event_name,
                m.survey_id, s.title AS survey_title
           FROM qr_messages m JOIN attendees a ON a.id = m.attendee_id JOIN conferences c ON c.id = m.event_id
                LEFT JOIN surveys s ON s.id = m.survey_id
          WHERE m.event_id = $1 AND ($2::int IS NULL OR m.attendee_id = $2) AND ($3::text IS NULL OR m.status = $3)
          ORDER BY m.requested_at DESC, m.id LIMIT $4`,
        [eventId, attendeeId ?? null, status ?? null, LIMIT],
      );
      return rows.map((row) => this.toDto(row));
    });
  }

  /** The message with the text and link the attendee receives, by its channel (the QR, or a survey's link). */
  private toDto(r: Row): QrMessage {
    const secret = this.secrets.get('link');
    const survey = r.survey_id === null ? null : { id: r.survey_id, title: r.survey_title ?? '' };
    const link = survey
      ? surveyAnswerLink(this.config.publicUrl, secret, survey.id, r.attendee_id)
      : qrViewLink(this.config.publicUrl, secret, r.attendee_id);
    const input = { attendeeId: r.attendee_id, name: r.name, eventName: r.event_name, link, lang: r.lang };
    const surveyInput = survey && { ...input, surveyTitle: survey.title };
    const byPhone = r.channel === 'ALIMTALK' || r.channel === 'SMS';
    const mobile = koreanMobile(r.phone_number);
    const phone = mobile.ok ? mobile.display : '';
    const email = r.email.trim();
    const recipient = byPhone ? phone : r.channel === 'KEPT' ? phone || email : email;
    const content = surveyInput
      ? byPhone
        ? surveyPhoneText(surveyInput)
        : surveyEmailText(surveyInput)
      : byPhone
        ? qrPhoneText(input)
        : qrEmailText(input);
    // a pending message that failed before waits for its next try (an admin's retry clears the reason)
    const retrying = r.status === 'PENDING' && r.attempts > 0 && r.last_error !== null;
    return {
      id: r.id,
      attendeeId: r.attendee_id,
      name: r.name,
      status: r.status,
      channel: r.channel,
      transport: r.transport,
      attempts: r.attempts,
      lastError: r.last_error,
      recipient,
      subject: content.subject,
      body: content.text,
      link,
      survey,
      createdAt: toSeoulLocal(r.requested_at),
      nextAttemptAt: retrying ? toSeoulLocal(r.next_attempt_at) : null,
      sentAt: r.sent_at ? toSeoulLocal(r.sent_at) : null,
      deliveredAt: r.delivered_at ? toSeoulLocal(r.delivered_at) : null,
    };
  }
}
