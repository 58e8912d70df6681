import { describe, expect, it } from 'vitest';
import { MAX_PREPARED, prepared } from './sql.js';

describe('prepared', () => {
  it('names a text once, the same way on every node (by its hash), and runs texts past the limit as is', () => {
    const first = prepared('SELECT 1 AS one');
    expect(prepared('SELECT 1 AS one')).toBe(first);
    expect(first.name).toMatch(/^expo_[0-9a-f]{20}$/);
    expect(prepared('SELECT 2 AS two').name).not.toBe(first.name);
    for (let i = 0; i < MAX_PREPARED; i++) prepared(`SELECT ${i} AS n`);
    const past = prepared('SELECT 3 AS three');
    expect(past).toEqual({ text: 'SELECT 3 AS three' });
    // those named before keep their names
    expect(prepared('SELECT 1 AS one')).toBe(first);
  });
});
