import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AdminRequest } from './admin.guard.js';

export const CurrentAdmin = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<AdminRequest>().admin,
);
