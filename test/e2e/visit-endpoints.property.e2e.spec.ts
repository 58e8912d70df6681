import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITED_AT } from '../support/booth-fixtures.js';
import { bodyMutations, idempotencyKey, type WireBody } from '../support/hostile-json.js';
import {
  ChangeLedger,
  check,
  expectHealthy,
  send,
  startWorld,
  type Answer,
  type World,
} from '../support/property-harness.js';

/** Attendees enough for every run that asks for a new visit to have one. */
const POOL = 70;

let world: World;
let ledger: ChangeLedger;
let nextVisitor = 0;
let nextCheckIn = 0;

beforeAll(async () => {
  world = await startWorld(POOL);
  ledger = new ChangeLedger(world.server);
  await ledger.start();
});
afterAll(() => world?.server.close());

const person = (id: number) => world.attendees.find((a) => a.id === id);

/** The id a positive-integer field names (a number, or a string of one), as the server reads it. */
const idOf = (raw: unknown) => (typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw);

describe('POST /api/booth-visits with hostile bodies', () => {
  it('answers the visit asked for or a Korean refusal, never a half-stored visit; a resend answers alike', async () => {
    await ledger.expectAccepted(10, () =>
      check(
        fc.tuple(bodyMutations(['boothId', 'userId'], { otherEventId: world.other.eventId }), idempotencyKey),
        async ([mutation, key]) => {
          const userId = world.attendees[nextVisitor++ % POOL].id;
          const wire = mutation.apply({ boothId: world.booth.id, userId });
          const request = { token: world.booth.token, wire, headers: { 'idempotency-key': key } };
          const first = await send(world.server, 'POST', '/api/booth-visits', request);
          await ledger.settle(first, mutation.label);
          // the same Idempotency-Key (a phone unsure its scan arrived): answered again, not recorded twice
          const again = await send(world.server, 'POST', '/api/booth-visits', request);
          await ledger.settle(again, `resent: ${mutation.label}`, { replay: true });
          expect({ status: again.status, body: again.body }, mutation.label).toEqual({
            status: first.status,
            body: first.body,
          });
          if (first.status >= 400) return;
          expectVisit(first, wire, 'boothId', world.booth.id);
        },
        120,
      ),
    );
  });
});

/** A 201 records the attendee the body named, with their name, affiliation and phone as stored. */
function expectVisit(res: Answer, wire: WireBody, placeKey: 'boothId' | 'lectureId', placeId: number) {
  expect(res.status).toBe(201);
  const userId = idOf(wire.sent?.userId);
  expect(idOf(wire.sent?.[placeKey])).toBe(placeId);
  const p = person(userId as number);
  expect(p, `a visit of an attendee of this event: ${String(userId)}`).toBeDefined();
  const row = { userId, userName: p!.name, affiliation: p!.affiliation, phoneNumber: p!.phoneNumber };
  if (placeKey === 'boothId')
    expect(res.body).toEqual({ boothId: placeId, ...row, visitedAt: expect.stringMatching(VISITED_AT) });
  else expect(res.body).toEqual({ lectureId: placeId, userId, visitedAt: expect.stringMatching(VISITED_AT) });
}

describe('POST /api/lecture-visits/checkin (open) with hostile bodies', () => {
  it('checks in the attendee asked for, or refuses in Korean and records nothing', async () => {
    await ledger.expectAccepted(10, () =>
      check(
        fc.tuple(
          bodyMutations(['lectureId', 'userId'], { otherEventId: world.other.eventId }),
          idempotencyKey,
        ),
        async ([mutation, key]) => {
          const userId = world.attendees[nextCheckIn++ % POOL].id;
          const wire = mutation.apply({ lectureId: world.lecture.id, userId });
          const headers = { 'idempotency-key': key };
          const res = await send(world.server, 'POST', '/api/lecture-visits/checkin', { wire, headers });
          await ledger.settle(res, mutation.label);
          if (res.status >= 400) return;
          expectVisit(res, wire, 'lectureId', world.lecture.id);
          const list = await send(world.server, 'GET', `/api/lecture-visits/${world.lecture.id}`, {
            token: world.admin.token,
          });
          expect(list.body.map((v: { userId: number }) => v.userId)).toContain(res.body.userId);
        },
        120,
      ),
    );
  });
});

it('still answers /api/health after every run', () => expectHealthy(world.server, ledger, 'visit-endpoints'));
