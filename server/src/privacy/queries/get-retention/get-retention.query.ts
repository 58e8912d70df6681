import { Query } from '@nestjs/cqrs';
import type { RetentionState } from '../../domain/retention.js';

/** When the event's personal data is destroyed, and whether it was (for the /users warning). */
export class GetRetentionQuery extends Query<RetentionState> {
  constructor(readonly eventId: number) {
    super();
  }
}
