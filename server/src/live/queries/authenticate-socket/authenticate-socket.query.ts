import { Query } from '@nestjs/cqrs';
import type { LivePrincipal } from '../../socket-auth.js';

/**
 * Who a connecting socket is: an admin, or a booth phone or desk laptop whose session still holds (else 401), or
 * a programme page of an event that exists.
 */
export class AuthenticateSocketQuery extends Query<LivePrincipal> {
  constructor(
    readonly token: unknown,
    /** An organiser's socket may name the event whose rooms it joins (another than its token's current one). */
    readonly eventId?: unknown,
    /** A public programme page's event (`auth: { programme: eventId }`, no token): its seats only. */
    readonly programme?: unknown,
  ) {
    super();
  }
}
