import { Query } from '@nestjs/cqrs';
import type { BadgeSettings } from '../../domain/badge-settings.js';

/** Badge settings with the event's name, which every badge shows. */
export type EventBadgeSettings = BadgeSettings & { eventName: string };

/** The event's badge settings (the defaults until an admin saved some) and its name. */
export class GetBadgeSettingsQuery extends Query<EventBadgeSettings> {
  constructor(readonly eventId: number) {
    super();
  }
}
