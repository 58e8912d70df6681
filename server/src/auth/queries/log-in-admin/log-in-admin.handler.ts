import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { loginFailed } from '../../password-check.js';
import { passwordMatches } from '../../password-hash.js';
import { TokenService } from '../../token.service.js';
import type { AdminLogin } from '@expo/contract/auth';
import { adminAccountSql, adminSessionAnswer, type AdminAccount } from '../../admin-session-answer.js';
import { LogInAdminQuery } from './log-in-admin.query.js';

@QueryHandler(LogInAdminQuery)
export class LogInAdminHandler implements IQueryHandler<LogInAdminQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  async execute({ username, password }: LogInAdminQuery): Promise<AdminLogin> {
    const [admin] = await withConnection(this.dataSource, (sql) =>
      sql.query<AdminAccount & { password_hash: string }>(adminAccountSql('username'), [username]),
    );
    // an unknown username costs a hash check as well: the answer's time tells nothing about which admins exist
    if (!(await passwordMatches(admin?.password_hash, password)) || !admin) throw loginFailed();
    return adminSessionAnswer(this.tokens, admin);
  }
}
