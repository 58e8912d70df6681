import { Query } from '@nestjs/cqrs';
import type { BoothPrincipal } from '../../booth-principal.js';
import type { DeskPrincipal } from '../../desk-principal.js';

/**
 * Whether a verified staff token's session still holds: its booth or desk there, in its event, with the login
 * the token was made for (a change or a removal ends every device's session). A desk's answers its name.
 */
export class CheckStaffSessionQuery extends Query<{ holds: boolean; name?: string }> {
  constructor(readonly claims: { booth: BoothPrincipal } | { desk: DeskPrincipal }) {
    super();
  }
}
