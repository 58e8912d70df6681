import { Query } from '@nestjs/cqrs';
import type { EventBadgeSettings } from '@expo/contract/badges';

/** The event's badge settings (the defaults until an admin saved some) and its name. */
export class GetBadgeSettingsQuery extends Query<EventBadgeSettings> {
  constructor(readonly eventId: number) {
    super();
  }
}
