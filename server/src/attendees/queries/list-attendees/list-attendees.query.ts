import { Query } from '@nestjs/cqrs';
import type { AttendeePage } from '@expo/contract/attendees';

export class ListAttendeesQuery extends Query<AttendeePage> {
  constructor(
    readonly eventId: number,
    readonly page: number,
    readonly size: number,
    readonly keyword: string,
  ) {
    super();
  }
}
