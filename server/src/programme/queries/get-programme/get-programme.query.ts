import { Query } from '@nestjs/cqrs';
import type { Programme, ProgrammeLinkQuery } from '@expo/contract/programme';

/** An event's programme for anyone; with an attendee's signed link also their '내 일정' and check-ins. */
export class GetProgrammeQuery extends Query<Programme> {
  constructor(
    readonly eventId: number,
    readonly link: ProgrammeLinkQuery,
  ) {
    super();
  }
}
