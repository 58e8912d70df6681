import { Query } from '@nestjs/cqrs';

export interface DeskSession {
  /** The desk token (12 h), bound to the desk's credentials version. */
  token: string;
  deskId: number;
  deskName: string;
  eventId: number;
  eventName: string;
}

/** Desk staff's login: the desk and a token, or 401 with one message for any mismatch. */
export class LogInDeskQuery extends Query<DeskSession> {
  constructor(
    readonly loginId: string,
    readonly password: string,
  ) {
    super();
  }
}
