import { Query } from '@nestjs/cqrs';
import type { RegistrationType, YesNo } from '../../../attendees/domain/attendee-fields.js';

export type BadgeFilter = 'all' | 'unprinted' | 'pre' | 'paid';
export type BadgeSort = 'name' | 'id';

export interface BadgeAttendee {
  id: number;
  name: string;
  affiliation: string;
  country: string;
  registrationType: RegistrationType;
  paymentStatus: YesNo;
  paymentStatus2: YesNo;
}

/** At most this many badges in one batch print. */
export const BADGE_BATCH_LIMIT = 5000;

/** The attendees of a batch print: chosen by filter and keyword, in 가나다 order of name or by ID. */
export class ListBadgeAttendeesQuery extends Query<BadgeAttendee[]> {
  constructor(
    readonly eventId: number,
    readonly filter: BadgeFilter,
    readonly keyword: string,
    readonly sort: BadgeSort,
  ) {
    super();
  }
}
