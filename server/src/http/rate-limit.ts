import { applyDecorators, UseGuards } from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import type { AppConfig } from '../config/config.js';

export type RateLimitName = 'login' | 'public' | 'checkin';
const NAMES: RateLimitName[] = ['login', 'public', 'checkin'];

/** Per-IP limits per minute: logins, the endpoints open without login, and lecture check-ins. */
export const rateLimitModule = (config: AppConfig) =>
  ThrottlerModule.forRoot({
    throttlers: [
      { name: 'login', ttl: 60_000, limit: config.rateLimitLogin },
      { name: 'public', ttl: 60_000, limit: config.rateLimitPublic },
      { name: 'checkin', ttl: 60_000, limit: config.rateLimitCheckin },
    ],
  });

export const RateLimited = (name: RateLimitName) =>
  applyDecorators(
    UseGuards(ThrottlerGuard),
    SkipThrottle(Object.fromEntries(NAMES.filter((n) => n !== name).map((n) => [n, true]))),
  );
