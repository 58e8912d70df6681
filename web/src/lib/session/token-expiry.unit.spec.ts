import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenExpiresAt, watchTokenExpiry } from './token-expiry';

const jwt = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

afterEach(() => vi.useRealTimers());

describe('token expiry', () => {
  it('reads exp of a JWT (base64url, including - and _) in milliseconds', () => {
    expect(tokenExpiresAt(jwt({ exp: 1_800_000_000, name: '관리자?>>' }))).toBe(1_800_000_000_000);
  });

  it('knows no expiry for a token that is not a JWT or has no exp', () => {
    expect(tokenExpiresAt('garbage')).toBeUndefined();
    expect(tokenExpiresAt('a.%%%.c')).toBeUndefined();
    expect(tokenExpiresAt(jwt({ sub: '1' }))).toBeUndefined();
  });

  it('signs out when the token expires, not before', () => {
    vi.useFakeTimers();
    const now = Date.now();
    const onExpired = vi.fn();
    watchTokenExpiry(jwt({ exp: Math.floor(now / 1000) + 60 }), onExpired, now);
    vi.advanceTimersByTime(59_000);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('signs out at once with an expired token, and not at all once cancelled', () => {
    vi.useFakeTimers();
    const expired = vi.fn();
    watchTokenExpiry(jwt({ exp: 1 }), expired);
    vi.advanceTimersByTime(0);
    expect(expired).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    watchTokenExpiry(jwt({ exp: Math.floor(Date.now() / 1000) + 1 }), cancelled)();
    vi.advanceTimersByTime(5_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
