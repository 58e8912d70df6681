import { Query } from '@nestjs/cqrs';
import type { PrivacyNotices } from '@expo/contract/privacy';

/** The consent notices the walk-in form shows (none: the form asks nothing). */
export class GetPrivacyNoticesQuery extends Query<PrivacyNotices> {
  constructor(readonly eventId: number) {
    super();
  }
}
