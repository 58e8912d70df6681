import { Query } from '@nestjs/cqrs';
import type { AdminPrincipal } from '../../admin-principal.js';

/**
 * Whether a verified admin token's session still holds (the account there, with the password the token was
 * made for, an event admin still of the token's event), and the event the request works in: an organiser's
 * request naming another event (`requestedEventId`) works there when it exists (404 when it does not).
 * Answers the principal to act as, or undefined when the session ended.
 */
export class CheckAdminSessionQuery extends Query<AdminPrincipal | undefined> {
  constructor(
    readonly claims: AdminPrincipal,
    readonly requestedEventId: number | undefined,
  ) {
    super();
  }
}
