import { Query } from '@nestjs/cqrs';
import type { QrMessage } from '@expo/contract/messaging';
import type { QrMessageStatus } from '@expo/contract/messaging-values';

/**
 * The QR messages of an event, or of one of its attendees (404 for an attendee of another event), most recent
 * first (at most 200), optionally of one status.
 */
export class ListQrMessagesQuery extends Query<QrMessage[]> {
  constructor(
    readonly eventId: number,
    readonly attendeeId?: number,
    readonly status?: QrMessageStatus,
  ) {
    super();
  }
}
