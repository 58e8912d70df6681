import { Query } from '@nestjs/cqrs';
import type { AdminLogin } from '@expo/contract/auth';

/** An organiser's session in the event they work in now (after a switch): the login's answer with a new token. */
export class AdminSessionQuery extends Query<AdminLogin> {
  constructor(readonly adminId: number) {
    super();
  }
}
