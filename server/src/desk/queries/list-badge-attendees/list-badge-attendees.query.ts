import { Query } from '@nestjs/cqrs';
import type { BadgeFilter, BadgeSort, BatchAttendee } from '@expo/contract/badges';

/** At most this many badges in one batch print. */
export const BADGE_BATCH_LIMIT = 5000;

/** The attendees of a batch print: chosen by filter and keyword, in 가나다 order of name or by ID. */
export class ListBadgeAttendeesQuery extends Query<BatchAttendee[]> {
  constructor(
    readonly eventId: number,
    readonly filter: BadgeFilter,
    readonly keyword: string,
    readonly sort: BadgeSort,
  ) {
    super();
  }
}
