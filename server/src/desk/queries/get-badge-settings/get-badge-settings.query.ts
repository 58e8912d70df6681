import { Query } from '@nestjs/cqrs';
import type { BadgeSettings } from '../../domain/badge-settings.js';

/** The event's badge settings, or the defaults until an admin saved some. */
export class GetBadgeSettingsQuery extends Query<BadgeSettings> {
  constructor(readonly eventId: number) {
    super();
  }
}
