import { describe, expect, it } from 'vitest';
import type { AccessRecordDraft } from '../../../access-records/domain/access-record.js';
import { accessRecordsOf } from './attendance-batcher.js';
import type { AttendanceRequest } from './attendance-facts.js';

const draft: AccessRecordDraft = {
  at: new Date('2026-11-27T01:02:03Z'),
  actor: { kind: 'booth', id: 3, name: null, eventId: 7 },
  ip: '10.0.0.7',
  method: 'POST',
  route: '/api/booth-visits',
  action: '부스 방문 스캔',
};

const scan = (attendeeId: number, access?: AccessRecordDraft): AttendanceRequest => ({
  placeId: 3,
  placeEventId: 7,
  attendeeId,
  metadata: {},
  access,
});

describe("a scan batch's access records", () => {
  it('given answered scans with their drafts, names each scanned attendee once, with no reason', () => {
    expect(accessRecordsOf([scan(44, draft), scan(45, draft)])).toEqual([
      { ...draft, concerned: { attendeeIds: [44], count: 1 }, reason: null },
      { ...draft, concerned: { attendeeIds: [45], count: 1 }, reason: null },
    ]);
  });

  it('given a request without a draft (a check-in, nobody from staff), records nothing for it', () => {
    expect(accessRecordsOf([scan(44), scan(45, draft)])).toEqual([
      { ...draft, concerned: { attendeeIds: [45], count: 1 }, reason: null },
    ]);
  });

  it("given the booth's name read with the facts, each record names the booth (no lookup when written)", () => {
    const names = new Map([[3, '한빛전자 부스']]);
    expect(accessRecordsOf([scan(44, draft)], (id) => names.get(id))).toEqual([
      {
        ...draft,
        actor: { ...draft.actor, name: '한빛전자 부스' },
        concerned: { attendeeIds: [44], count: 1 },
        reason: null,
      },
    ]);
  });

  it("given a booth the facts do not name, the record's name is left for the lookup", () => {
    expect(accessRecordsOf([scan(44, draft)], () => undefined)[0].actor.name).toBeNull();
  });
});
