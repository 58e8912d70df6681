import { applyDecorators, UseGuards } from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import type { AppConfig } from '../config/config.js';

export type RateLimitName = 'login' | 'public' | 'checkin' | 'lookup';
const NAMES: RateLimitName[] = ['login', 'public', 'checkin', 'lookup'];

/**
 * Per-IP limits per minute: logins, on-site registration, lecture check-ins, and the open lookups of attendees'
 * phones (their QR page, a lecture's check-in page): a whole hall may share the venue Wi-Fi's one address.
 */
export const rateLimitModule = (config: AppConfig) =>
  ThrottlerModule.forRoot({
    throttlers: [
      { name: 'login', ttl: 60_000, limit: config.rateLimitLogin },
      { name: 'public', ttl: 60_000, limit: config.rateLimitPublic },
      { name: 'checkin', ttl: 60_000, limit: config.rateLimitCheckin },
      { name: 'lookup', ttl: 60_000, limit: config.rateLimitLookup },
    ],
  });

export const RateLimited = (name: RateLimitName) =>
  applyDecorators(
    UseGuards(ThrottlerGuard),
    SkipThrottle(Object.fromEntries(NAMES.filter((n) => n !== name).map((n) => [n, true]))),
  );
