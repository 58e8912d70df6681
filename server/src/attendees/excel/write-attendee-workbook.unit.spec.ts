import { PassThrough } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { attendee as person } from '../../../../test/support/attendee-fixtures.js';
import type { AttendeeExportRow } from './attendee-columns.js';
import { writeAttendeeWorkbook } from './write-attendee-workbook.js';

const attendee = (id: number) =>
  ({
    ...person({
      name: `참석자${id}`,
      phoneNumber: `010-${String(id).padStart(8, '0')}`,
      registrationType: 'ONSITE',
    }),
    id,
    createdAt: '2026-11-21 09:00:00',
  }) as AttendeeExportRow;

/** Rows from a source that counts what was taken and records whether it was closed. */
function source(count: number, failAt?: number) {
  const state = { taken: 0, closed: false };
  async function* rows() {
    try {
      for (let id = 1; id <= count; id++) {
        if (id === failAt) throw new Error('database went away');
        state.taken = id;
        yield attendee(id);
      }
    } finally {
      state.closed = true;
    }
  }
  return { state, rows: rows() };
}

describe('writeAttendeeWorkbook', () => {
  it('stops taking rows while the output is full, and for good once the output goes away', async () => {
    const { state, rows } = source(200_000);
    const out = new PassThrough({ highWaterMark: 16 * 1024 }); // never read: a client that stopped reading

    const writing = writeAttendeeWorkbook(rows, out);
    let before = -1;
    for (let waited = 0; waited < 10_000 && state.taken !== before; waited += 300) {
      before = state.taken;
      await delay(300);
    }

    expect(state.taken).toBe(before);
    expect(state.taken).toBeLessThan(20_000);

    out.destroy();
    await expect(writing).rejects.toThrow();
    expect(state.closed).toBe(true);
  });

  it('fails, and destroys the half-written output, when the rows fail', async () => {
    const { state, rows } = source(5_000, 3_000);
    const out = new PassThrough();
    out.resume();

    await expect(writeAttendeeWorkbook(rows, out)).rejects.toThrow('database went away');
    expect(state.closed).toBe(true);
    expect(out.destroyed).toBe(true);
  });
});
