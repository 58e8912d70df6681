import { Query } from '@nestjs/cqrs';
import type { DeskAttendee } from '@expo/contract/desks';

/** The desk's search: a scanned or typed ID, or a fragment of a name, affiliation or phone number. */
export class FindDeskAttendeesQuery extends Query<DeskAttendee[]> {
  constructor(
    readonly eventId: number,
    readonly keyword: string,
  ) {
    super();
  }
}
