import { Query } from '@nestjs/cqrs';
import type { BulkSendPlan, BulkSendRequest } from '@expo/contract/messaging';

/** What a bulk send would do now: how many by which channel, who is left out and why. */
export class PreviewQrBulkSendQuery extends Query<BulkSendPlan> {
  constructor(
    readonly eventId: number,
    readonly request: BulkSendRequest,
  ) {
    super();
  }
}
