import { Query } from '@nestjs/cqrs';

export interface BoothLogin {
  boothId: number;
  boothName: string;
  eventId: number;
  /** The booth token (24 h), bound to the booth's credentials version. */
  token: string;
}

/** A booth manager's login: the booth and a token, or 401 with one message for any mismatch. */
export class LogInBoothQuery extends Query<BoothLogin> {
  constructor(
    readonly loginId: string,
    readonly password: string,
  ) {
    super();
  }
}
