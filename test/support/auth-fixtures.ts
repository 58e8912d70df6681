import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { attendee } from './attendee-fixtures.js';
import { booth, lecture, secondEvent } from './booth-fixtures.js';
import type { TestServer } from './test-server.js';

/** The signing secret the matrix tests start their server with, so they can forge expired tokens. */
export const MATRIX_JWT_SECRET = 'matrix-test-secret-0123456789';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** A token with the claims of `token`, signed with `secret`, that `expiresIn` seconds from now expires. */
export function resigned(token: string, opts: { secret?: string; expiresIn?: number; alg?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = opts.expiresIn ?? 3600;
  const claims = { ...claimsOf(token), iat: now - 7200, exp: now + expiresIn };
  const alg = opts.alg ?? 'HS256';
  const body = `${b64({ alg, typ: 'JWT' })}.${b64(claims)}`;
  if (alg === 'none') return `${body}.`;
  return `${body}.${createHmac('sha256', opts.secret ?? MATRIX_JWT_SECRET)
    .update(body)
    .digest('base64url')}`;
}

/** Tokens a client might send that must never be taken for a valid one. */
export function badTokens(valid: string): Record<string, string | undefined> {
  return {
    'no token': undefined,
    'a malformed token': 'not-a-jwt',
    'an unsigned token (alg none)': resigned(valid, { alg: 'none' }),
    'a token signed with another secret': resigned(valid, { secret: 'someone-elses-secret-000000' }),
    'an expired token': resigned(valid, { expiresIn: -60 }),
  };
}

/**
 * Two events: A with attendees, two booths, a lecture, a visit, a desk and its kiosk; B with its own admin, booth,
 * desk and kiosk. Everything
 * a matrix test sends its requests about.
 */
/** A survey of every attendee with one required 5점 척도 question. */
export const MATRIX_SURVEY = {
  title: '매트릭스 만족도 조사',
  audience: 'attendees',
  questions: [{ kind: 'scale5', text: '전반적으로 만족하셨나요?', required: true }],
};

export async function twoEvents(server: TestServer) {
  const admin = await server.session();
  const post = async (path: string, token: string, body: unknown) => {
    const res = await server.api(path, { method: 'POST', token, body });
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(201);
    return res.body;
  };
  const boothLogin = async (loginId: string) =>
    (await server.api('/api/booth-login', { method: 'POST', body: { loginId, password: 'booth-pass-1' } }))
      .body.token as string;

  const desk = (loginId: string) => ({ name: `데스크 ${loginId}`, loginId, password: 'desk-pass-1' });
  const deskLogin = async (loginId: string) =>
    (await server.api('/api/desk-login', { method: 'POST', body: { loginId, password: 'desk-pass-1' } })).body
      .token as string;
  const startKiosk = async (deskToken: string) =>
    (await server.api('/api/desk/kiosk-sessions', { method: 'POST', token: deskToken })).body.token as string;

  const attendeeA = await post('/api/users/register', admin.token, attendee({ name: '매트릭스참석자' }));
  const boothA = await post('/api/booths', admin.token, booth({ loginId: 'matrix-booth-a' }));
  const boothA2 = await post('/api/booths', admin.token, booth({ loginId: 'matrix-booth-a2' }));
  const lectureA = await post('/api/lectures', admin.token, lecture({ title: '매트릭스 강연' }));
  const surveyA = await post('/api/surveys', admin.token, MATRIX_SURVEY);
  const boothTokenA = await boothLogin('matrix-booth-a');
  const boothTokenA2 = await boothLogin('matrix-booth-a2');
  await post('/api/booth-visits', boothTokenA, { boothId: boothA.id, userId: attendeeA.id });

  const deskA = await post('/api/desks', admin.token, desk('matrix-desk-a'));
  const deskTokenA = await deskLogin('matrix-desk-a');
  const kioskTokenA = await startKiosk(deskTokenA);

  const other = await secondEvent(server, 'matrix-other-admin');
  const boothB = await post('/api/booths', other.token, booth({ loginId: 'matrix-booth-b' }));
  const boothTokenB = await boothLogin('matrix-booth-b');
  await post('/api/desks', other.token, desk('matrix-desk-b'));
  const deskTokenB = await deskLogin('matrix-desk-b');
  const kioskTokenB = await startKiosk(deskTokenB);
  return {
    a: {
      eventId: admin.eventId,
      adminToken: admin.token,
      attendee: attendeeA as { id: number; name: string },
      booth: boothA as { id: number },
      booth2: boothA2 as { id: number },
      lecture: lectureA as { id: number },
      survey: surveyA as { id: number },
      boothToken: boothTokenA,
      booth2Token: boothTokenA2,
      desk: deskA as { id: number },
      deskToken: deskTokenA,
      kioskToken: kioskTokenA,
    },
    b: {
      eventId: other.eventId,
      adminToken: other.token,
      booth: boothB as { id: number },
      boothToken: boothTokenB,
      deskToken: deskTokenB,
      kioskToken: kioskTokenB,
    },
  };
}

export type TwoEvents = Awaited<ReturnType<typeof twoEvents>>;
