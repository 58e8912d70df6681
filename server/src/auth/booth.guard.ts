import {
  createParamDecorator,
  Inject,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { QueryBus } from '@nestjs/cqrs';
import { unauthorized } from '../kernel/app-error.js';
import { bearerToken } from './bearer-token.js';
import { sessionEnded } from './booth-session.js';
import type { BoothPrincipal } from './booth-principal.js';
import { CheckStaffSessionQuery } from './queries/check-staff-session/check-staff-session.query.js';
import { tokenRefusal } from './token-refusal.js';
import { TokenService } from './token.service.js';

type BoothRequest = FastifyRequest & { booth: BoothPrincipal };

/** The claims of the request's valid, unexpired booth token; a valid token of another role 403; else 401. */
export function boothTokenClaims(
  tokens: TokenService,
  req: { headers: IncomingHttpHeaders },
): BoothPrincipal {
  const token = bearerToken(req);
  if (!token) throw unauthorized('부스 로그인이 필요합니다.');
  const claims = tokens.verifyBooth(token);
  if (!claims) throw tokenRefusal(tokens, token, sessionEnded);
  return claims;
}

/**
 * A valid, unexpired booth token (else 401), without asking the database whether its session still holds:
 * only for a route whose handler checks that itself, in the transaction that does the work (POST
 * /api/booth-visits: AttendanceBatcher checks every request of a batch with one query instead of a round
 * trip per scan before it).
 */
@Injectable()
export class BoothTokenGuard implements CanActivate {
  constructor(@Inject(TokenService) protected readonly tokens: TokenService) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const req = context.switchToHttp().getRequest<BoothRequest>();
    req.booth = boothTokenClaims(this.tokens, req);
    return true;
  }
}

/**
 * Booth-manager APIs: a valid booth token whose booth still exists with the same login id and password
 * (a change or a removal ends every phone's session), else 401.
 */
@Injectable()
export class BoothGuard extends BoothTokenGuard {
  constructor(
    @Inject(TokenService) tokens: TokenService,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {
    super(tokens);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<BoothRequest>();
    const claims = boothTokenClaims(this.tokens, req);
    if (!(await this.queries.execute(new CheckStaffSessionQuery({ booth: claims }))).holds)
      throw sessionEnded();
    req.booth = claims;
    return true;
  }
}

export const CurrentBooth = createParamDecorator(
  (_: unknown, context: ExecutionContext): BoothPrincipal =>
    context.switchToHttp().getRequest<BoothRequest>().booth,
);

/**
 * The booth of a request that may come from a booth phone or not (a survey's respondent routes): none without a
 * bearer token; with one, a booth token whose session holds, else 401 as BoothGuard answers.
 */
export async function boothIfAny(
  tokens: TokenService,
  queries: QueryBus,
  req: { headers: IncomingHttpHeaders },
): Promise<BoothPrincipal | undefined> {
  if (!bearerToken(req)) return undefined;
  const claims = boothTokenClaims(tokens, req);
  if (!(await queries.execute(new CheckStaffSessionQuery({ booth: claims }))).holds) throw sessionEnded();
  return claims;
}
