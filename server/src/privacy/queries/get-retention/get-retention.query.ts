import { Query } from '@nestjs/cqrs';
import type { Retention } from '@expo/contract/privacy';

/** When the event's personal data is destroyed, and whether it was (for the /users warning). */
export class GetRetentionQuery extends Query<Retention> {
  constructor(readonly eventId: number) {
    super();
  }
}
