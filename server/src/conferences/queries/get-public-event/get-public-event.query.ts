import { Query } from '@nestjs/cqrs';

/**
 * What anyone may know of an event: its id and name (the walk-in form shows the name at its top), and the
 * server's public address (PUBLIC_URL) with the walk-in form on it (the poster's QR, the staff's login hints).
 */
export interface PublicEvent {
  id: number;
  name: string;
  publicUrl: string;
  registrationUrl: string;
}

export class GetPublicEventQuery extends Query<PublicEvent> {
  constructor(readonly eventId: number) {
    super();
  }
}
