import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../kernel/app-error.js';
import type { AdminPrincipal } from './admin-principal.js';
import { bearerToken } from './bearer-token.js';
import { tokenRefusal } from './token-refusal.js';
import { TokenService } from './token.service.js';

export type AdminRequest = FastifyRequest & { admin: AdminPrincipal };

/** Admin APIs: a valid admin token; a valid token of another role 403; else 401. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(@Inject(TokenService) private readonly tokens: TokenService) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<AdminRequest>();
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    const admin = this.tokens.verifyAdmin(token);
    if (!admin)
      throw tokenRefusal(this.tokens, token, () =>
        unauthorized('로그인이 만료되었거나 올바르지 않습니다. 다시 로그인하세요.'),
      );
    req.admin = admin;
    return true;
  }
}
