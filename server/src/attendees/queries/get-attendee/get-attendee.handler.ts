import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { SecretsService } from '../../../auth/secrets.service.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { readAttendee } from '../attendee-reads.js';
import { AttendeeErrors } from '../../domain/attendee.errors.js';
import { qrViewPath, verifyQrLinkSignature } from '../../qr-link.js';
import type { AttendeeWithEvent } from '@expo/contract/attendees';
import { GetAttendeeQuery } from './get-attendee.query.js';

@QueryHandler(GetAttendeeQuery)
export class GetAttendeeHandler implements IQueryHandler<GetAttendeeQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(SecretsService) private readonly secrets: SecretsService,
  ) {}

  async execute({ attendeeId, access }: GetAttendeeQuery): Promise<AttendeeWithEvent> {
    const signed = verifyQrLinkSignature(this.secrets.get('link'), attendeeId, access.signature);
    // a link with a missing or wrong signature is refused as such, before (and whether or not) the attendee exists
    if (access.adminEventId === undefined && !signed) throw AttendeeErrors.invalidLink();
    return withConnection(this.dataSource, async (sql) => {
      // the signed link opens the attendee whatever the event; an admin sees only their own event's
      const attendee = await readAttendee(sql, attendeeId, signed ? undefined : access.adminEventId);
      const [event] = await sql.query<{ id: number; name: string }>(
        `SELECT id, name FROM conferences WHERE id = $1`,
        [attendee.eventId],
      );
      return { ...attendee, event, qrViewPath: qrViewPath(this.secrets.get('link'), attendee.id) };
    });
  }
}
