import { describe, expect, it } from 'vitest';

import { messageMatrix } from './message-matrix';

describe('messageMatrix', () => {
  it('puts every channel with a message on a row in channel order, 미정 last, with row and column sums', () => {
    const matrix = messageMatrix({
      total: 10,
      byChannel: [
        { channel: null, status: 'PENDING', count: 1 },
        { channel: 'EMAIL', status: 'SENT', count: 2 },
        { channel: 'ALIMTALK', status: 'DELIVERED', count: 4 },
        { channel: 'ALIMTALK', status: 'FAILED', count: 1 },
        { channel: 'EMAIL', status: 'DELIVERED', count: 2 },
      ],
    });
    expect(matrix.statuses).toEqual(['PENDING', 'SENT', 'DELIVERED', 'FAILED', 'KEPT', 'UNREACHABLE']);
    expect(matrix.rows.map((row) => [row.channel, row.total])).toEqual([
      ['ALIMTALK', 5],
      ['EMAIL', 4],
      ['NONE', 1],
    ]);
    expect(matrix.rows[0].counts).toEqual({
      PENDING: 0,
      SENT: 0,
      DELIVERED: 4,
      FAILED: 1,
      KEPT: 0,
      UNREACHABLE: 0,
    });
    expect(matrix.statusTotals).toEqual({
      PENDING: 1,
      SENT: 2,
      DELIVERED: 6,
      FAILED: 1,
      KEPT: 0,
      UNREACHABLE: 0,
    });
  });

  it('has no row without messages', () => {
    expect(messageMatrix({ total: 0, byChannel: [] }).rows).toEqual([]);
  });
});
