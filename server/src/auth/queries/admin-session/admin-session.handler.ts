import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { adminAccountSql, adminSessionAnswer, type AdminAccount } from '../../admin-session-answer.js';
import { AuthErrors } from '../../auth.errors.js';
import { TokenService } from '../../token.service.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { AdminSessionQuery } from './admin-session.query.js';

@QueryHandler(AdminSessionQuery)
export class AdminSessionHandler implements IQueryHandler<AdminSessionQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  async execute({ adminId }: AdminSessionQuery) {
    const [account] = await withConnection(this.dataSource, (sql) =>
      sql.query<AdminAccount>(adminAccountSql('id'), [adminId]),
    );
    if (!account) throw AuthErrors.adminSessionEnded();
    return adminSessionAnswer(this.tokens, account);
  }
}
