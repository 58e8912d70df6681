import { Query } from '@nestjs/cqrs';
import type { BoothLogin } from '@expo/contract/auth';

/** A booth manager's login: the booth and a token, or 401 with one message for any mismatch. */
export class LogInBoothQuery extends Query<BoothLogin> {
  constructor(
    readonly loginId: string,
    readonly password: string,
  ) {
    super();
  }
}
