import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { loginFailed } from '../../../auth/password-check.js';
import { passwordMatches } from '../../../auth/password-hash.js';
import { TokenService } from '../../../auth/token.service.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import type { DeskSession } from '@expo/contract/auth';
import { LogInDeskQuery } from './log-in-desk.query.js';

interface DeskLoginRow {
  id: number;
  event_id: number;
  name: string;
  password_hash: string;
  credentials_version: number;
  event_name: string;
}

@QueryHandler(LogInDeskQuery)
export class LogInDeskHandler implements IQueryHandler<LogInDeskQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  async execute({ loginId, password }: LogInDeskQuery): Promise<DeskSession> {
    const [desk] = await withConnection(this.dataSource, (sql) =>
      sql.query<DeskLoginRow>(
        `SELECT d.id, d.event_id, d.name, d.password_hash, d.credentials_version, c.name AS event_name
           FROM desks d JOIN conferences c ON c.id = d.event_id
          WHERE lower(d.login_id) = lower($1)`,
        [loginId],
      ),
    );
    // a missing desk costs a hash check as well: the answer's time tells nothing about which login ids exist
    if (!(await passwordMatches(desk?.password_hash, password)) || !desk) throw loginFailed();
    return {
      token: this.tokens.signDesk(
        { deskId: desk.id, eventId: desk.event_id, credentialsVersion: desk.credentials_version },
        'desk',
      ),
      deskId: desk.id,
      deskName: desk.name,
      eventId: desk.event_id,
      eventName: desk.event_name,
    };
  }
}
