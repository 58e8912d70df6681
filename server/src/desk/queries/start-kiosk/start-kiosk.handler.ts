import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { TokenService } from '../../../auth/token.service.js';
import { AppError } from '../../../kernel/app-error.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { AuthErrors } from '../../../auth/auth.errors.js';
import type { KioskSession } from '@expo/contract/kiosk';
import { StartKioskQuery } from './start-kiosk.query.js';

@QueryHandler(StartKioskQuery)
export class StartKioskHandler implements IQueryHandler<StartKioskQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  async execute({ staff }: StartKioskQuery): Promise<KioskSession> {
    if (staff.via !== 'desk')
      throw new AppError('DESK.KIOSK_NEEDS_DESK', '키오스크는 데스크 계정으로 로그인해서 시작하세요.', 403);
    const [desk] = await withConnection(this.dataSource, (sql) =>
      sql.query<{ credentials_version: number; event_name: string }>(
        `SELECT d.credentials_version, c.name AS event_name
           FROM desks d JOIN conferences c ON c.id = d.event_id WHERE d.id = $1 AND d.event_id = $2`,
        [staff.actorId, staff.eventId],
      ),
    );
    if (!desk) throw AuthErrors.deskSessionEnded();
    const principal = {
      deskId: staff.actorId,
      eventId: staff.eventId,
      credentialsVersion: desk.credentials_version,
    };
    return {
      token: this.tokens.signDesk(principal, 'kiosk'),
      eventId: staff.eventId,
      eventName: desk.event_name,
    };
  }
}
