import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { prepared, withConnection } from '../../../database/sql.js';
import { AppError } from '../../../kernel/app-error.js';
import type { AdminPrincipal } from '../../admin-principal.js';
import { CheckAdminSessionQuery } from './check-admin-session.query.js';

interface AccountRow {
  event_id: number;
  role: string;
  credentials_version: number;
  requested: number | null;
}

const ACCOUNT = prepared(`SELECT a.event_id, a.role, a.credentials_version,
       (SELECT c.id FROM conferences c WHERE c.id = $2) AS requested
  FROM admins a WHERE a.id = $1`);

@QueryHandler(CheckAdminSessionQuery)
export class CheckAdminSessionHandler implements IQueryHandler<CheckAdminSessionQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ claims, requestedEventId }: CheckAdminSessionQuery): Promise<AdminPrincipal | undefined> {
    const asks = claims.organiser && requestedEventId !== undefined && requestedEventId !== claims.eventId;
    const [account] = await withConnection(this.dataSource, (sql) =>
      sql.query<AccountRow>(ACCOUNT, [claims.adminId, asks ? requestedEventId : null]),
    );
    if (!account || account.credentials_version !== claims.credentialsVersion) return undefined;
    if (claims.organiser) {
      if (account.role !== 'organiser') return undefined;
      if (!asks) return claims;
      if (account.requested === null) throw new AppError('EVENT.NOT_FOUND', '행사를 찾을 수 없습니다.', 404);
      return { ...claims, eventId: account.requested };
    }
    return account.event_id === claims.eventId ? claims : undefined;
  }
}
