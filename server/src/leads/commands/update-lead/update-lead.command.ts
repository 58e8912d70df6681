import { Command } from '@nestjs/cqrs';
import type { BoothPrincipal } from '../../../auth/booth-principal.js';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { LeadChanges } from '../../domain/lead-fields.js';
import type { Lead } from '@expo/contract/leads';

/**
 * A booth phone's change to a visitor's lead. `clientTime` is when the staffer made it (a queued edit sent
 * later keeps it); `metadata.clientEventId` the phone's Idempotency-Key, so a resend changes nothing.
 */
export class UpdateLeadCommand extends Command<Lead> {
  constructor(
    readonly booth: BoothPrincipal,
    readonly attendeeId: number,
    readonly changes: LeadChanges,
    readonly clientTime: Date | undefined,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
