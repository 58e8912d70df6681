import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openIntegrationStore,
  registerAttendee as registerInt,
  SYSTEM,
} from '../../../../../test/support/int-fixtures.js';
import { createAdmin } from '../../../conferences/admin-accounts.js';
import type { EventStore } from '../../../event-store/event-store.js';
import { withConnection } from '../../../database/sql.js';
import { boothScanFacts } from './attendance-facts.js';
import { AttendanceBatcher } from './attendance-batcher.js';
import type { AttendanceRequest } from './attendance-facts.js';
import { boothVisitDecider } from '../../domain/attendance.decider.js';
import { boothVisitStreamId } from '../../domain/visit.events.js';
import { BOOTH_VISITS } from '../../domain/visit-places.js';

let close: (() => Promise<void>) | undefined;
let store: EventStore;
let eventId: number;
let otherEventId: number;
const system = SYSTEM;
const registerAttendee = (name: string, phone: string, event = eventId) =>
  registerInt(store, event, name, phone);

/** Resolves once a statement of this database waits on a lock (the batch's insert behind the open append). */
async function batchWaitingOnTheOtherWriter(): Promise<void> {
  for (;;) {
    const [{ waiting }] = await withConnection(store.dataSource, (sql) =>
      sql.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      ),
    );
    if (waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A batcher whose one-by-one path is counted (it is the way out of a batch that met another writer). */
function batcher() {
  const singles: AttendanceRequest[] = [];
  const batching = new AttendanceBatcher(
    store,
    BOOTH_VISITS,
    boothVisitDecider,
    boothVisitStreamId,
    (r) => {
      singles.push(r);
      return Promise.resolve(undefined);
    },
    boothScanFacts,
  );
  return { batching, singles };
}

const settle = (promises: Promise<unknown>[]) =>
  Promise.allSettled(promises).then((all) =>
    all.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as { code?: string }).code)),
  );

beforeAll(async () => {
  ({ store, close } = await openIntegrationStore('batcher'));
  ({ eventId } = await createAdmin(store, {
    eventName: '배치',
    username: 'batch-admin',
    password: 'password-1',
  }));
  ({ eventId: otherEventId } = await createAdmin(store, {
    eventName: '다른 행사',
    username: 'batch-other',
    password: 'password-1',
  }));
});
afterAll(async () => {
  await close?.();
});

describe('attendance written in batches', () => {
  it('answers each request of a batch as if alone: new, duplicate, unknown, another event, resent', async () => {
    const { batching, singles } = batcher();
    const [kim, lee, stranger] = [
      await registerAttendee('김민수', '010-6000-0001'),
      await registerAttendee('이서연', '010-6000-0002'),
      await registerAttendee('박외부', '010-6000-0003', otherEventId),
    ];
    const at = (attendeeId: number, clientEventId?: string): AttendanceRequest => ({
      placeId: 7,
      placeEventId: eventId,
      attendeeId,
      metadata: { ...system, ...(clientEventId ? { clientEventId } : {}) },
    });
    // sent together: they share one transaction
    const answers = await settle([
      batching.record(at(kim, 'scan-1')),
      batching.record(at(kim)), // the same visit again, in the same batch
      batching.record(at(lee, 'scan-2')),
      batching.record(at(lee, 'scan-2')), // a resend of the previous one
      batching.record(at(999_999)), // no such attendee
      batching.record(at(stranger)), // an attendee of another event
    ]);
    expect(singles).toEqual([]);
    expect(answers[0]).toMatchObject({ userId: kim, userName: '김민수', phoneNumber: '010-6000-0001' });
    expect(answers[1]).toBe('VISIT.DUPLICATE');
    expect(answers[2]).toMatchObject({ userId: lee, userName: '이서연' });
    expect(answers[3]).toEqual(answers[2]);
    expect(answers.slice(4)).toEqual(['ATTENDEE.NOT_FOUND', 'ATTENDEE.NOT_FOUND']);

    const events = await withConnection(store.dataSource, (sql) =>
      sql.query<{ stream_id: string; client_event_id: string | null; metadata: unknown }>(
        `SELECT stream_id, client_event_id, metadata FROM event_log WHERE type = 'BoothVisitRecorded' ORDER BY position`,
      ),
    );
    expect(events).toEqual([
      { stream_id: boothVisitStreamId(7, kim), client_event_id: 'scan-1', metadata: system },
      { stream_id: boothVisitStreamId(7, lee), client_event_id: 'scan-2', metadata: system },
    ]);

    // later: a resend of a recorded scan answers like the first; the same visit without a key is a duplicate
    const later = await settle([batching.record(at(kim, 'scan-1')), batching.record(at(lee))]);
    expect(later).toEqual([answers[0], 'VISIT.DUPLICATE']);
  });

  it('hands a batch that met another writer to the one-by-one path', async () => {
    const { batching, singles } = batcher();
    const choi = await registerAttendee('최지우', '010-6000-0004');
    const request: AttendanceRequest = {
      placeId: 8,
      placeEventId: eventId,
      attendeeId: choi,
      metadata: system,
    };
    // another node records the same visit while this batch decides: the stream's version is taken
    const tx = await store.begin();
    await tx.tx.append(boothVisitStreamId(8, choi), 0, [
      { type: 'BoothVisitRecorded', data: { boothId: 8, attendeeId: choi, eventId } },
    ]);
    const pending = batching.record(request);
    await batchWaitingOnTheOtherWriter();
    await tx.commit();
    await pending;
    expect(singles).toEqual([request]);
  });
});
