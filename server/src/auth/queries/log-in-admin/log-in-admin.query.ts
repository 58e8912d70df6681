import { Query } from '@nestjs/cqrs';
import type { AdminLogin } from '@expo/contract/auth';

/** An admin's login: a token and the admin's rights, or 401 with one message for any mismatch. */
export class LogInAdminQuery extends Query<AdminLogin> {
  constructor(
    readonly username: string,
    readonly password: string,
  ) {
    super();
  }
}
