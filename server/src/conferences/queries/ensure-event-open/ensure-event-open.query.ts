import { Query } from '@nestjs/cqrs';

/**
 * Before a write in an event (a registration, an import, a QR send, a desk entry): 404 for an unknown event,
 * 409 naming it when it was closed ('행사 종료'); nothing otherwise.
 */
export class EnsureEventOpenQuery extends Query<void> {
  constructor(readonly eventId: number) {
    super();
  }
}
