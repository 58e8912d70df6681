import { Query } from '@nestjs/cqrs';
import type { LivePrincipal } from '../../socket-auth.js';

/** Who a connecting socket is: an admin, or a booth phone or desk laptop whose session still holds (else 401). */
export class AuthenticateSocketQuery extends Query<LivePrincipal> {
  constructor(
    readonly token: unknown,
    /** An organiser's socket may name the event whose rooms it joins (another than its token's current one). */
    readonly eventId?: unknown,
  ) {
    super();
  }
}
