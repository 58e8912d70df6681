import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.js';

describe('group commit of access records', () => {
  it('writes items added together in one write, and each add resolves once written', async () => {
    const writes: number[][] = [];
    const batches = new GroupCommit<number>(
      async (items) => {
        writes.push(items);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      { delayMs: 2, maxBatch: 100 },
    );
    await Promise.all(Array.from({ length: 50 }, (_, i) => batches.add(i)));
    expect(writes).toEqual([Array.from({ length: 50 }, (_, i) => i)]);
  });

  it('gathers what arrives while a write is under way into the next write, at most maxBatch each', async () => {
    const writes: number[][] = [];
    const batches = new GroupCommit<number>(
      async (items) => {
        writes.push(items);
        await new Promise((resolve) => setTimeout(resolve, 10));
      },
      { delayMs: 1, maxBatch: 3 },
    );
    const first = batches.add(0);
    await new Promise((resolve) => setTimeout(resolve, 3));
    await Promise.all([first, ...[1, 2, 3, 4].map((i) => batches.add(i))]);
    expect(writes).toEqual([[0], [1, 2, 3], [4]]);
  });

  it('rejects every add of a failed write with its error, and writes the next batch on its own', async () => {
    let fail = true;
    const batches = new GroupCommit<string>(
      (items) => (fail ? Promise.reject(new Error(`down: ${items.join(',')}`)) : Promise.resolve()),
      { delayMs: 1, maxBatch: 10 },
    );
    await expect(Promise.all([batches.add('a'), batches.add('b')])).rejects.toThrow('down: a,b');
    fail = false;
    await expect(batches.add('c')).resolves.toBeUndefined();
  });
});
