import { describe, expect, it } from 'vitest';

import { InFlightPatches } from './in-flight-patches';

/** A count shown on a dashboard, and a push that sets it (absolute, as the live pushes are). */
type Shown = { count: number; other: string };
const pushCount =
  (count: number) =>
  (current: Shown): Shown => ({ ...current, count });

describe('updates made while a request is in flight', () => {
  it('are replayed onto an answer read before the pushed change committed', () => {
    // given a refetch in flight, and a push of a check-in the refetch's read did not see
    const patches = new InFlightPatches<Shown>();
    patches.begin();
    patches.record(pushCount(3));
    // when the answer lands
    const shown = patches.settle({ count: 2, other: 'answer' });
    // then it shows the pushed count, and the rest of the answer
    expect(shown).toEqual({ count: 3, other: 'answer' });
  });

  it('change nothing that the answer already holds (pushes are absolute)', () => {
    const patches = new InFlightPatches<Shown>();
    patches.begin();
    patches.record(pushCount(3));
    expect(patches.settle({ count: 3, other: 'answer' })).toEqual({ count: 3, other: 'answer' });
  });

  it('are kept for one answer only', () => {
    const patches = new InFlightPatches<Shown>();
    patches.begin();
    patches.record(pushCount(3));
    patches.settle({ count: 3, other: 'first' });
    patches.begin();
    expect(patches.settle({ count: 5, other: 'second' })).toEqual({ count: 5, other: 'second' });
  });

  it('are not kept while no request is in flight, nor after one failed', () => {
    const patches = new InFlightPatches<Shown>();
    patches.record(pushCount(1));
    patches.begin();
    patches.record(pushCount(2));
    patches.drop();
    patches.record(pushCount(9));
    patches.begin();
    expect(patches.settle({ count: 4, other: 'answer' })).toEqual({ count: 4, other: 'answer' });
  });

  it('start afresh with each request: what came before it, its read has seen', () => {
    const patches = new InFlightPatches<Shown>();
    patches.begin();
    patches.record(pushCount(3));
    // a reload aborts the first request and starts another
    patches.begin();
    expect(patches.settle({ count: 4, other: 'answer' })).toEqual({ count: 4, other: 'answer' });
  });
});
