import { Query } from '@nestjs/cqrs';
import type { BulkSend } from '@expo/contract/messaging';

/** The event's newest bulk sends with their progress. */
export class ListQrBulkSendsQuery extends Query<{ items: BulkSend[] }> {
  constructor(readonly eventId: number) {
    super();
  }
}
