import fc from 'fast-check';
import { expect } from 'vitest';
import { koreanAttendee } from './attendee-fixtures.js';
import { booth, lecture, secondEvent } from './booth-fixtures.js';
import type { Mutation, WireBody } from './hostile-json.js';
import { startTestServer, type TestServer } from './test-server.js';

/** One seed for every property run: a failure repeats exactly. */
export const SEED = 20_261_121;

export interface Answer {
  status: number;
  body: any;
  contentType: string;
}

/** A request as a client could send it: any bytes, any Content-Type or none. */
export async function send(
  server: TestServer,
  method: string,
  path: string,
  opts: { token?: string; wire?: WireBody; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.wire?.contentType !== undefined) headers['content-type'] = opts.wire.contentType;
  const body = opts.wire?.body;
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers,
    // a string would get a text/plain type from fetch when none is set: bytes get none
    body:
      typeof body === 'string' && opts.wire?.contentType === undefined
        ? new TextEncoder().encode(body)
        : body,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, contentType: res.headers.get('content-type') ?? '' };
}

/** Never a 500; a refusal is a JSON `{code, message}` with a Korean message. */
export function expectCleanAnswer(res: Answer, what: string) {
  expect(res.status, `${what}: ${JSON.stringify(res.body)?.slice(0, 300)}`).toBeLessThan(500);
  if (res.status < 400) return;
  expect(res.contentType, what).toContain('application/json');
  expect(Object.keys(res.body ?? {}).sort(), what).toEqual(['code', 'message']);
  expect(res.body.code, what).toEqual(expect.any(String));
  expect(res.body.message, what).toMatch(/[가-힣]/);
}

/**
 * What a change leaves behind: the event log (the QR worker's own delivery events left out: they arrive on
 * their own time) and every read model a request could touch.
 */
async function fingerprint(server: TestServer): Promise<string> {
  const [row] = await server.sql<{ f: string }>(`
    SELECT concat_ws('|',
      (SELECT count(*) FROM event_log WHERE type NOT LIKE 'QrMessage%'),
      (SELECT count(*) FROM personal_data_keys),
      (SELECT count(*) FROM qr_messages),
      (SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x.id), '')) FROM attendees x),
      (SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x.id), '')) FROM booths x),
      (SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x.id), '')) FROM lectures x),
      (SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) FROM booth_visits x),
      (SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) FROM lecture_checkins x),
      (SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) FROM visit_counts x),
      (SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x.id), '')) FROM admins x),
      (SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x.id), '')) FROM conferences x)) AS f`);
  return row.f;
}

/** Checks that a refused request changed nothing stored, request by request. */
export class ChangeLedger {
  private last: string | undefined;
  refused = 0;
  accepted = 0;

  constructor(private readonly server: TestServer) {}

  async start(): Promise<void> {
    this.last = await fingerprint(this.server);
  }

  /** Runs the runs of one property; at least `min` of its requests must have been accepted (2xx checked). */
  async expectAccepted(min: number, runs: () => Promise<void>): Promise<void> {
    const before = this.accepted;
    await runs();
    expect(this.accepted - before, 'requests accepted, their answers checked').toBeGreaterThanOrEqual(min);
  }

  /**
   * After each answer: a refusal (4xx), or a `replay` of an accepted request under its Idempotency-Key, must
   * have left the database exactly as it was; a body that `mustAccept` must have been accepted.
   */
  async settle(
    res: Answer,
    what: string,
    opts: { replay?: boolean; mustAccept?: boolean } = {},
  ): Promise<void> {
    expectCleanAnswer(res, what);
    if (opts.mustAccept) expect(res.status, `refused odd but valid text: ${what}`).toBeLessThan(300);
    const now = await fingerprint(this.server);
    if (res.status >= 400) {
      this.refused++;
      expect(now, `a refused request changed stored data: ${what}`).toBe(this.last);
    } else if (opts.replay) {
      expect(now, `a replayed request stored something again: ${what}`).toBe(this.last);
    } else this.accepted++;
    this.last = now;
  }

  /**
   * settle() for a mutated body sent to an event-scoped route: another event's id must have been refused (403).
   * Whether the request was accepted, which must then have been with `acceptedStatus`.
   */
  async settleScoped(
    res: Answer,
    mutation: Mutation,
    wire: WireBody,
    otherEventId: number,
    acceptedStatus: number,
  ): Promise<boolean> {
    await this.settle(res, mutation.label, { mustAccept: mutation.mustAccept });
    if (wire.sent?.eventId === otherEventId) expect(res.status, mutation.label).toBe(403);
    if (res.status >= 400) return false;
    expect(res.status, mutation.label).toBe(acceptedStatus);
    return true;
  }
}

/**
 * Runs a property with the fixed seed, the `examples` first; the first failure is reported without shrinking
 * (the server's state is shared between runs, so a shrunk replay would not be the same request).
 */
export async function check<T>(
  arbitrary: fc.Arbitrary<T>,
  property: (value: T) => Promise<void>,
  numRuns: number,
  examples: T[] = [],
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      await property(value);
    }),
    // fast-check counts the examples among the runs: `numRuns` random ones come after them
    {
      seed: SEED,
      numRuns: examples.length + numRuns,
      endOnFailure: true,
      examples: examples.map((e): [T] => [e]),
    },
  );
}

/** A text field as the server stores it: a string trimmed, a finite number as its digits; else nothing. */
export function storedText(raw: unknown, fallback = ''): string {
  if (typeof raw === 'string') return raw.trim() === '' ? fallback : raw.trim();
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return fallback;
}

/** Y/N and ONSITE/PRE as stored: trimmed and upper-cased, or the default when empty. */
export const storedChoice = (raw: unknown, fallback: string) => storedText(raw, fallback).toUpperCase();

/** The id a path segment names (what parseId takes: trimmed plain digits within PostgreSQL's integer). */
export function canonicalId(segment: string): number | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  const text = decoded.trim();
  if (!/^\d{1,15}$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
}

/** How an `eventId` query is judged: none or the token's own event, another event (403), or malformed (400). */
export function eventScope(values: string[] | undefined, own: number): 'own' | 'other' | 'invalid' {
  if (values === undefined || (values.length === 1 && values[0] === '')) return 'own';
  if (values.length !== 1) return 'invalid';
  const n = Number(values[0].trim());
  if (!Number.isSafeInteger(n) || n <= 0) return 'invalid';
  return n === own ? 'own' : 'other';
}

export interface World {
  server: TestServer;
  admin: { token: string; eventId: number };
  other: { token: string; eventId: number };
  booth: { id: number; token: string; loginId: string };
  lecture: { id: number };
  /** Attendees of the admin's event, registered with the Korean fixtures. */
  attendees: { id: number; name: string; affiliation: string; phoneNumber: string }[];
}

/**
 * One real server with a seeded event: an admin, a second event with its own admin, a booth with its token,
 * a lecture and `attendeeCount` attendees. Rate limits are raised: the runs must reach the handlers.
 */
export async function startWorld(attendeeCount = 5): Promise<World> {
  const server = await startTestServer({
    RATE_LIMIT_LOGIN: '100000',
    RATE_LIMIT_PUBLIC: '100000',
    RATE_LIMIT_CHECKIN: '100000',
  });
  const admin = await server.session();
  const other = await secondEvent(server);
  const lec = await server.api('/api/lectures', { method: 'POST', token: admin.token, body: lecture() });
  expect(lec.status, JSON.stringify(lec.body)).toBe(201);
  const attendees: World['attendees'] = [];
  for (let i = 1; i <= attendeeCount; i++) {
    const res = await server.api('/api/users/register', {
      method: 'POST',
      token: admin.token,
      body: koreanAttendee(i),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    attendees.push(res.body);
  }
  return {
    server,
    admin,
    other,
    booth: await newBooth(server, admin.token),
    lecture: { id: lec.body.id },
    attendees,
  };
}

/** A booth of the admin's event (login id `property-booth`) and its manager's token. */
export async function newBooth(server: TestServer, adminToken: string): Promise<World['booth']> {
  const loginId = 'property-booth';
  const created = await server.api('/api/booths', {
    method: 'POST',
    token: adminToken,
    body: booth({ loginId }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const login = await server.api('/api/booth-login', {
    method: 'POST',
    body: { loginId, password: 'booth-pass-1' },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { id: created.body.id, token: login.body.token, loginId };
}

/** The server still answers after the runs; the figures of the file are printed for docs/RELIABILITY.md. */
export async function expectHealthy(server: TestServer, ledger: ChangeLedger, file: string) {
  const res = await server.api('/api/health');
  expect(res.status).toBe(200);
  console.info(`${file}: ${ledger.accepted} requests accepted, ${ledger.refused} refused, server healthy`);
}
