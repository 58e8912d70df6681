import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openIntegrationStore,
  registerAttendee as registerInt,
  SYSTEM,
} from '../../../../test/support/int-fixtures.js';
import { attendeeDecider } from '../../attendees/domain/attendee.decider-adapter.js';
import { attendeeStreamId } from '../../attendees/domain/attendee.events.js';
import { BoothCommands } from '../../booths/booth-commands.js';
import { createAdmin } from '../../conferences/commands/create-admin.js';
import { runCommand } from '../../event-store/command-runner.js';
import type { EventStore } from '../../event-store/event-store.js';
import { rebuildProjections } from '../../event-store/rebuild-projections.js';
import { withConnection } from '../../event-store/sql.js';
import { LectureCommands } from '../../lectures/lecture-commands.js';
import { AttendanceRecorder } from '../attendance-recorder.js';
import { BOOTH_VISITS, ERASED_VISITOR_NAME, LECTURE_CHECKINS } from '../visit-places.js';
import { listVisits } from '../visit-reads.js';

let close: (() => Promise<void>) | undefined;
let store: EventStore;
let eventId: number;
const system = SYSTEM;
const registerAttendee = (name: string, phone: string) => registerInt(store, eventId, name, phone);

const visitors = (place: typeof BOOTH_VISITS, id: number) =>
  withConnection(store.dataSource, async (sql) => (await listVisits(sql, place, id)).visits);

beforeAll(async () => {
  ({ store, close } = await openIntegrationStore('visitors'));
  ({ eventId } = await createAdmin(store, {
    eventName: '방문 테스트',
    username: 'visit-admin',
    password: 'password-1',
  }));
});
afterAll(async () => {
  await close?.();
});

describe('visitor lists', () => {
  it('follow attendee edits and erasure, go with their place, keep their counts, and rebuild equal to the live tables', async () => {
    const booths = new BoothCommands(store);
    const lectures = new LectureCommands(store);
    const recorder = new AttendanceRecorder(store);
    const booth = await booths.register(
      eventId,
      {
        boothName: 'A-01',
        name: '김담당',
        affiliation: '한빛',
        phone: '010-1',
        loginId: 'a01',
        password: 'pw-1234',
      },
      system,
    );
    const gone = await booths.register(
      eventId,
      {
        boothName: 'B-02',
        name: '이담당',
        affiliation: '두리',
        phone: '010-2',
        loginId: 'b02',
        password: 'pw-1234',
      },
      system,
    );
    const lecture = await lectures.register(
      eventId,
      { title: 'AI', instructor: '박강사', date: '2026-11-22', time: '10:00', location: '201호' },
      system,
    );
    const kept = await registerAttendee('김민수', '010-5555-0001');
    const erased = await registerAttendee('최지우', '010-5555-0002');
    for (const attendee of [kept, erased]) {
      await recorder.recordBoothVisit({ boothId: booth.id, eventId }, attendee, system);
      await recorder.recordBoothVisit({ boothId: gone.id, eventId }, attendee, system);
      await recorder.checkIn(lecture.id, attendee, system);
    }
    await runCommand(
      store,
      attendeeStreamId(kept),
      attendeeDecider,
      {
        type: 'UpdateAttendee',
        data: { eventId, fields: { name: '김민수2', phoneNumber: '010-7777-0001' } },
      },
      system,
    );
    await runCommand(
      store,
      attendeeStreamId(erased),
      attendeeDecider,
      {
        type: 'DeleteAttendee',
        data: { eventId },
      },
      system,
      (tx) => tx.forgetPersonalData(attendeeStreamId(erased)),
    );
    await booths.remove(eventId, gone.id, system);

    const boothRows = await visitors(BOOTH_VISITS, booth.id);
    expect(boothRows.map((v) => [v.userId, v.userName, v.affiliation, v.phoneNumber])).toEqual([
      [erased, ERASED_VISITOR_NAME, '', ''],
      [kept, '김민수2', '한빛전자', '010-7777-0001'],
    ]);
    expect((await visitors(LECTURE_CHECKINS, lecture.id)).map((v) => v.userName)).toEqual([
      ERASED_VISITOR_NAME,
      '김민수2',
    ]);
    expect(await visitors(BOOTH_VISITS, gone.id)).toEqual([]);

    const snapshot = () =>
      withConnection(store.dataSource, async (sql) => ({
        booths: await sql.query(`SELECT * FROM booths ORDER BY id`),
        lectures: await sql.query(`SELECT * FROM lectures ORDER BY id`),
        boothVisits: await sql.query(`SELECT * FROM booth_visits ORDER BY booth_id, attendee_id`),
        checkIns: await sql.query(`SELECT * FROM lecture_checkins ORDER BY lecture_id, attendee_id`),
        counts: await sql.query(`SELECT * FROM visit_counts ORDER BY place_kind, place_id`),
      }));
    const live = await snapshot();
    // the counters: a deleted attendee's visits stay counted, a removed booth's count goes with it
    expect(live.counts).toEqual([
      { place_kind: 'booth', place_id: booth.id, event_id: eventId, visits: 2 },
      { place_kind: 'lecture', place_id: lecture.id, event_id: eventId, visits: 2 },
    ]);
    for (const batch of [3, 1000]) {
      await rebuildProjections(store, batch);
      expect(await snapshot()).toEqual(live);
    }
  });
});
