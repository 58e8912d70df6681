import {
  createParamDecorator,
  Inject,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { AppError, unauthorized } from '../common/app-error.js';
import { DATA_SOURCE } from '../core/tokens.js';
import { withConnection } from '../event-store/sql.js';
import { bearerToken } from './bearer-token.js';
import { boothSessionHolds } from './booth-session.js';
import type { BoothPrincipal } from './booth-principal.js';
import { TokenService } from './token.service.js';

type BoothRequest = Request & { booth: BoothPrincipal };

export const sessionEnded = () =>
  new AppError('AUTH.UNAUTHORIZED', '부스 로그인이 만료되었거나 올바르지 않습니다. 다시 로그인하세요.', 401);

/**
 * Booth-manager APIs: a valid booth token whose booth still exists with the same login id and password
 * (a change or a removal ends every phone's session), else 401.
 */
@Injectable()
export class BoothGuard implements CanActivate {
  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<BoothRequest>();
    const token = bearerToken(req);
    if (!token) throw unauthorized('부스 로그인이 필요합니다.');
    const claims = this.tokens.verifyBooth(token);
    if (!claims) throw sessionEnded();
    if (!(await withConnection(this.dataSource, (sql) => boothSessionHolds(sql, claims))))
      throw sessionEnded();
    req.booth = claims;
    return true;
  }
}

export const CurrentBooth = createParamDecorator(
  (_: unknown, context: ExecutionContext): BoothPrincipal =>
    context.switchToHttp().getRequest<BoothRequest>().booth,
);
