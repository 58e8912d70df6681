import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../kernel/app-error.js';
import type { AdminPrincipal } from './admin-principal.js';
import { adminSessionFor } from './admin-session.js';
import { AuthErrors } from './auth.errors.js';
import { bearerToken } from './bearer-token.js';
import { tokenRefusal } from './token-refusal.js';
import { TokenService } from './token.service.js';

export type AdminRequest = FastifyRequest & { admin: AdminPrincipal };

/**
 * Admin APIs: a valid admin or organiser token whose account still holds (a removal or a new password ends
 * it: 401); an organiser's request naming another event works there; a valid token of another role 403.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AdminRequest>();
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    const claims = this.tokens.verifyAdmin(token);
    if (!claims) throw tokenRefusal(this.tokens, token, AuthErrors.adminSessionEnded);
    const admin = await adminSessionFor(this.queries, claims, req);
    if (!admin) throw AuthErrors.adminSessionEnded();
    req.admin = admin;
    return true;
  }
}

/** Organiser APIs (/api/events): an organiser's session; an event admin's 403. */
@Injectable()
export class OrganiserGuard extends AdminGuard {
  constructor(@Inject(TokenService) tokens: TokenService, @Inject(QueryBus) queries: QueryBus) {
    super(tokens, queries);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    if (!context.switchToHttp().getRequest<AdminRequest>().admin.organiser) throw AuthErrors.organiserOnly();
    return true;
  }
}
