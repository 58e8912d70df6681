import { Command } from '@nestjs/cqrs';
import type { AccessRecordDraft } from '../../../access-records/domain/access-record.js';
import type { BoothPrincipal } from '../../../auth/booth-principal.js';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { RecordedBoothVisit } from '@expo/contract/visits';

/**
 * A booth phone's scan: `userId` visited `boothId`. `booth` is the phone's verified booth token: its session
 * (the booth still there, with the login the token was made for) is checked in the transaction that records
 * the visit, else 401. `metadata.clientEventId` is the phone's Idempotency-Key scoped by booth and attendee.
 * `access` is the scan's 개인정보 접속기록 (who, when, from where), written in the same transaction once the
 * scan is answered.
 */
export class RecordBoothVisitCommand extends Command<RecordedBoothVisit> {
  constructor(
    readonly boothId: number,
    readonly userId: number,
    readonly booth: BoothPrincipal,
    readonly metadata: EventMetadata,
    readonly access?: AccessRecordDraft,
  ) {
    super();
  }
}
