import { describe, expect, it } from 'vitest';

import { decideRepeat, REPEAT_WINDOW_MS } from './repeat-guard';

describe('decideRepeat: the same badge within 3 s is ignored', () => {
  it('given nothing seen, when a badge is read, then it counts and is remembered', () => {
    const { ignore, seen } = decideRepeat(new Map(), '12', 1_000);
    expect(ignore).toBe(false);
    expect([...seen]).toEqual([['12', 1_000]]);
  });

  it('given a badge seen 2.9 s ago, when it is read again, then it is ignored', () => {
    expect(decideRepeat(new Map([['12', 1_000]]), '12', 3_900).ignore).toBe(true);
  });

  it('given a badge seen exactly 3 s ago, when it is read again, then it counts', () => {
    expect(decideRepeat(new Map([['12', 1_000]]), '12', 1_000 + REPEAT_WINDOW_MS).ignore).toBe(false);
  });

  it('given a badge held in view (read every 100 ms for 10 s), then only the first read counts', () => {
    let seen = new Map<string, number>();
    const counted: number[] = [];
    for (let at = 0; at <= 10_000; at += 100) {
      const decision = decideRepeat(seen, '12', at);
      seen = decision.seen;
      if (!decision.ignore) counted.push(at);
    }
    expect(counted).toEqual([0]);
  });

  it('given badge A just read, when badge B is read, then B counts and A is still ignored', () => {
    const first = decideRepeat(new Map(), 'A', 0);
    const second = decideRepeat(first.seen, 'B', 500);
    expect(second.ignore).toBe(false);
    expect(decideRepeat(second.seen, 'A', 1_000).ignore).toBe(true);
  });

  it('given reads older than the window, when another badge is read, then they are forgotten', () => {
    const { seen } = decideRepeat(new Map([['old', 0]]), 'new', 5_000);
    expect([...seen.keys()]).toEqual(['new']);
  });

  it('given a clock that went backwards, when the badge is read, then it counts', () => {
    expect(decideRepeat(new Map([['12', 5_000]]), '12', 4_000).ignore).toBe(false);
  });
});
