import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTH_FIELDS, LECTURE_FIELDS, booth, expectNoPassword, lecture } from '../support/booth-fixtures.js';
import { bodyMutations, oddButValidExamples } from '../support/hostile-json.js';
import {
  ChangeLedger,
  check,
  expectHealthy,
  send,
  startWorld,
  storedText,
  type Answer,
  type World,
} from '../support/property-harness.js';

let world: World;
let ledger: ChangeLedger;
let nextLogin = 0;

beforeAll(async () => {
  world = await startWorld(1);
  ledger = new ChangeLedger(world.server);
  await ledger.start();
});
afterAll(() => world?.server.close());

const BOOTH_KEYS = ['affiliation', 'boothName', 'eventId', 'id', 'loginId', 'name', 'phone', 'visitCount'];
const LECTURE_KEYS = [
  'capacity',
  'checkInUrl',
  'date',
  'eventId',
  'id',
  'instructor',
  'location',
  'time',
  'title',
  'visitCount',
];

const LECTURE_TEXT = ['title', 'instructor', 'location'];

const expectedBooth = (sent: Record<string, unknown>) => ({
  boothName: storedText(sent.boothName),
  name: storedText(sent.name),
  affiliation: storedText(sent.affiliation),
  phone: storedText(sent.phone),
  loginId: storedText(sent.loginId),
  eventId: world.admin.eventId,
});

const expectedLecture = (sent: Record<string, unknown>) => ({
  title: storedText(sent.title),
  instructor: storedText(sent.instructor),
  date: storedText(sent.date),
  // a time input may add seconds: kept as HH:mm
  time: storedText(sent.time).slice(0, 5),
  location: storedText(sent.location),
  // 정원 is optional: these bodies name none
  capacity: null,
  eventId: world.admin.eventId,
});

/** GET returns exactly what the change answered. */
async function expectReadBack(path: string, answer: Answer, token?: string) {
  const read = await send(world.server, 'GET', path, { token });
  expect(read.status).toBe(200);
  expect(read.body).toEqual(answer.body);
}

/** A booth accepted with a hostile-but-valid login id or password can log in with exactly those. */
async function expectLogin(sent: Record<string, unknown>, boothId: number) {
  const res = await send(world.server, 'POST', '/api/booth-login', {
    wire: {
      body: JSON.stringify({ loginId: sent.loginId, password: sent.password }),
      contentType: 'application/json',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.boothId).toBe(boothId);
}

describe('POST and PUT /api/booths with hostile bodies', () => {
  it('registers exactly what was asked (never the password), or refuses in Korean storing nothing', async () => {
    await ledger.expectAccepted(15, () =>
      check(
        bodyMutations([...BOOTH_FIELDS, 'eventId'], { otherEventId: world.other.eventId }),
        async (mutation) => {
          const wire = mutation.apply(
            booth({ loginId: `prop-${++nextLogin}`, eventId: world.admin.eventId }),
          );
          const res = await send(world.server, 'POST', '/api/booths', { token: world.admin.token, wire });
          if (!(await ledger.settleScoped(res, mutation, wire, world.other.eventId, 201))) return;
          expect(Object.keys(res.body).sort()).toEqual(BOOTH_KEYS);
          expect(res.body, mutation.label).toMatchObject({ ...expectedBooth(wire.sent!), visitCount: 0 });
          const sentPassword = String(wire.sent!.password);
          // a short password may well appear inside another field (a phone number's digits)
          expectNoPassword(res as never, sentPassword.length >= 8 ? sentPassword : undefined);
          await expectReadBack(`/api/booths/${res.body.id}`, res, world.admin.token);
          // a login costs an argon2 verification: tried when the login id or password was the one made odd
          if (/^(loginId|password)\b/.test(mutation.label)) await expectLogin(wire.sent!, res.body.id);
        },
        25,
        oddButValidExamples(['boothName', 'password'], ['boothName']),
      ),
    );
  });

  it('edits a booth to exactly what was asked (an empty password keeps the old one), or changes nothing', async () => {
    const created = await world.server.api('/api/booths', {
      method: 'POST',
      token: world.admin.token,
      body: booth({ loginId: 'prop-edited' }),
    });
    expect(created.status).toBe(201);
    await ledger.start();
    let password = 'booth-pass-1';
    await ledger.expectAccepted(15, () =>
      check(
        bodyMutations([...BOOTH_FIELDS, 'eventId'], { otherEventId: world.other.eventId }),
        async (mutation) => {
          const wire = mutation.apply(
            booth({ loginId: 'prop-edited', password: '', eventId: world.admin.eventId }),
          );
          const res = await send(world.server, 'PUT', `/api/booths/${created.body.id}`, {
            token: world.admin.token,
            wire,
          });
          if (!(await ledger.settleScoped(res, mutation, wire, world.other.eventId, 200))) return;
          expect(res.body, mutation.label).toEqual({
            ...expectedBooth(wire.sent!),
            id: created.body.id,
            visitCount: 0,
          });
          const sentPassword = wire.sent!.password;
          if (typeof sentPassword === 'string' && sentPassword !== '') password = sentPassword;
          await expectReadBack(`/api/booths/${created.body.id}`, res, world.admin.token);
          if (/^(loginId|password)\b/.test(mutation.label))
            await expectLogin({ loginId: res.body.loginId, password }, created.body.id);
        },
        30,
        oddButValidExamples(['name', 'loginId'], ['name']),
      ),
    );
  });
});

describe('POST and PUT /api/lectures with hostile bodies', () => {
  it('registers exactly what was asked, readable without login, or refuses in Korean storing nothing', async () => {
    await ledger.expectAccepted(45, () =>
      check(
        bodyMutations([...LECTURE_FIELDS, 'eventId'], { otherEventId: world.other.eventId }),
        async (mutation) => {
          const wire = mutation.apply(lecture({ eventId: world.admin.eventId }));
          const res = await send(world.server, 'POST', '/api/lectures', { token: world.admin.token, wire });
          if (!(await ledger.settleScoped(res, mutation, wire, world.other.eventId, 201))) return;
          expect(Object.keys(res.body).sort()).toEqual(LECTURE_KEYS);
          expect(res.body, mutation.label).toMatchObject({ ...expectedLecture(wire.sent!), visitCount: 0 });
          expect(res.body.checkInUrl).toMatch(new RegExp(`/visit-lecture\\?lectureId=${res.body.id}$`));
          await expectReadBack(`/api/lectures/${res.body.id}`, res);
        },
        100,
        oddButValidExamples(LECTURE_TEXT, LECTURE_TEXT),
      ),
    );
  });

  it('edits a lecture to exactly what was asked, or changes nothing', async () => {
    const target = world.lecture.id;
    await ledger.expectAccepted(45, () =>
      check(
        bodyMutations([...LECTURE_FIELDS, 'eventId'], { otherEventId: world.other.eventId }),
        async (mutation) => {
          const wire = mutation.apply(
            lecture({
              title: '수정된 강연',
              date: '2026-11-22',
              time: '09:30:00',
              eventId: world.admin.eventId,
            }),
          );
          const res = await send(world.server, 'PUT', `/api/lectures/${target}`, {
            token: world.admin.token,
            wire,
          });
          if (!(await ledger.settleScoped(res, mutation, wire, world.other.eventId, 200))) return;
          expect(res.body, mutation.label).toMatchObject({ ...expectedLecture(wire.sent!), id: target });
          await expectReadBack(`/api/lectures/${target}`, res);
        },
        80,
        oddButValidExamples(LECTURE_TEXT, LECTURE_TEXT),
      ),
    );
  });
});

it('still answers /api/health after every run', () =>
  expectHealthy(world.server, ledger, 'booth-lecture-endpoints'));
