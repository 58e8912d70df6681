import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openIntegrationStore } from '../../../../test/support/int-fixtures.js';
import type { EventStore } from '../../event-store/event-store.js';
import { withConnection } from '../../database/sql.js';
import { readEventReport } from './event-report-reads.js';

let store: EventStore;
let close: () => Promise<void>;

/** Read model rows as the projections write them, at chosen times (UTC instants, Korea is +09:00). */
async function seed() {
  await withConnection(store.dataSource, async (sql) => {
    await sql.execute(`INSERT INTO conferences (id, name, created_at) VALUES (7, '시간 행사', now())`);
    await sql.execute(
      `INSERT INTO booths (id, event_id, booth_name, manager_name, affiliation, phone, login_id, password_hash,
         created_at, updated_at)
       SELECT id, 7, '부스 ' || id, 'm', 'a', 'p', 'time-' || id, 'x', now(), now() FROM unnest('{71,72}'::int[]) id`,
    );
    // booth 71: one visitor at 23:30 on the 25th and two at 00:10 on the 26th (Korean time); booth 72: one
    // visitor in each of two hours (a tie: the earlier hour is its peak)
    await sql.execute(
      `INSERT INTO booth_visits (booth_id, attendee_id, event_id, user_name, affiliation, phone_number, visited_at,
         position)
       VALUES (71, 1, 7, '', '', '', '2026-11-25T14:30:00Z', 1), (71, 2, 7, '', '', '', '2026-11-25T15:10:00Z', 2),
              (71, 3, 7, '', '', '', '2026-11-25T15:50:00Z', 3), (72, 1, 7, '', '', '', '2026-11-26T02:00:00Z', 4),
              (72, 2, 7, '', '', '', '2026-11-26T01:59:59Z', 5)`,
    );
    // booth 72's visitors came back: visitor 1 twice (11:40 and 12:30), visitor 2 once (11:20)
    await sql.execute(
      `INSERT INTO booth_revisits (position, booth_id, attendee_id, event_id, visited_at)
       VALUES (6, 72, 2, 7, '2026-11-26T02:20:00Z'), (7, 72, 1, 7, '2026-11-26T02:40:00Z'),
              (8, 72, 1, 7, '2026-11-26T03:30:00Z')`,
    );
    await sql.execute(
      `INSERT INTO visit_counts (place_kind, place_id, event_id, visits, revisits)
       VALUES ('booth', 71, 7, 3, 0), ('booth', 72, 7, 2, 3)`,
    );
    await sql.execute(
      `INSERT INTO entries (attendee_id, day, event_id, entered_at, entered_by)
       VALUES (1, '2026-11-25', 7, '2026-11-25T00:05:00Z', '데스크'), (2, '2026-11-26', 7, '2026-11-25T15:20:00Z', '키오스크')`,
    );
    await sql.execute(
      `INSERT INTO booth_leads (booth_id, attendee_id, event_id, interest, updated_at, updated_by)
       VALUES (71, 1, 7, 'high', '', ''), (71, 2, 7, NULL, '', '')`,
    );
  });
}

beforeAll(async () => {
  ({ store, close } = await openIntegrationStore('event-report'));
  await seed();
});
afterAll(async () => {
  await close?.();
});

describe('the event report read from the read models', () => {
  it('counts every hour in Korean time, across midnight', async () => {
    const report = await withConnection(store.dataSource, (sql) => readEventReport(sql, 7));
    expect(report.hourly).toEqual([
      { day: '2026-11-25', hour: 9, entries: 1, boothVisits: 0, lectureCheckIns: 0 },
      { day: '2026-11-25', hour: 23, entries: 0, boothVisits: 1, lectureCheckIns: 0 },
      { day: '2026-11-26', hour: 0, entries: 1, boothVisits: 2, lectureCheckIns: 0 },
      { day: '2026-11-26', hour: 10, entries: 0, boothVisits: 1, lectureCheckIns: 0 },
      { day: '2026-11-26', hour: 11, entries: 0, boothVisits: 3, lectureCheckIns: 0 },
      { day: '2026-11-26', hour: 12, entries: 0, boothVisits: 1, lectureCheckIns: 0 },
    ]);
  });

  it('ranks booths by unique visitors (not visits), each with its revisits, busiest hour (the earlier of equals) and leads', async () => {
    const report = await withConnection(store.dataSource, (sql) => readEventReport(sql, 7));
    expect(report.booths).toEqual([
      {
        rank: 1,
        boothId: 71,
        boothName: '부스 71',
        uniqueVisitors: 3,
        visits: 3,
        revisits: 0,
        returningVisitors: 0,
        revisitRate: 0,
        peakHour: { day: '2026-11-26', hour: 0, visits: 2 },
        leads: { high: 1, medium: 0, low: 0, unrated: 2 },
      },
      {
        rank: 2,
        boothId: 72,
        boothName: '부스 72',
        uniqueVisitors: 2,
        visits: 5,
        revisits: 3,
        returningVisitors: 2,
        revisitRate: 1,
        peakHour: { day: '2026-11-26', hour: 11, visits: 3 },
        leads: { high: 0, medium: 0, low: 0, unrated: 2 },
      },
    ]);
  });

  it('answers 404 for an event that does not exist', async () => {
    await expect(withConnection(store.dataSource, (sql) => readEventReport(sql, 999))).rejects.toMatchObject({
      code: 'EVENT.NOT_FOUND',
    });
  });
});
