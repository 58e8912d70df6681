import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openIntegrationStore,
  registerAttendee as registerInt,
  SYSTEM,
} from '../../../../test/support/int-fixtures.js';
import { asIfScannedEarlier } from '../../../../test/support/earlier-visits.js';
import { attendeeDecider } from '../../attendees/domain/attendee.decider-adapter.js';
import { attendeeStreamId } from '../../attendees/domain/attendee.events.js';
import { boothEntries } from '../../booths/commands/booth-entries.js';
import { createAdmin } from '../../conferences/admin-accounts.js';
import { runCommand } from '../../event-store/command-runner.js';
import type { EventStore } from '../../event-store/event-store.js';
import { rebuildProjections } from '../../event-store/rebuild-projections.js';
import { withConnection } from '../../database/sql.js';
import { lectureEntries } from '../../lectures/commands/lecture-entries.js';
import type { BoothPrincipal } from '../../auth/booth-principal.js';
import type { EventMetadata } from '../../kernel/stored-event.js';
import { CheckInLectureCommand } from '../commands/check-in-lecture/check-in-lecture.command.js';
import { CheckInLectureHandler } from '../commands/check-in-lecture/check-in-lecture.handler.js';
import { RecordBoothVisitCommand } from '../commands/record-booth-visit/record-booth-visit.command.js';
import { RecordBoothVisitHandler } from '../commands/record-booth-visit/record-booth-visit.handler.js';
import { BOOTH_VISITS, ERASED_VISITOR_NAME, LECTURE_CHECKINS } from '../domain/visit-places.js';
import { listVisits } from '../queries/visit-reads.js';

let close: (() => Promise<void>) | undefined;
let store: EventStore;
let eventId: number;
const system = SYSTEM;
const registerAttendee = (name: string, phone: string) => registerInt(store, eventId, name, phone);

/** The visit commands as their handlers run them off the CommandBus (each with its own batcher). */
function attendance(store: EventStore) {
  const visits = new RecordBoothVisitHandler(store);
  const checkIns = new CheckInLectureHandler(store, store.dataSource);
  return {
    recordBoothVisit: (booth: BoothPrincipal, attendeeId: number, metadata: EventMetadata) =>
      visits.execute(new RecordBoothVisitCommand(booth.boothId, attendeeId, booth, metadata)),
    checkIn: (lectureId: number, attendeeId: number, metadata: EventMetadata) =>
      checkIns.execute(new CheckInLectureCommand(lectureId, attendeeId, metadata)),
  };
}

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
    const booths = boothEntries(store);
    const lectures = lectureEntries(store);
    const recorder = attendance(store);
    const booth = await booths.register(
      eventId,
      {
        boothName: 'A-01',
        name: '김담당',
        affiliation: '한빛',
        phone: '010-1',
        loginId: 'a01',
        passwordHash: 'pw-1234',
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
        passwordHash: 'pw-1234',
      },
      system,
    );
    const lecture = await lectures.register(
      eventId,
      {
        title: 'AI',
        instructor: '박강사',
        date: '2026-11-22',
        time: '10:00',
        location: '201호',
        capacity: null,
      },
      system,
    );
    const kept = await registerAttendee('김민수', '010-5555-0001');
    const erased = await registerAttendee('최지우', '010-5555-0002');
    // the booth phones' sessions, as their tokens carry them (credentials version 1: never changed)
    const phone = (boothId: number) => ({ boothId, eventId, credentialsVersion: 1 });
    for (const attendee of [kept, erased]) {
      await recorder.recordBoothVisit(phone(booth.id), attendee, system);
      await recorder.recordBoothVisit(phone(gone.id), attendee, system);
      await recorder.checkIn(lecture.id, attendee, system);
    }
    // both back at both booths more than half an hour later: revisits, then one scan again too soon
    const inStore = (text: string, params?: unknown[]) =>
      withConnection(store.dataSource, (sql) => sql.execute(text, params));
    for (const attendee of [kept, erased])
      for (const place of [booth, gone]) {
        await asIfScannedEarlier(inStore, place.id, attendee, 31);
        await recorder.recordBoothVisit(phone(place.id), attendee, system);
      }
    await expect(recorder.recordBoothVisit(phone(booth.id), kept, system)).rejects.toMatchObject({
      code: 'VISIT.DUPLICATE',
    });
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
        revisits: await sql.query<{ booth_id: number; attendee_id: number }>(
          `SELECT * FROM booth_revisits ORDER BY position`,
        ),
      }));
    const live = await snapshot();
    // the counters: a deleted attendee's visits and revisits stay counted, a removed booth's go with it
    expect(live.counts).toEqual([
      { place_kind: 'booth', place_id: booth.id, event_id: eventId, visits: 2, revisits: 2 },
      { place_kind: 'lecture', place_id: lecture.id, event_id: eventId, visits: 2, revisits: 0 },
    ]);
    expect(
      live.revisits.map((r: { booth_id: number; attendee_id: number }) => [r.booth_id, r.attendee_id]),
    ).toEqual([
      [booth.id, kept],
      [booth.id, erased],
    ]);
    for (const batch of [3, 1000]) {
      await rebuildProjections(store, batch);
      expect(await snapshot()).toEqual(live);
    }
  });

  it('rebuild the same when an attendee changes between visits and a place goes after some', async () => {
    const booths = boothEntries(store);
    const recorder = attendance(store);
    const booth = (name: string) =>
      booths.register(
        eventId,
        {
          boothName: name,
          name: '정담당',
          affiliation: '누리',
          phone: '010-3',
          loginId: name,
          passwordHash: 'pw-1234',
        },
        system,
      );
    const [first, second, third] = [await booth('c03'), await booth('d04'), await booth('e05')];
    const phone = (boothId: number) => ({ boothId, eventId, credentialsVersion: 1 });
    const update = (attendee: number, fields: Record<string, string>) =>
      runCommand(
        store,
        attendeeStreamId(attendee),
        attendeeDecider,
        { type: 'UpdateAttendee', data: { eventId, fields } },
        system,
      );
    const moving = await registerAttendee('박서준', '010-5555-0003');
    const other = await registerAttendee('윤하늘', '010-5555-0004');
    await recorder.recordBoothVisit(phone(first.id), moving, system);
    await recorder.recordBoothVisit(phone(third.id), other, system);
    await update(moving, { name: '박서준2' });
    await recorder.recordBoothVisit(phone(second.id), moving, system);
    await recorder.recordBoothVisit(phone(third.id), moving, system);
    await update(moving, { affiliation: '두리전자' });
    await booths.remove(eventId, third.id, system);
    await recorder.recordBoothVisit(phone(first.id), other, system);

    const rows = () =>
      withConnection(store.dataSource, (sql) =>
        sql.query(
          `SELECT * FROM booth_visits WHERE booth_id = ANY($1::int[]) ORDER BY booth_id, attendee_id`,
          [[first.id, second.id, third.id]],
        ),
      );
    const live = await rows();
    expect(live.map((r) => [r.booth_id, r.user_name, r.affiliation])).toEqual([
      [first.id, '박서준2', '두리전자'],
      [first.id, '윤하늘', '한빛전자'],
      [second.id, '박서준2', '두리전자'],
    ]);
    for (const batch of [2, 1000]) {
      await rebuildProjections(store, batch);
      expect(await rows()).toEqual(live);
    }
  });
});
