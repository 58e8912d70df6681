import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../core/tokens.js';
import { withConnection } from '../../../event-store/sql.js';
import { loginFailed } from '../../password-check.js';
import { passwordMatches } from '../../../core/password-hash.js';
import { TokenService } from '../../token.service.js';
import type { AdminLogin } from '@expo/contract/auth';
import { LogInAdminQuery } from './log-in-admin.query.js';

interface AdminRow {
  id: number;
  event_id: number;
  password_hash: string;
  name: string;
  can_manage_booths: boolean;
  can_manage_lectures: boolean;
}

@QueryHandler(LogInAdminQuery)
export class LogInAdminHandler implements IQueryHandler<LogInAdminQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  async execute({ username, password }: LogInAdminQuery): Promise<AdminLogin> {
    const [admin] = await withConnection(this.dataSource, (sql) =>
      sql.query<AdminRow>(
        `SELECT id, event_id, password_hash, name, can_manage_booths, can_manage_lectures FROM admins WHERE username = $1`,
        [username],
      ),
    );
    // an unknown username costs a hash check as well: the answer's time tells nothing about which admins exist
    if (!(await passwordMatches(admin?.password_hash, password)) || !admin) throw loginFailed();
    return {
      token: this.tokens.signAdmin({ adminId: admin.id, eventId: admin.event_id, name: admin.name }),
      adminName: admin.name,
      eventId: admin.event_id,
      hasBooth: admin.can_manage_booths,
      hasLecture: admin.can_manage_lectures,
    };
  }
}
