import { Query } from '@nestjs/cqrs';

export interface AdminLogin {
  /** The admin token (12 h), naming the admin and their event. */
  token: string;
  adminName: string;
  eventId: number;
  /** The admin's right to manage booths (not whether the event has any yet). */
  hasBooth: boolean;
  /** The admin's right to manage lectures. */
  hasLecture: boolean;
}

/** An admin's login: a token and the admin's rights, or 401 with one message for any mismatch. */
export class LogInAdminQuery extends Query<AdminLogin> {
  constructor(
    readonly username: string,
    readonly password: string,
  ) {
    super();
  }
}
