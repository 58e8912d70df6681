import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countEvents, download, expectError } from '../support/booth-fixtures.js';
import { eventMaker, type MadeEvent as Made } from '../support/compared-events.js';
import { ORGANISER, startTestServer, type TestServer } from '../support/test-server.js';

/**
 * 전년 대비 (issue 47, point 9): an organiser compares an event's 결과보고서 with an earlier event's; booths of
 * both by name get their unique visitors of both. Three events made through the API: 2024 (one booth), 2025 and
 * 2026 with attendees, desk entries, booth visits (a revisit among them) and lecture check-ins.
 */

let server: TestServer;
let organiser: string;
/** The first event's own admin (an event admin, not an organiser). */
let eventAdmin: { token: string; eventId: number };
const makeEvent = eventMaker(
  () => server,
  () => organiser,
);

let y2024: Made;
let y2025: Made;
let y2026: Made;

beforeAll(async () => {
  server = await startTestServer();
  eventAdmin = await server.session();
  organiser = (await server.session(ORGANISER.username, ORGANISER.password)).token;
  y2024 = await makeEvent({
    name: '2024 비교 엑스포',
    startDate: '2024-11-20',
    attendees: 2,
    entered: 1,
    booths: [{ name: '스마트 팩토리관', visitors: [0, 1] }],
    lectures: [],
  });
  y2025 = await makeEvent({
    name: '2025 비교 엑스포',
    startDate: '2025-11-19',
    attendees: 4,
    entered: 2,
    booths: [
      { name: '스마트 팩토리관', visitors: [0, 1, 2] },
      { name: 'AI 체험관', visitors: [0] },
      { name: '작년만 나온 부스', visitors: [3] },
    ],
    lectures: [[0, 1]],
  });
  y2026 = await makeEvent({
    name: '2026 비교 엑스포',
    startDate: '2026-11-18',
    attendees: 6,
    entered: 4,
    booths: [
      { name: '스마트 팩토리관', visitors: [0, 1, 2, 3, 4], revisit: true },
      { name: 'AI 체험관', visitors: [] },
      { name: '올해 처음 나온 부스', visitors: [5] },
    ],
    lectures: [[0, 1, 2], [3]],
  });
});
afterAll(() => server?.close());

const reportOf = async (eventId: number, compareTo?: number) => {
  const query = `eventId=${String(eventId)}${compareTo === undefined ? '' : `&compareTo=${String(compareTo)}`}`;
  const res = await server.api(`/api/reports/event?${query}`, { token: organiser });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** One event's comparison figures from its own report (and the dashboard's 부스 순방문자: people, not booths). */
async function ownFigures(eventId: number) {
  const report = await reportOf(eventId);
  const stats = (await server.api(`/api/stats?eventId=${String(eventId)}`, { token: organiser })).body;
  const sum = (items: Record<string, number>[], key: string) => items.reduce((n, item) => n + item[key], 0);
  return {
    registered: report.attendance.registered,
    entered: report.attendance.entered,
    entryRate: report.attendance.entryRate,
    boothVisits: sum(report.booths, 'visits'),
    uniqueVisitors: stats.totals.uniqueVisitors,
    lectureCheckIns: sum(report.lectures, 'checkIns'),
  };
}

describe('GET /api/reports/event?compareTo= (전년 대비)', () => {
  it("puts each figure beside the other event's, as each event's own report has it, with the change", async () => {
    const body = await reportOf(y2026.id, y2025.id);
    const [now, then] = [await ownFigures(y2026.id), await ownFigures(y2025.id)];
    // the events made: 2026 6 registered, 4 entered, 7 booth visits (a revisit), 6 people at booths, 4 check-ins
    expect(now).toEqual({
      registered: 6,
      entered: 4,
      entryRate: 4 / 6,
      boothVisits: 7,
      uniqueVisitors: 6,
      lectureCheckIns: 4,
    });
    expect(then).toEqual({
      registered: 4,
      entered: 2,
      entryRate: 0.5,
      boothVisits: 5,
      uniqueVisitors: 4,
      lectureCheckIns: 2,
    });
    expect(body.comparison).toEqual({
      eventId: y2025.id,
      name: '2025 비교 엑스포',
      period: expect.stringContaining('2025'),
      rows: (Object.keys(now) as (keyof typeof now)[]).map((metric) => ({
        metric,
        current: now[metric],
        previous: then[metric],
        change: now[metric] - then[metric],
        changeRate: (now[metric] - then[metric]) / then[metric],
      })),
    });
    // the rest of the answer is the report as it is without a comparison
    const { comparison: _, generatedAt, ...rest } = body;
    const { generatedAt: __, ...plain } = await reportOf(y2026.id);
    expect(generatedAt).toMatch(/^\d{4}-/);
    expect(rest).toEqual(plain);
    expect(plain).not.toHaveProperty('comparison');
  });

  it('compares with a later event too, and with an event of nothing (no change rate from 0)', async () => {
    const back = await reportOf(y2025.id, y2026.id);
    expect(back.comparison.rows[0]).toEqual({
      metric: 'registered',
      current: 4,
      previous: 6,
      change: -2,
      changeRate: -2 / 6,
    });
    const empty = (
      await server.api('/api/events', {
        method: 'POST',
        token: organiser,
        body: { name: '빈 행사', startDate: '2023-05-01', endDate: '2023-05-02' },
      })
    ).body;
    const rows = (await reportOf(y2026.id, empty.id)).comparison.rows;
    expect(rows.find((r: { metric: string }) => r.metric === 'lectureCheckIns')).toEqual({
      metric: 'lectureCheckIns',
      current: 4,
      previous: 0,
      change: 4,
      changeRate: null,
    });
    expect(rows.find((r: { metric: string }) => r.metric === 'entryRate')).toMatchObject({
      previous: null,
      change: null,
      changeRate: null,
    });
  });

  it("writes a '전년 대비' sheet into the workbook with the answer's figures", async () => {
    const body = await reportOf(y2026.id, y2025.id);
    const { res, buffer } = await download(
      server,
      `/api/reports/event/download?eventId=${String(y2026.id)}&compareTo=${String(y2025.id)}`,
      organiser,
    );
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer as never);
    expect(book.worksheets.map((s) => s.name).at(-1)).toBe('전년 대비');
    const rows: unknown[][] = [];
    book.getWorksheet('전년 대비')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      '항목',
      '2026 비교 엑스포',
      '2025 비교 엑스포',
      '증감 (입장률은 %p)',
      '증감률 (%)',
    ]);
    expect(rows[1]).toEqual(['등록', 6, 4, 2, 50]);
    expect(rows[3]).toEqual(['입장률 (%)', 66.7, 50, 16.7, 33.3]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      '등록',
      '입장',
      '입장률 (%)',
      '부스 방문',
      '순방문자',
      '강연 체크인',
    ]);
    expect(body.comparison.rows.map((r: { current: number }) => r.current)[5]).toBe(rows[6][1]);
    // without compareTo, the workbook as before
    const plain = await download(
      server,
      `/api/reports/event/download?eventId=${String(y2026.id)}`,
      organiser,
    );
    const before = new ExcelJS.Workbook();
    await before.xlsx.load(plain.buffer as never);
    expect(before.worksheets.map((s) => s.name)).not.toContain('전년 대비');
  });
});

describe('refusals of 전년 대비 change nothing', () => {
  const accessRecords = async () =>
    (await server.sql('SELECT count(*)::int AS n FROM personal_data_access'))[0].n as number;

  it("refuses an event admin's comparison with another event (403, Korean), records nothing", async () => {
    const [events, records] = [await countEvents(server), await accessRecords()];
    for (const path of [
      `/api/reports/event?compareTo=${String(y2025.id)}`,
      `/api/reports/event/download?compareTo=${String(y2025.id)}`,
      `/api/reports/booths?compareTo=${String(y2025.id)}`,
    ]) {
      const res = await server.api(path, { token: eventAdmin.token });
      expectError(res, 403, 'REPORT.COMPARE_ORGANISER_ONLY');
      expect(res.body.message).toContain('주최자');
    }
    expect([await countEvents(server), await accessRecords()]).toEqual([events, records]);
  });

  it('refuses an unknown event (404), the same event (400) and a bad value (400) in Korean', async () => {
    const events = await countEvents(server);
    const at = (compareTo: string, path = 'event') =>
      server.api(`/api/reports/${path}?eventId=${String(y2026.id)}&compareTo=${compareTo}`, {
        token: organiser,
      });
    expectError(await at('2147483000'), 404, 'EVENT.NOT_FOUND');
    expectError(await at('2147483000', 'booths'), 404, 'EVENT.NOT_FOUND');
    expectError(await at(String(y2026.id)), 400, 'REPORT.COMPARE_SAME_EVENT');
    expectError(
      await server.api(`/api/reports/event?compareTo=${String(eventAdmin.eventId)}`, {
        token: eventAdmin.token,
      }),
      400,
      'REPORT.COMPARE_SAME_EVENT',
    );
    for (const bad of ['abc', '0', '-1', '1.5', '1e3', '99999999999']) {
      const res = await at(encodeURIComponent(bad));
      expectError(res, 400, 'VALIDATION.COMPARE_TO');
      expect(res.body.message).toContain('비교할 행사');
    }
    expect(await countEvents(server)).toBe(events);
  });
});

describe('booths of both events by name', () => {
  it('get their unique visitors of both in the all-booths job and one booth’s report', async () => {
    const q = `eventId=${String(y2026.id)}&compareTo=${String(y2025.id)}&visitors=false`;
    const res = await server.api(`/api/reports/booths?${q}`, { token: organiser });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byName = new Map(
      res.body.booths.map((b: { boothName: string; comparison: unknown }) => [b.boothName, b.comparison]),
    );
    const lastYear = { eventId: y2025.id, name: '2025 비교 엑스포', period: expect.any(String) };
    expect(Object.fromEntries(byName)).toEqual({
      '스마트 팩토리관': {
        ...lastYear,
        boothId: y2025.booths.get('스마트 팩토리관')!.id,
        uniqueVisitors: 3,
        change: 2,
        changeRate: 2 / 3,
      },
      'AI 체험관': {
        ...lastYear,
        boothId: y2025.booths.get('AI 체험관')!.id,
        uniqueVisitors: 1,
        change: -1,
        changeRate: -1,
      },
      '올해 처음 나온 부스': null,
    });
    // each year's figure is that year's own report's
    const report2025 = await reportOf(y2025.id);
    for (const booth of res.body.booths.filter((b: { comparison: unknown }) => b.comparison))
      expect(
        report2025.booths.find((b: { boothId: number }) => b.boothId === booth.comparison.boothId)
          .uniqueVisitors,
      ).toBe(booth.comparison.uniqueVisitors);

    const one = y2026.booths.get('스마트 팩토리관')!;
    const single = await server.api(`/api/reports/booths/${String(one.id)}?${q}`, { token: organiser });
    expect(single.body.uniqueVisitors).toBe(5);
    expect(single.body.comparison).toEqual(byName.get('스마트 팩토리관'));
    const without = await server.api(`/api/reports/booths?eventId=${String(y2026.id)}&visitors=false`, {
      token: organiser,
    });
    expect(without.body.booths.some((b: object) => 'comparison' in b)).toBe(false);
  });

  it("on the booth's own report: the latest earlier event that had a booth of its name", async () => {
    const own = async (made: Made, name: string) => {
      const stand = made.booths.get(name)!;
      const res = await server.api(`/api/booth-login/${String(stand.id)}/report?visitors=false`, {
        token: stand.token,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.comparison;
    };
    // 2026's 스마트 팩토리관 is compared with 2025's, not 2024's
    expect(await own(y2026, '스마트 팩토리관')).toMatchObject({
      eventId: y2025.id,
      boothId: y2025.booths.get('스마트 팩토리관')!.id,
      uniqueVisitors: 3,
      change: 2,
    });
    expect(await own(y2025, '스마트 팩토리관')).toMatchObject({
      eventId: y2024.id,
      uniqueVisitors: 2,
      change: 1,
    });
    expect(await own(y2024, '스마트 팩토리관')).toBeNull();
    expect(await own(y2026, '올해 처음 나온 부스')).toBeNull();
    // a booth's own token cannot ask for another event
    const stand = y2026.booths.get('AI 체험관')!;
    expectError(
      await server.api(`/api/booth-login/${String(stand.id)}/report?eventId=${String(y2025.id)}`, {
        token: stand.token,
      }),
      403,
    );
  });
});
