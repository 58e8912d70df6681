import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  VISITED_AT,
  attendeeRegistrar,
  boothWithPhone,
  download,
  expectedVisit,
  firstSheetRows,
  secondEvent,
  type Person,
} from '../support/booth-fixtures.js';
import { liveClients, type LiveClient } from '../support/live-client.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { privacySettings } from '../support/privacy-settings.mjs';

/**
 * Issue 17, '부스 제공 동의 확인': with the event's setting on, everything a booth sees (its phones and its token)
 * shows name, affiliation and phone only for visitors who consented to provision to exhibitors; the others are
 * '비공개 방문자' with the visit time. Admins see every visitor; with the setting off nothing changes.
 */

interface Booth {
  id: number;
  eventId: number;
  token: string;
}

const HIDDEN = '비공개 방문자';

let server: TestServer;
let admin: string;
let eventId: number;
const registrar = attendeeRegistrar(() => server);
const clients = liveClients();
let booths = 0;

const settings = (shareOnlyWithConsent: boolean) => privacySettings({ shareOnlyWithConsent });

/** The event's '부스 제공 동의 확인', set the way an admin does it (PUT /api/privacy-settings). */
async function shareOnlyWithConsent(on: boolean, token = admin) {
  const res = await server.api('/api/privacy-settings', { method: 'PUT', token, body: settings(on) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.shareOnlyWithConsent).toBe(on);
}

/**
 * An attendee with their choice on provision to exhibitors ('Y', 'N', '' never asked), given through the
 * admin form (PUT /api/users/{id}). The read model's column is what the booth surfaces read: where it does not
 * follow yet, it is set directly.
 */
async function attendeeWithConsent(consent: 'Y' | 'N' | '', token = admin): Promise<Person> {
  const person = await registrar(token);
  const value = consent === 'Y' ? true : consent === 'N' ? false : null;
  if (consent !== '') {
    const res = await server.api(`/api/users/${person.id}`, {
      method: 'PUT',
      token,
      body: { exhibitorConsent: consent },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const [row] = await server.sql(`SELECT exhibitor_consent FROM attendees WHERE id = $1`, [person.id]);
  if (row.exhibitor_consent !== value)
    await server.sql(`UPDATE attendees SET exhibitor_consent = $2 WHERE id = $1`, [person.id, value]);
  return person;
}

async function makeBooth(token = admin): Promise<Booth> {
  const loginId = `consent-booth-${++booths}`;
  return boothWithPhone(server, token, { loginId, boothName: `동의 확인 부스 ${booths}` });
}

const scan = (b: Booth, userId: number) =>
  server.api('/api/booth-visits', {
    method: 'POST',
    token: b.token,
    body: { boothId: b.id, userId },
    headers: { 'idempotency-key': randomUUID() },
  });
const phoneList = (b: Booth) => server.api(`/api/booth-login/${b.id}/visits`, { token: b.token });
const adminList = (b: Booth, token = admin) => server.api(`/api/booth-visits/${b.id}`, { token });
const phoneLeads = (b: Booth) => server.api(`/api/booth-login/${b.id}/leads`, { token: b.token });
const adminLeads = (b: Booth, token = admin) => server.api(`/api/booths/${b.id}/leads`, { token });
const putLead = (b: Booth, userId: number, body: unknown) =>
  server.api(`/api/booth-login/${b.id}/leads/${userId}`, {
    method: 'PUT',
    token: b.token,
    body,
    headers: { 'idempotency-key': randomUUID() },
  });

function live(token: string): Promise<LiveClient> {
  return clients.connect(server.url, token);
}

/** A hidden visitor's row: the placeholder, the name '비공개 방문자', nothing else of them but the time. */
const hiddenVisit = () => ({
  userId: expect.any(Number),
  userName: HIDDEN,
  affiliation: '',
  phoneNumber: '',
  visitedAt: expect.stringMatching(VISITED_AT),
  masked: true,
});

/** Nothing of the person (id, name, affiliation, phone) appears in this text. */
function expectNothingOf(person: Person, text: string) {
  for (const secret of [person.name, person.affiliation, person.phoneNumber])
    expect(text).not.toContain(secret);
  expect(text).not.toMatch(new RegExp(`"(userId|id|attendeeId)":${person.id}\\b`));
}

beforeAll(async () => {
  server = await startTestServer({ LIVE_PUSH_INTERVAL_MS: '100' });
  ({ token: admin, eventId } = await server.session());
});

afterEach(async () => {
  clients.closeAll();
  await shareOnlyWithConsent(false);
});

afterAll(async () => {
  await server?.close();
});

describe("with '부스 제공 동의 확인' on", () => {
  it('the scan answer, the live push and the list of the booth phone hide a visitor who did not consent; admins see both', async () => {
    await shareOnlyWithConsent(true);
    const stand = await makeBooth();
    const yes = await attendeeWithConsent('Y');
    const no = await attendeeWithConsent('N');
    const watcher = await live(admin);
    const phone = await live(stand.token);
    expect(await watcher.watch({ boothId: stand.id })).toEqual({ ok: true });
    // a phone asking to watch its own booth is answered as before, and still sees what its booth may
    expect(await phone.watch({ boothId: stand.id })).toEqual({ ok: true });

    // the scan answers on the phone
    const first = await scan(stand, yes.id);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({ boothId: stand.id, ...expectedVisit(yes) });
    const second = await scan(stand, no.id);
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body).toEqual({ boothId: stand.id, ...hiddenVisit() });
    expectNothingOf(no, JSON.stringify(second.body));
    const placeholder: number = second.body.userId;
    expect(placeholder).toBeLessThan(0);

    // the live pushes: the phone gets the hidden row, the watching admin the visitor; both count 2
    // (a push's count is read after its rows: the second visitor may come in the push after the first count 2)
    const phonePush = await phone.next(
      'visits',
      (p) => p.placeId === stand.id && p.newest.some((v: { userId: number }) => v.userId === placeholder),
    );
    const adminPush = await watcher.next(
      'visits',
      (p) => p.placeId === stand.id && p.newest.some((v: { userId: number }) => v.userId === no.id),
    );
    expect(adminPush.count).toBe(2);
    expect(phonePush.count).toBe(2);
    expect(adminPush.newest).toContainEqual(expectedVisit(no));
    expect(phonePush.newest[0]).toEqual({ ...hiddenVisit(), userId: placeholder });
    for (const push of phone.received.filter((r) => r.name === 'visits'))
      expectNothingOf(no, JSON.stringify(push.payload));
    // every push a phone got was meant for phones (none of the admins' room reached it)
    expect(
      phone.received.filter((r) => r.name === 'visits').every((r) => r.payload.placeId === stand.id),
    ).toBe(true);

    // the phone's list: both rows (the count stays right), the hidden one under the same placeholder
    const list = await phoneList(stand);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ ...hiddenVisit(), userId: placeholder }, expectedVisit(yes)]);
    expectNothingOf(no, JSON.stringify(list.body));
    // the admin's list of the same booth is unchanged
    expect((await adminList(stand)).body).toEqual([expectedVisit(no), expectedVisit(yes)]);
    // the dashboard counts every visit
    const stats = (await server.api('/api/stats/booths', { token: admin })).body;
    expect(stats).toContainEqual(expect.objectContaining({ boothId: stand.id, visits: 2 }));
  });

  it("the booth's download hides the visitor who did not consent; the admin's download shows both", async () => {
    await shareOnlyWithConsent(true);
    const stand = await makeBooth();
    const yes = await attendeeWithConsent('Y');
    const no = await attendeeWithConsent('N');
    for (const person of [yes, no]) expect((await scan(stand, person.id)).status).toBe(201);
    const hiddenId = (await phoneList(stand)).body[0].userId;
    expect((await putLead(stand, hiddenId, { memo: '샘플 요청', interest: 'high' })).status).toBe(200);

    const mine = await download(server, `/api/booth-login/${stand.id}/visits/download`, stand.token);
    expect(mine.res.status).toBe(200);
    const rows = await firstSheetRows(mine.buffer);
    expect(rows[0].slice(0, 5)).toEqual(['참석자 ID', '이름', '소속', '전화번호', '방문시간']);
    expect(rows).toHaveLength(3);
    // newest first: the hidden visitor (no id, name, affiliation or phone; the time and the booth's notes)
    const [hidden, shown] = [rows[1], rows[2]];
    expect(hidden[0] ?? '').toBe('');
    expect(hidden[1]).toBe(HIDDEN);
    expect([hidden[2] ?? '', hidden[3] ?? '']).toEqual(['', '']);
    expect(String(hidden[4])).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect([hidden[5], hidden[7]]).toEqual(['높음', '샘플 요청']);
    expect(shown.slice(0, 4)).toEqual([yes.id, yes.name, yes.affiliation, yes.phoneNumber]);
    expectNothingOf(no, JSON.stringify(rows));

    const theirs = await download(server, `/api/booth-visits/${stand.id}/download`, admin);
    const adminRows = await firstSheetRows(theirs.buffer);
    expect(adminRows.slice(1).map((r) => r.slice(0, 4))).toEqual([
      [no.id, no.name, no.affiliation, no.phoneNumber],
      [yes.id, yes.name, yes.affiliation, yes.phoneNumber],
    ]);
  });

  it("a hidden visitor's lead keeps the booth's notes and tags under the placeholder; admins see the attendee", async () => {
    await shareOnlyWithConsent(true);
    const stand = await makeBooth();
    const tags = await server.api(`/api/booth-login/${stand.id}/lead-tags`, {
      method: 'PUT',
      token: stand.token,
      body: { tags: ['견적 요청'] },
    });
    expect(tags.status).toBe(200);
    const yes = await attendeeWithConsent('Y');
    const no = await attendeeWithConsent('N');
    for (const person of [yes, no]) expect((await scan(stand, person.id)).status).toBe(201);
    const hiddenId: number = (await phoneList(stand)).body[0].userId;

    // the phone keeps notes of the hidden visitor by the placeholder its list shows
    const saved = await putLead(stand, hiddenId, { tags: ['견적 요청'], memo: '다음 주 연락' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      userId: hiddenId,
      tags: ['견적 요청'],
      memo: '다음 주 연락',
      masked: true,
    });
    expectNothingOf(no, JSON.stringify(saved.body));
    expect((await putLead(stand, yes.id, { interest: 'low' })).body).toMatchObject({ userId: yes.id });

    const leads = await phoneLeads(stand);
    expect(leads.status).toBe(200);
    expect(leads.body.leads).toHaveLength(2);
    expect(leads.body.leads).toContainEqual(
      expect.objectContaining({ userId: hiddenId, tags: ['견적 요청'], memo: '다음 주 연락', masked: true }),
    );
    expect(leads.body.leads).toContainEqual(expect.objectContaining({ userId: yes.id, interest: 'low' }));
    expectNothingOf(no, JSON.stringify(leads.body));

    const theirs = await adminLeads(stand);
    expect(theirs.body.leads).toContainEqual(
      expect.objectContaining({ userId: no.id, tags: ['견적 요청'], memo: '다음 주 연락' }),
    );
    expect(JSON.stringify(theirs.body)).not.toContain('masked');

    // a placeholder that names no visit of this booth is refused like a wrong id
    const other = await makeBooth();
    const wrong = await putLead(other, hiddenId, { memo: 'x' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('VALIDATION.ID');
  });

  it('a visitor never asked is hidden too; consent given later shows them after a refresh push', async () => {
    await shareOnlyWithConsent(true);
    const stand = await makeBooth();
    const unasked = await attendeeWithConsent('');
    const phone = await live(stand.token);
    expect((await scan(stand, unasked.id)).body).toEqual({ boothId: stand.id, ...hiddenVisit() });
    await phone.next('visits', (p) => p.placeId === stand.id && p.count === 1);
    expect((await phoneList(stand)).body).toEqual([hiddenVisit()]);

    await server.sql(`UPDATE attendees SET exhibitor_consent = true WHERE id = $1`, [unasked.id]);
    expect((await phoneList(stand)).body).toEqual([expectedVisit(unasked)]);
  });

  it('switching the setting tells the phones to refetch, and off again the booth sees everyone as before', async () => {
    const stand = await makeBooth();
    const no = await attendeeWithConsent('N');
    expect((await scan(stand, no.id)).body).toEqual({ boothId: stand.id, ...expectedVisit(no) });
    const phone = await live(stand.token);
    await shareOnlyWithConsent(true);
    await phone.next('visits', (p) => p.placeId === stand.id && p.refresh === true);
    expect((await phoneList(stand)).body).toEqual([hiddenVisit()]);
    await shareOnlyWithConsent(false);
    expect((await phoneList(stand)).body).toEqual([expectedVisit(no)]);
  });
});

describe("with '부스 제공 동의 확인' off (the spec's behaviour)", () => {
  it('the booth sees every visitor, consenting or not, on every surface', async () => {
    const stand = await makeBooth();
    const no = await attendeeWithConsent('N');
    const unasked = await attendeeWithConsent('');
    const phone = await live(stand.token);
    const watcher = await live(admin);
    expect(await watcher.watch({ boothId: stand.id })).toEqual({ ok: true });
    expect((await scan(stand, no.id)).body).toEqual({ boothId: stand.id, ...expectedVisit(no) });
    expect((await scan(stand, unasked.id)).body).toEqual({ boothId: stand.id, ...expectedVisit(unasked) });
    // the push that carries the second visit (the count may reach 2 a push before the log reader sees it, so
    // the first push with count 2 may hold the first visit alone)
    const carries = (p: { placeId: number; count: number; newest: { userId: number }[] }) =>
      p.placeId === stand.id && p.newest.some((v) => v.userId === unasked.id);
    const phonePush = await phone.next('visits', carries);
    const adminPush = await watcher.next('visits', carries);
    expect(phonePush).toEqual(adminPush);
    expect(phonePush.count).toBe(2);
    expect(phonePush.newest).toContainEqual(expectedVisit(unasked));
    // one copy of each push reaches a phone (it is in its phones room only): no payload arrives twice
    const pushes = phone.received.filter((r) => r.name === 'visits').map((r) => JSON.stringify(r.payload));
    expect(new Set(pushes).size).toBe(pushes.length);

    const list = (await phoneList(stand)).body;
    expect(list).toEqual([expectedVisit(unasked), expectedVisit(no)]);
    expect(list).toEqual((await adminList(stand)).body);
    expect(JSON.stringify(list)).not.toContain('masked');

    expect((await putLead(stand, no.id, { memo: '메모' })).body).toMatchObject({
      userId: no.id,
      memo: '메모',
    });
    expect((await phoneLeads(stand)).body).toEqual((await adminLeads(stand)).body);
    // a placeholder means nothing while the setting is off: the path id is refused as before
    expect((await putLead(stand, -1, { memo: 'x' })).status).toBe(400);

    const mine = await firstSheetRows(
      (await download(server, `/api/booth-login/${stand.id}/visits/download`, stand.token)).buffer,
    );
    const theirs = await firstSheetRows(
      (await download(server, `/api/booth-visits/${stand.id}/download`, admin)).buffer,
    );
    expect(mine).toEqual(theirs);
    expect(mine.slice(1).map((r) => r.slice(0, 2))).toEqual([
      [unasked.id, unasked.name],
      [no.id, no.name],
    ]);
  });

  it("one event's setting does not reach another event's booths", async () => {
    await shareOnlyWithConsent(true);
    const other = await secondEvent(server, 'consent-other-admin');
    const stand = await makeBooth(other.token);
    const no = await attendeeWithConsent('N', other.token);
    expect((await scan(stand, no.id)).body).toEqual({ boothId: stand.id, ...expectedVisit(no) });
    expect((await phoneList(stand)).body).toEqual([expectedVisit(no)]);
    expect(eventId).not.toBe(other.eventId);
  });
});
