import {
  createParamDecorator,
  Inject,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { QueryBus } from '@nestjs/cqrs';
import { unauthorized } from '../kernel/app-error.js';
import { AuthErrors } from './auth.errors.js';
import { adminSessionFor } from './admin-session.js';
import { bearerToken } from './bearer-token.js';
import type { DeskPrincipal } from './desk-principal.js';
import type { EntranceStaff } from './entrance-staff.js';
import { CheckStaffSessionQuery } from './queries/check-staff-session/check-staff-session.query.js';
import { tokenRefusal } from './token-refusal.js';
import { TokenService } from './token.service.js';

type StaffRequest = FastifyRequest & { staff: EntranceStaff };

/** The desk's name while its session holds, else undefined. */
const holdingDeskName = async (queries: QueryBus, desk: DeskPrincipal) =>
  (await queries.execute(new CheckStaffSessionQuery({ desk }))).name;

/**
 * The desk's APIs: a desk laptop's token whose desk still exists with the same login (a change or removal
 * ends its sessions), or an admin's token (admins may work the desk with their own session); a valid token
 * of another role 403; else 401.
 */
@Injectable()
export class DeskGuard implements CanActivate {
  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<StaffRequest>();
    const token = bearerToken(req);
    if (!token) throw unauthorized('데스크 로그인이 필요합니다.');
    const adminClaims = this.tokens.verifyAdmin(token);
    if (adminClaims) {
      const admin = await adminSessionFor(this.queries, adminClaims, req);
      if (!admin) throw AuthErrors.adminSessionEnded();
      req.staff = { via: 'admin', actorId: admin.adminId, eventId: admin.eventId, name: admin.name };
      return true;
    }
    const claims = this.tokens.verifyDesk(token, 'desk');
    if (!claims) throw tokenRefusal(this.tokens, token, AuthErrors.deskSessionEnded);
    const name = await holdingDeskName(this.queries, claims);
    if (name === undefined) throw AuthErrors.deskSessionEnded();
    req.staff = { via: 'desk', actorId: claims.deskId, eventId: claims.eventId, name };
    return true;
  }
}

/** A kiosk's APIs: the token of a kiosk started from a desk whose session still holds; another role 403; else 401. */
@Injectable()
export class KioskGuard implements CanActivate {
  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<StaffRequest>();
    const token = bearerToken(req);
    if (!token) throw AuthErrors.kioskEnded();
    const claims = this.tokens.verifyDesk(token, 'kiosk');
    if (!claims) throw tokenRefusal(this.tokens, token, AuthErrors.kioskEnded);
    const name = await holdingDeskName(this.queries, claims);
    if (name === undefined) throw AuthErrors.kioskEnded();
    req.staff = { via: 'kiosk', actorId: claims.deskId, eventId: claims.eventId, name: `키오스크 (${name})` };
    return true;
  }
}

export const CurrentStaff = createParamDecorator(
  (_: unknown, context: ExecutionContext): EntranceStaff =>
    context.switchToHttp().getRequest<StaffRequest>().staff,
);
