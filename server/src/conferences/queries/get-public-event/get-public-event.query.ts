import { Query } from '@nestjs/cqrs';

/** What anyone may know of an event: its id and name (the walk-in form shows the name at its top). */
export interface PublicEvent {
  id: number;
  name: string;
}

export class GetPublicEventQuery extends Query<PublicEvent> {
  constructor(readonly eventId: number) {
    super();
  }
}
