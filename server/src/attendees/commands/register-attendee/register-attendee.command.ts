import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { AttendeeDto } from '../../attendee-row.js';
import type { FormConsents } from '../../../privacy/domain/registration-consent.js';
import type { AttendeeFields } from '../../domain/attendee-fields.js';

/** A new attendee as registered; a walk-in (the public form) also gets their signed /qr-view link's path. */
export class RegisterAttendeeCommand extends Command<
  AttendeeDto & { qrViewPath?: string; alreadyRegistered?: true }
> {
  constructor(
    readonly eventId: number,
    readonly fields: AttendeeFields,
    readonly source: 'ADMIN' | 'PUBLIC',
    readonly metadata: EventMetadata,
    /** What the walk-in form's consent boxes said (the public form only). */
    readonly consents?: FormConsents,
  ) {
    super();
  }
}
