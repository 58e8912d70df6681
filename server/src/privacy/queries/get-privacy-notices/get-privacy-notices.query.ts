import { Query } from '@nestjs/cqrs';
import type { PrivacySettings } from '../../domain/privacy-settings.js';

/** The consent notices the walk-in form shows (none: the form asks nothing). */
export type PrivacyNotices = Pick<PrivacySettings, 'collection' | 'exhibitors'>;

export class GetPrivacyNoticesQuery extends Query<PrivacyNotices> {
  constructor(readonly eventId: number) {
    super();
  }
}
