import { Command } from '@nestjs/cqrs';

/**
 * First start with no admin: creates the event `eventName` with the admin `adminUsername` and
 * `adminPassword` (generated when none is configured). Answers the lines to show the operator: none when an
 * admin exists already; the generated password once, as it is never stored in clear.
 */
export class BootstrapFirstAdminCommand extends Command<string[]> {
  constructor(
    readonly eventName: string,
    readonly adminUsername: string,
    readonly adminPassword: string | undefined,
  ) {
    super();
  }
}
