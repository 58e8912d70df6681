import { Query } from '@nestjs/cqrs';
import type { TimelineBucket } from '@expo/contract/stats';

/** Booth visits and lecture check-ins per 10-minute bucket (Korean time), oldest first. */
export class GetTimelineQuery extends Query<TimelineBucket[]> {
  constructor(readonly eventId: number) {
    super();
  }
}
