import fc from 'fast-check';
import { normalisedPhone } from '@expo/contract/attendees';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchText } from '../../server/src/attendees/search-text.js';
import { hasUnstorableCharacters } from '@expo/contract/fields';
import { koreanAttendee } from '../support/attendee-fixtures.js';
import {
  bodyMutations,
  oddButValidExamples,
  queryString,
  queryValue,
  wellFormed,
} from '../support/hostile-json.js';
import {
  ChangeLedger,
  check,
  eventScope,
  expectHealthy,
  send,
  startWorld,
  storedChoice,
  storedText,
  type Answer,
  type World,
} from '../support/property-harness.js';

let world: World;
let ledger: ChangeLedger;
/** Unique phone numbers for the valid bodies (the seeded attendees use the low numbers). */
let nextPhone = 5000;
const knownIds = new Set<number>();

beforeAll(async () => {
  world = await startWorld();
  for (const a of world.attendees) knownIds.add(a.id);
  ledger = new ChangeLedger(world.server);
  await ledger.start();
});
afterAll(() => world?.server.close());

const ATTENDEE_KEYS = [
  'affiliation',
  'country',
  'createdAt',
  'email',
  'eventId',
  'exhibitorConsent',
  'id',
  'name',
  'paymentStatus',
  'paymentStatus2',
  'phoneNumber',
  'registrationType',
  'visitType',
];

/** The attendee a request asked for, field by field, as the server stores it. */
function expectedAttendee(sent: Record<string, unknown>, base: Record<string, unknown> = {}) {
  const pick = (key: string, model: (raw: unknown) => string) =>
    key in sent ? model(sent[key]) : (base[key] ?? model(undefined));
  return {
    name: pick('name', (v) => storedText(v)),
    affiliation: pick('affiliation', (v) => storedText(v)),
    phoneNumber: pick('phoneNumber', (v) => normalisedPhone(storedText(v))),
    email: pick('email', (v) => storedText(v)),
    country: pick('country', (v) => storedText(v, '대한민국')),
    visitType: pick('visitType', (v) => storedChoice(v, 'N')),
    paymentStatus: pick('paymentStatus', (v) => storedChoice(v, 'N')),
    paymentStatus2: pick('paymentStatus2', (v) => storedChoice(v, 'N')),
    registrationType: pick('registrationType', (v) => storedChoice(v, 'ONSITE')),
    // never sent by these bodies: not asked ('' ), as the walk-in form without notices records it
    exhibitorConsent: base.exhibitorConsent ?? '',
  };
}

/** GET /api/users/{id} returns exactly what the change answered. */
async function expectReadBack(answer: Answer) {
  const read = await send(world.server, 'GET', `/api/users/${answer.body.id}`, { token: world.admin.token });
  expect(read.status).toBe(200);
  const { event, qrViewPath, ...attendee } = read.body;
  expect(attendee).toEqual(answer.body);
  expect(qrViewPath).toMatch(new RegExp(`^/qr-view/${answer.body.id}\\?sig=[\\w-]+$`));
  expect(event).toEqual({ id: answer.body.eventId, name: expect.any(String) });
}

/**
 * The free-text fields: every odd-but-valid text must be taken and read back exactly; the phone number gets them
 * too but may refuse one (it needs 9 digits, issue 47), in Korean and storing nothing.
 */
const FREE_TEXT = ['name', 'affiliation', 'phoneNumber', 'country'];
const examples = oddButValidExamples(
  FREE_TEXT,
  FREE_TEXT.filter((field) => field !== 'phoneNumber'),
);

const ADMIN_FIELDS = [
  'name',
  'affiliation',
  'phoneNumber',
  'email',
  'country',
  'visitType',
  'paymentStatus',
  'paymentStatus2',
  'registrationType',
  'eventId',
];

describe('POST /api/users/register (admin) with hostile bodies', () => {
  it('never fails with a 500, refuses in Korean without storing, and stores exactly what was asked', async () => {
    const otherEventId = world.other.eventId;
    await ledger.expectAccepted(60, () =>
      check(
        bodyMutations(ADMIN_FIELDS, { otherEventId }),
        async (mutation) => {
          const wire = mutation.apply({
            ...koreanAttendee(nextPhone++),
            email: 'kim@example.com',
            eventId: world.admin.eventId,
          });
          const res = await send(world.server, 'POST', '/api/users/register', {
            token: world.admin.token,
            wire,
          });
          if (!(await ledger.settleScoped(res, mutation, wire, otherEventId, 201))) return;
          expect(Object.keys(res.body).sort()).toEqual(ATTENDEE_KEYS);
          expect(res.body, mutation.label).toMatchObject({
            ...expectedAttendee(wire.sent ?? {}),
            eventId: world.admin.eventId,
          });
          expect(knownIds.has(res.body.id), 'a client-sent id is never taken').toBe(false);
          knownIds.add(res.body.id);
          await expectReadBack(res);
        },
        150,
        examples,
      ),
    );
    expect(ledger.accepted, 'some hostile-but-valid bodies are accepted').toBeGreaterThan(5);
  });
});

describe('POST /api/users/register2 (public) with hostile bodies', () => {
  it('registers on-site with the fixed flags or refuses in Korean without storing', async () => {
    const fields = ADMIN_FIELDS.filter((f) => f !== 'email');
    await ledger.expectAccepted(60, () =>
      check(
        bodyMutations(fields, { otherEventId: world.other.eventId }),
        async (mutation) => {
          const { email: _, ...person } = koreanAttendee(nextPhone++);
          const wire = mutation.apply({ ...person, eventId: world.admin.eventId });
          const res = await send(world.server, 'POST', '/api/users/register2', { wire });
          await ledger.settle(res, mutation.label, { mustAccept: mutation.mustAccept });
          if (res.status >= 400) return;
          const sent = wire.sent ?? {};
          expect(res.status).toBe(201);
          // a walk-in also gets the signed link of their own QR page
          expect(Object.keys(res.body).sort()).toEqual([...ATTENDEE_KEYS, 'qrViewPath'].sort());
          expect(res.body.qrViewPath).toMatch(new RegExp(`^/qr-view/${res.body.id}\\?sig=[\\w-]+$`));
          expect(res.body, mutation.label).toMatchObject({
            ...expectedAttendee({ ...sent, email: '' }),
            // whatever the form sends, an on-site self registration is unpaid, unprinted and on-site
            visitType: 'N',
            paymentStatus: 'N',
            paymentStatus2: 'N',
            registrationType: 'ONSITE',
            eventId: Number(sent.eventId),
          });
          expect([world.admin.eventId, world.other.eventId]).toContain(res.body.eventId);
          expect(knownIds.has(res.body.id)).toBe(false);
          knownIds.add(res.body.id);
          const token = res.body.eventId === world.admin.eventId ? world.admin.token : world.other.token;
          const read = await send(world.server, 'GET', `/api/users/${res.body.id}`, { token });
          // the admin's read holds the same signed QR path the walk-in got
          expect({ ...read.body, event: undefined }).toEqual({ ...res.body, event: undefined });
        },
        120,
        examples,
      ),
    );
  });
});

describe('PUT /api/users/{id} with hostile bodies', () => {
  it('changes exactly the fields sent, or refuses in Korean and changes nothing', async () => {
    const target = world.attendees[0];
    let current: Record<string, unknown> = (
      await send(world.server, 'GET', `/api/users/${target.id}`, { token: world.admin.token })
    ).body;
    delete current.event;
    delete current.qrViewPath; // the PUT answers the attendee; the signed QR path comes with reads
    await ledger.expectAccepted(60, () =>
      check(
        bodyMutations(ADMIN_FIELDS, { otherEventId: world.other.eventId }),
        async (mutation) => {
          const wire = mutation.apply({
            name: '이수정',
            affiliation: '수정전자',
            phoneNumber: target.phoneNumber,
            email: 'edit@example.com',
            country: '일본',
            visitType: 'Y',
            paymentStatus: 'Y',
            paymentStatus2: 'Y',
            registrationType: 'PRE',
            eventId: world.admin.eventId,
          });
          const res = await send(world.server, 'PUT', `/api/users/${target.id}`, {
            token: world.admin.token,
            wire,
          });
          if (!(await ledger.settleScoped(res, mutation, wire, world.other.eventId, 200))) return;
          expect(res.body, mutation.label).toEqual({
            ...current,
            ...expectedAttendee(wire.sent ?? {}, current),
          });
          current = res.body;
          await expectReadBack(res);
        },
        120,
        examples,
      ),
    );
  });
});

describe('GET /api/users with hostile page, size, keyword and eventId', () => {
  const absentOr = (arb: fc.Arbitrary<string[]>) => fc.option(arb, { nil: undefined, freq: 3 });
  const paging = fc.oneof(
    queryValue,
    fc.integer({ min: -5, max: 120 }).map((n) => [String(n)]),
  );

  const pageModel = (values: string[] | undefined, fallback: number, min: number, max: number) => {
    if (values === undefined || (values.length === 1 && values[0] === '')) return fallback;
    const n = values.length === 1 ? Number(values[0]) : NaN;
    return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  };
  const keywordModel = (values: string[] | undefined) => {
    if (values === undefined) return '';
    if (values.length !== 1) return undefined;
    const cut = [...wellFormed(values[0]).trim()].slice(0, 100).join('');
    return hasUnstorableCharacters(cut) ? undefined : cut;
  };

  it('answers the page asked for, filtered by the keyword, or a Korean 400/403', async () => {
    await ledger.expectAccepted(10, () =>
      check(
        fc.record({
          page: absentOr(paging),
          size: absentOr(paging),
          keyword: absentOr(
            fc.oneof(queryValue, fc.constantFrom<string[]>(['김'], ['한빛'], ['010-1000'], ['1000'])),
          ),
          eventId: absentOr(
            fc.oneof(
              queryValue,
              fc.constant<string[]>([String(world.admin.eventId)]),
              fc.constant<string[]>([String(world.other.eventId)]),
            ),
          ),
        }),
        async (query) => {
          const path = `/api/users${queryString(query)}`;
          const res = await send(world.server, 'GET', path, { token: world.admin.token });
          await ledger.settle(res, path);
          const page = pageModel(query.page, 0, 0, 1_000_000);
          const size = pageModel(query.size, 10, 1, 100);
          const keyword = keywordModel(query.keyword);
          const scope = eventScope(query.eventId, world.admin.eventId);
          const malformed =
            page === undefined || size === undefined || keyword === undefined || scope === 'invalid';
          if (malformed) expect([400, ...(scope === 'other' ? [403] : [])], path).toContain(res.status);
          else expect(res.status, path).toBe(scope === 'other' ? 403 : 200);
          if (res.status !== 200) return;
          const { content, totalElements, totalPages, number } = res.body;
          expect(res.body).toEqual({ content, totalElements, totalPages, number: page, size });
          expect(number).toBe(page);
          expect(totalPages).toBe(Math.ceil(totalElements / size!));
          expect(content.length).toBeLessThanOrEqual(size!);
          for (const a of content) {
            expect(Object.keys(a).sort()).toEqual([...ATTENDEE_KEYS, 'qrViewPath'].sort());
            expect(a.eventId).toBe(world.admin.eventId);
            if (keyword) expect(searchText(a), path).toContain(keyword.toLowerCase());
          }
        },
        150,
      ),
    );
  });
});

it('still answers /api/health after every run', () =>
  expectHealthy(world.server, ledger, 'attendee-endpoints'));
