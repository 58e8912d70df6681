import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { adminSessionFor } from '../../../auth/admin-session.js';
import type { DataSource } from 'typeorm';
import { boothSessionHolds, sessionEnded } from '../../../auth/booth-session.js';
import { deskNameIfHolding } from '../../../auth/desk-session.js';
import { AuthErrors } from '../../../auth/auth.errors.js';
import { TokenService } from '../../../auth/token.service.js';
import { AppError, unauthorized } from '../../../kernel/app-error.js';
import { programmeEventParam } from '@expo/contract/programme';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import type { LivePrincipal } from '../../socket-auth.js';
import { AuthenticateSocketQuery } from './authenticate-socket.query.js';

/** How long a programme page's socket stays before it connects again (a public socket is not kept forever). */
const PROGRAMME_SOCKET_MS = 24 * 60 * 60 * 1000;

/**
 * An admin token, a booth token whose booth still holds its login, or a desk laptop's token whose desk still
 * holds its login (a kiosk's is not taken), or no token and a programme page's event; anything else is refused
 * (401).
 */
@QueryHandler(AuthenticateSocketQuery)
export class AuthenticateSocketHandler implements IQueryHandler<AuthenticateSocketQuery> {
  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ token, eventId, programme }: AuthenticateSocketQuery): Promise<LivePrincipal> {
    if (token === undefined && programme !== undefined) return this.programmePage(programme);
    if (typeof token !== 'string' || token === '') throw unauthorized('실시간 연결에는 로그인이 필요합니다.');
    const claims = this.tokens.verifyAdmin(token);
    if (claims) {
      const admin = await adminSessionFor(this.queries, claims, { query: { eventId }, body: undefined });
      if (!admin) throw AuthErrors.adminSessionEnded();
      return {
        role: 'admin',
        eventId: admin.eventId,
        adminId: admin.adminId,
        expiresAt: this.tokens.expiresAt(token),
      };
    }
    const desk = this.tokens.verifyDesk(token, 'desk');
    if (desk) {
      if ((await withConnection(this.dataSource, (sql) => deskNameIfHolding(sql, desk))) === undefined)
        throw AuthErrors.deskSessionEnded();
      return {
        role: 'desk',
        eventId: desk.eventId,
        deskId: desk.deskId,
        cv: desk.credentialsVersion,
        expiresAt: this.tokens.expiresAt(token),
      };
    }
    const booth = this.tokens.verifyBooth(token);
    if (!booth) throw unauthorized('로그인이 만료되었거나 올바르지 않습니다. 다시 로그인하세요.');
    if (!(await withConnection(this.dataSource, (sql) => boothSessionHolds(sql, booth))))
      throw sessionEnded();
    return {
      role: 'booth',
      eventId: booth.eventId,
      boothId: booth.boothId,
      cv: booth.credentialsVersion,
      expiresAt: this.tokens.expiresAt(token),
    };
  }

  /** A programme page's socket: an event that exists (its seats are public), for a day at most. */
  private async programmePage(raw: unknown): Promise<LivePrincipal> {
    const parsed = programmeEventParam.safeParse(typeof raw === 'number' ? String(raw) : raw);
    if (!parsed.success) throw unauthorized('프로그램의 행사 ID가 올바르지 않습니다.');
    const eventId = parsed.data;
    const [event] = await withConnection(this.dataSource, (sql) =>
      sql.query<{ id: number }>(`SELECT id FROM conferences WHERE id = $1`, [eventId]),
    );
    if (!event) throw new AppError('EVENT.NOT_FOUND', '행사를 찾을 수 없습니다.', 404);
    return { role: 'programme', eventId, expiresAt: Date.now() + PROGRAMME_SOCKET_MS };
  }
}
