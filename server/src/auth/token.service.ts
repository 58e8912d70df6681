import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SecretsService } from '../core/secrets.service.js';
import type { AdminPrincipal } from './admin-principal.js';

/** Admin sessions last a working day. */
export const ADMIN_TOKEN_TTL_SECONDS = 12 * 60 * 60;

interface AdminClaims {
  sub: string;
  eventId: number;
  name: string;
  role: 'admin';
}

@Injectable()
export class TokenService {
  constructor(
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(SecretsService) private readonly secrets: SecretsService,
  ) {}

  signAdmin(principal: AdminPrincipal): string {
    const claims: AdminClaims = {
      sub: String(principal.adminId),
      eventId: principal.eventId,
      name: principal.name,
      role: 'admin',
    };
    return this.jwt.sign(claims, { secret: this.secrets.get('jwt'), expiresIn: ADMIN_TOKEN_TTL_SECONDS });
  }

  /** The principal of a valid, unexpired admin token; undefined otherwise. */
  verifyAdmin(token: string): AdminPrincipal | undefined {
    try {
      const claims = this.jwt.verify<AdminClaims>(token, {
        secret: this.secrets.get('jwt'),
        algorithms: ['HS256'],
      });
      if (claims.role !== 'admin' || !Number.isInteger(claims.eventId)) return undefined;
      return { adminId: Number(claims.sub), eventId: claims.eventId, name: claims.name };
    } catch {
      return undefined;
    }
  }
}
