import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { loginFailed } from '../../../auth/password-check.js';
import { passwordMatches } from '../../../auth/password-hash.js';
import { TokenService } from '../../../auth/token.service.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import type { BoothLogin } from '@expo/contract/auth';
import { LogInBoothQuery } from './log-in-booth.query.js';

interface BoothLoginRow {
  id: number;
  event_id: number;
  booth_name: string;
  password_hash: string;
  credentials_version: number;
}

@QueryHandler(LogInBoothQuery)
export class LogInBoothHandler implements IQueryHandler<LogInBoothQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  async execute({ loginId, password }: LogInBoothQuery): Promise<BoothLogin> {
    const [booth] = await withConnection(this.dataSource, (sql) =>
      sql.query<BoothLoginRow>(
        `SELECT id, event_id, booth_name, password_hash, credentials_version FROM booths
          WHERE lower(login_id) = lower($1)`,
        [loginId],
      ),
    );
    // a missing booth costs a hash check as well: the answer's time tells nothing about which login ids exist
    if (!(await passwordMatches(booth?.password_hash, password)) || !booth) throw loginFailed();
    return {
      boothId: booth.id,
      boothName: booth.booth_name,
      eventId: booth.event_id,
      token: this.tokens.signBooth({
        boothId: booth.id,
        eventId: booth.event_id,
        credentialsVersion: booth.credentials_version,
      }),
    };
  }
}
