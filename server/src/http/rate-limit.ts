import { applyDecorators, UseGuards } from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import type { AppConfig } from '../config/config.js';

export type RateLimitName = 'login' | 'public';
const NAMES: RateLimitName[] = ['login', 'public'];

/** Per-IP limits per minute: logins, and the endpoints open without login. */
export const rateLimitModule = (config: AppConfig) =>
  ThrottlerModule.forRoot({
    throttlers: [
      { name: 'login', ttl: 60_000, limit: config.rateLimitLogin },
      { name: 'public', ttl: 60_000, limit: config.rateLimitPublic },
    ],
  });

export const RateLimited = (name: RateLimitName) =>
  applyDecorators(
    UseGuards(ThrottlerGuard),
    SkipThrottle(Object.fromEntries(NAMES.filter((n) => n !== name).map((n) => [n, true]))),
  );
