import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booth, lecture } from '../support/booth-fixtures.js';
import { bodyMutations, jsonBody, pathId, queryString, queryValue } from '../support/hostile-json.js';
import {
  ChangeLedger,
  canonicalId,
  check,
  eventScope,
  expectHealthy,
  newBooth,
  send,
  startWorld,
  storedText,
  type World,
} from '../support/property-harness.js';
import { ADMIN } from '../support/test-server.js';

let world: World;
let ledger: ChangeLedger;

beforeAll(async () => {
  world = await startWorld(8);
  ledger = new ChangeLedger(world.server);
  await ledger.start();
});
afterAll(() => world?.server.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('POST /api/admin/login and /api/booth-login with hostile bodies', () => {
  it('lets in exactly the right credentials (as typed, trimmed) and refuses all else in Korean', async () => {
    await ledger.expectAccepted(3, () =>
      check(
        bodyMutations(['username', 'password']),
        async (mutation) => {
          const wire = mutation.apply({ username: ADMIN.username, password: ADMIN.password });
          const res = await send(world.server, 'POST', '/api/admin/login', { wire });
          await ledger.settle(res, mutation.label);
          const sent = wire.sent ?? {};
          const right =
            storedText(sent.username) === ADMIN.username && storedText(sent.password) === ADMIN.password;
          if (res.status === 200) {
            expect(right, `let in with ${mutation.label}`).toBe(true);
            expect(res.body).toEqual({
              token: expect.any(String),
              adminName: expect.any(String),
              eventId: world.admin.eventId,
              hasBooth: expect.any(Boolean),
              hasLecture: expect.any(Boolean),
              role: 'admin',
              eventName: expect.any(String),
            });
          } else if (wire.sent && right) expect.fail(`refused the right credentials: ${mutation.label}`);
          else expect([400, 401, 415], mutation.label).toContain(res.status);
        },
        40,
      ),
    );
    await ledger.expectAccepted(3, () =>
      check(
        bodyMutations(['loginId', 'password']),
        async (mutation) => {
          const wire = mutation.apply({ loginId: world.booth.loginId, password: 'booth-pass-1' });
          const res = await send(world.server, 'POST', '/api/booth-login', { wire });
          await ledger.settle(res, mutation.label);
          const sent = wire.sent ?? {};
          const right =
            storedText(sent.loginId).toLowerCase() === world.booth.loginId &&
            storedText(sent.password) === 'booth-pass-1';
          if (res.status === 200) {
            expect(right, `let in with ${mutation.label}`).toBe(true);
            expect(res.body).toEqual({
              boothId: world.booth.id,
              boothName: booth().boothName,
              eventId: world.admin.eventId,
              token: expect.any(String),
            });
          } else if (wire.sent && right) expect.fail(`refused the right credentials: ${mutation.label}`);
          else expect([400, 401, 415], mutation.label).toContain(res.status);
        },
        40,
      ),
    );
  });
});

/** Every GET that takes `eventId`, with the token it needs and what a 200 is. */
const SCOPED_READS = (w: World) =>
  [
    ['/api/booths', w.admin.token, 'array'],
    ['/api/lectures', w.admin.token, 'array'],
    ['/api/messages', w.admin.token, 'array'],
    ['/api/stats', w.admin.token, 'object'],
    ['/api/stats/totals', w.admin.token, 'object'],
    ['/api/stats/booths', w.admin.token, 'array'],
    ['/api/stats/lectures', w.admin.token, 'array'],
    ['/api/stats/timeline', w.admin.token, 'array'],
    ['/api/stats/download', w.admin.token, 'xlsx'],
    ['/api/users/download-excel', w.admin.token, 'xlsx'],
    [`/api/booth-visits/${w.booth.id}`, w.admin.token, 'array'],
    [`/api/booth-visits/${w.booth.id}/download`, w.admin.token, 'xlsx'],
    [`/api/lecture-visits/${w.lecture.id}`, w.admin.token, 'array'],
    [`/api/lecture-visits/${w.lecture.id}/download`, w.admin.token, 'xlsx'],
    [`/api/booth-login/${w.booth.id}/visits`, w.booth.token, 'array'],
    [`/api/booth-login/${w.booth.id}/visits/download`, w.booth.token, 'xlsx'],
  ] as const;

describe('eventId in the query of every scoped read', () => {
  it("answers the token's own event, 403 for another event, a Korean 400 for anything else", async () => {
    const routes = SCOPED_READS(world);
    const eventIds = fc.oneof(
      { weight: 3, arbitrary: queryValue },
      {
        weight: 2,
        arbitrary: fc.constantFrom<string[]>(
          [String(world.admin.eventId)],
          [` ${world.admin.eventId} `],
          [String(world.other.eventId)],
          [`${world.admin.eventId}.0`],
          [''],
        ),
      },
    );
    await ledger.expectAccepted(30, () =>
      check(
        fc.tuple(fc.integer({ min: 0, max: routes.length - 1 }), fc.option(eventIds, { nil: undefined })),
        async ([i, eventId]) => {
          const [route, token, kind] = routes[i];
          const path = `${route}${queryString({ eventId })}`;
          const res = await send(world.server, 'GET', path, { token });
          await ledger.settle(res, path);
          const scope = eventScope(eventId, world.admin.eventId);
          expect(res.status, path).toBe({ own: 200, other: 403, invalid: 400 }[scope]);
          if (res.status !== 200) return;
          if (kind === 'xlsx') expect(res.contentType).toContain(XLSX);
          else if (kind === 'array') expect(Array.isArray(res.body), path).toBe(true);
          else expect(res.body, path).toEqual(expect.objectContaining({}));
        },
        150,
      ),
    );
  });
});

interface IdRoute {
  method: string;
  path: (id: string) => string;
  token?: () => string;
  body?: () => unknown;
  /** What the id names in a 2xx answer, when it shows it. */
  idIn?: (body: any) => unknown;
}

const ID_ROUTES = (w: World): IdRoute[] => {
  const admin = () => w.admin.token;
  return [
    { method: 'GET', path: (id) => `/api/users/${id}`, token: admin, idIn: (b) => b.id },
    {
      method: 'PUT',
      path: (id) => `/api/users/${id}`,
      token: admin,
      body: () => ({ country: '일본' }),
      idIn: (b) => b.id,
    },
    { method: 'DELETE', path: (id) => `/api/users/${id}`, token: admin, idIn: (b) => b.id },
    { method: 'POST', path: (id) => `/api/users/${id}/send-qr`, token: admin },
    { method: 'GET', path: (id) => `/api/users/${id}/messages`, token: admin },
    { method: 'GET', path: (id) => `/api/booths/${id}`, token: admin, idIn: (b) => b.id },
    {
      method: 'PUT',
      path: (id) => `/api/booths/${id}`,
      token: admin,
      // the booth's own login id and no new password: the booth manager's session stays valid
      body: () => booth({ loginId: w.booth.loginId, password: '' }),
      idIn: (b) => b.id,
    },
    { method: 'DELETE', path: (id) => `/api/booths/${id}`, token: admin, idIn: (b) => b.id },
    { method: 'GET', path: (id) => `/api/lectures/${id}`, idIn: (b) => b.id },
    {
      method: 'PUT',
      path: (id) => `/api/lectures/${id}`,
      token: admin,
      body: () => lecture(),
      idIn: (b) => b.id,
    },
    { method: 'DELETE', path: (id) => `/api/lectures/${id}`, token: admin, idIn: (b) => b.id },
    { method: 'GET', path: (id) => `/api/booth-visits/${id}`, token: admin },
    { method: 'GET', path: (id) => `/api/booth-visits/${id}/download`, token: admin },
    { method: 'GET', path: (id) => `/api/lecture-visits/${id}`, token: admin },
    { method: 'GET', path: (id) => `/api/lecture-visits/${id}/download`, token: admin },
    { method: 'GET', path: (id) => `/api/booth-login/${id}/visits`, token: () => w.booth.token },
    { method: 'GET', path: (id) => `/api/booth-login/${id}/visits/download`, token: () => w.booth.token },
  ];
};

describe('path ids of every route that takes one', () => {
  it('answers a Korean 400 for anything but a positive 32-bit integer, else the entry it names or 404', async () => {
    const routes = ID_ROUTES(world);
    // the ids that exist, also in the spellings parseId takes (padded, zero-led): some runs must find one
    const real = [world.booth.id, world.lecture.id, ...world.attendees.map((a) => a.id)];
    const existing = fc
      .tuple(fc.constantFrom(...real), fc.constantFrom('', '0', '%20', '00'))
      .map(([id, pad]) => (pad === '%20' ? `%20${id}%20` : `${pad}${id}`));
    await ledger.expectAccepted(10, () =>
      check(
        fc.tuple(fc.integer({ min: 0, max: routes.length - 1 }), fc.oneof(pathId, existing)),
        async ([i, id]) => {
          const route = routes[i];
          const path = route.path(id);
          const what = `${route.method} ${path.length > 120 ? `${path.slice(0, 120)}…` : path}`;
          const body = route.body?.();
          const res = await send(world.server, route.method, path, {
            token: route.token?.(),
            wire: body === undefined ? undefined : jsonBody(body as Record<string, unknown>),
          });
          await ledger.settle(res, what);
          const named = canonicalId(id);
          if (named === undefined) expect(res.status, what).toBe(400);
          // another booth's list is refused (403); a QR for an unpaid attendee is a conflict (409)
          else expect([200, 201, 403, 404, 409], what).toContain(res.status);
          if (res.status < 300 && route.idIn) expect(route.idIn(res.body), what).toBe(named);
          // a run that removed the booth ended its manager's session: the next runs get a new booth
          if (res.status < 300 && route.method === 'DELETE' && path.startsWith('/api/booths/')) {
            world.booth = await newBooth(world.server, world.admin.token);
            await ledger.start();
          }
        },
        250,
      ),
    );
  });
});

it('still answers /api/health after every run', () =>
  expectHealthy(world.server, ledger, 'login-query-path'));
