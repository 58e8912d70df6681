import { Query } from '@nestjs/cqrs';
import type { DeskSession } from '@expo/contract/auth';

/** Desk staff's login: the desk and a token, or 401 with one message for any mismatch. */
export class LogInDeskQuery extends Query<DeskSession> {
  constructor(
    readonly loginId: string,
    readonly password: string,
  ) {
    super();
  }
}
