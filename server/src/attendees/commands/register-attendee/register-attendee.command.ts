import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { AttendeeFields, FormConsents, RegisteredAttendee } from '@expo/contract/attendees';
import type { Lang } from '@expo/contract/lang';

/** A new attendee as registered; a walk-in (the public form) also gets their signed /qr-view link's path. */
export class RegisterAttendeeCommand extends Command<RegisteredAttendee> {
  constructor(
    readonly eventId: number,
    readonly fields: AttendeeFields,
    readonly source: 'ADMIN' | 'PUBLIC',
    readonly metadata: EventMetadata,
    /** What the walk-in form's consent boxes said (the public form only). */
    readonly consents?: FormConsents,
    /** The language the walk-in read the form in: their QR e-mail comes in it (Korean unless said). */
    readonly lang: Lang = 'ko',
  ) {
    super();
  }
}
