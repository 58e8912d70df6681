import { Query } from '@nestjs/cqrs';
import type { BulkSendDto } from '../../bulk-send-reads.js';

/** The event's newest bulk sends with their progress. */
export class ListQrBulkSendsQuery extends Query<{ items: BulkSendDto[] }> {
  constructor(readonly eventId: number) {
    super();
  }
}
