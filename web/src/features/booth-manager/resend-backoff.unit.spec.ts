import { describe, expect, it } from 'vitest';

import { afterFlush, backoffDelayMs, waitBeforeTryMs } from './resend-backoff';

describe('backoffDelayMs', () => {
  it('doubles from 1 s up to 30 s without jitter (random 0.5)', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => backoffDelayMs(n, 0.5))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('spreads each wait by ±20 % but never below a second', () => {
    expect(backoffDelayMs(3, 0)).toBe(3_200);
    expect(backoffDelayMs(3, 0.999999)).toBe(4_800);
    expect(backoffDelayMs(10, 0.999999)).toBe(36_000);
    expect(backoffDelayMs(10, 0)).toBe(24_000);
    expect(backoffDelayMs(1, 0)).toBe(1_000);
    for (let i = 0; i < 100; i += 1) expect(backoffDelayMs(1, Math.random())).toBeGreaterThanOrEqual(1_000);
  });
});

describe('waitBeforeTryMs', () => {
  it('lets a try go at once unless a request was refused less than a second ago', () => {
    expect(waitBeforeTryMs(10_000, null)).toBe(0);
    expect(waitBeforeTryMs(10_000, 9_700)).toBe(700);
    expect(waitBeforeTryMs(10_000, 8_000)).toBe(0);
  });
});

describe('afterFlush', () => {
  it('resets on a round that ran to the end', () => {
    expect(afterFlush(null, 5, 0.5)).toEqual({ kind: 'idle' });
  });

  it('stops sending on a 401', () => {
    expect(afterFlush(401, 0, 0.5)).toEqual({ kind: 'signed-out' });
  });

  it('backs off on no answer, 429 and 5xx', () => {
    expect(afterFlush(0, 0, 0.5)).toEqual({ kind: 'retry', delayMs: 1_000, attempt: 1 });
    expect(afterFlush(503, 1, 0.5)).toEqual({ kind: 'retry', delayMs: 2_000, attempt: 2 });
    expect(afterFlush(429, 3, 0.5)).toEqual({ kind: 'retry', delayMs: 8_000, attempt: 4 });
  });
});
