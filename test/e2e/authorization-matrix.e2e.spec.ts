import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import {
  badTokens,
  MATRIX_JWT_SECRET,
  MATRIX_SURVEY,
  twoEvents,
  type TwoEvents,
} from '../support/auth-fixtures.js';
import { booth, countEvents, lecture } from '../support/booth-fixtures.js';
import { servedRoutes } from '../support/served-routes.js';
import { ORGANISER, startTestServer, type TestServer } from '../support/test-server.js';
import { ORGANISER_ONLY } from '@expo/contract/events';
import { HANDLER_CHECKED, type Access } from '@expo/contract/routes/route';
import { ROUTE_TABLE } from '@expo/contract/routes/table';

/**
 * Who may call each route (the contract's route table says: `access`). `admin`: the admin token of the route's event;
 * `booth`: the token of the booth named in the route; `public`: anyone; `admin-or-link`: an admin of the
 * event or the signed link of the attendee (without either: 403 '유효하지 않은 링크입니다.', or 404 for an admin of
 * another event, as if there were no such attendee); `desk`: a
 * desk laptop of the event, or its admin; `desk-only`: a desk laptop (a kiosk belongs to a desk); `kiosk`: a kiosk
 * of the event; `organiser`: the deployment's organiser (its events and their admins), not an event admin.
 */

interface RouteRule {
  access: Access;
  /** The request about event A's things: a path with the ids filled in, and a valid body. */
  request: (a: TwoEvents['a']) => { path: string; body?: unknown };
}

const withEvent = (path: string, a: TwoEvents['a']) =>
  `${path}${path.includes('?') ? '&' : '?'}eventId=${a.eventId}`;

const REQUESTS: Record<string, Pick<RouteRule, 'request'>> = {
  'POST /api/admin/login': { request: () => ({ path: '/api/admin/login' }) },
  'GET /api/health': { request: () => ({ path: '/api/health' }) },
  'POST /api/booth-login': { request: () => ({ path: '/api/booth-login' }) },
  'POST /api/users/register2': { request: () => ({ path: '/api/users/register2' }) },
  'GET /api/lectures/:id': { request: (a) => ({ path: `/api/lectures/${a.lecture.id}` }) },
  'GET /api/programme/:eventId': { request: (a) => ({ path: `/api/programme/${a.eventId}` }) },
  // the attendee's signed link is the only key: without it (the matrix's requests carry none) 403
  'PUT /api/programme/:eventId/stars/:lectureId': {
    request: (a) => ({ path: `/api/programme/${a.eventId}/stars/${a.lecture.id}?attendee=${a.attendee.id}` }),
  },
  'DELETE /api/programme/:eventId/stars/:lectureId': {
    request: (a) => ({ path: `/api/programme/${a.eventId}/stars/${a.lecture.id}?attendee=${a.attendee.id}` }),
  },
  'POST /api/lecture-visits/checkin': {
    request: () => ({ path: '/api/lecture-visits/checkin' }),
  },
  'GET /api/users/:id': {
    request: (a) => ({ path: `/api/users/${a.attendee.id}` }),
  },

  'GET /api/users': { request: (a) => ({ path: withEvent('/api/users', a) }) },
  'POST /api/users/register': {
    request: (a) => ({
      path: '/api/users/register',
      body: { ...attendee({ phoneNumber: '010-7777-0001' }), eventId: a.eventId },
    }),
  },
  'PUT /api/users/:id': {
    request: (a) => ({
      path: `/api/users/${a.attendee.id}`,
      body: { ...attendee({ name: '바뀐이름' }), eventId: a.eventId },
    }),
  },
  'DELETE /api/users/:id': {
    request: (a) => ({ path: withEvent(`/api/users/${a.attendee.id}`, a) }),
  },
  'POST /api/users/:id/send-qr': {
    request: (a) => ({ path: withEvent(`/api/users/${a.attendee.id}/send-qr`, a) }),
  },
  'GET /api/users/:id/messages': {
    request: (a) => ({ path: withEvent(`/api/users/${a.attendee.id}/messages`, a) }),
  },
  'GET /api/users/:id/history': {
    request: (a) => ({ path: withEvent(`/api/users/${a.attendee.id}/history`, a) }),
  },
  'GET /api/messages': { request: (a) => ({ path: withEvent('/api/messages', a) }) },
  'GET /api/messages/channel-health': {
    request: (a) => ({ path: withEvent('/api/messages/channel-health', a) }),
  },
  'POST /api/messages/:id/retry': {
    request: (a) => ({ path: withEvent('/api/messages/no-such-message/retry', a) }),
  },
  'GET /api/messages/bulk-sends': {
    request: (a) => ({ path: withEvent('/api/messages/bulk-sends', a) }),
  },
  'POST /api/messages/bulk-sends/preview': {
    request: (a) => ({ path: withEvent('/api/messages/bulk-sends/preview', a), body: { audience: 'ALL' } }),
  },
  'POST /api/messages/bulk-sends': {
    request: (a) => ({
      path: withEvent('/api/messages/bulk-sends', a),
      body: { audience: 'SEARCH', keyword: '찾을 수 없는 이름' },
    }),
  },
  'GET /api/privacy-settings': {
    request: (a) => ({ path: withEvent('/api/privacy-settings', a) }),
  },
  'PUT /api/privacy-settings': {
    request: (a) => ({
      path: withEvent('/api/privacy-settings', a),
      body: { shareOnlyWithConsent: false, askDownloadReason: false },
    }),
  },
  'GET /api/users/:id/personal-data': {
    request: (a) => ({ path: withEvent(`/api/users/${a.attendee.id}/personal-data`, a) }),
  },
  'GET /api/privacy/retention': {
    request: (a) => ({ path: withEvent('/api/privacy/retention', a) }),
  },
  'GET /api/privacy/destructions': {
    request: (a) => ({ path: withEvent('/api/privacy/destructions', a) }),
  },
  'POST /api/privacy/destructions': {
    request: (a) => ({ path: withEvent('/api/privacy/destructions', a), body: { eventName: '다른 행사' } }),
  },
  'GET /api/public/privacy-notices': {
    request: (a) => ({ path: `/api/public/privacy-notices?eventId=${a.eventId}` }),
  },
  'GET /api/public/events/:id': {
    request: (a) => ({ path: `/api/public/events/${a.eventId}` }),
  },
  'GET /api/message-settings': {
    request: (a) => ({ path: withEvent('/api/message-settings', a) }),
  },
  'PUT /api/message-settings': {
    request: (a) => ({
      path: withEvent('/api/message-settings', a),
      body: { autoSendOnRegister: false, emailFirst: false },
    }),
  },
  'POST /api/users/upload-excel': {
    request: (a) => ({ path: withEvent('/api/users/upload-excel', a) }),
  },
  'GET /api/users/download-excel': {
    request: (a) => ({ path: withEvent('/api/users/download-excel', a) }),
  },
  'GET /api/users/excel-template': {
    request: (a) => ({ path: withEvent('/api/users/excel-template', a) }),
  },

  'GET /api/booths': { request: (a) => ({ path: withEvent('/api/booths', a) }) },
  'POST /api/booths': {
    request: (a) => ({ path: withEvent('/api/booths', a), body: booth({ loginId: 'matrix-new-booth' }) }),
  },
  'GET /api/booths/:id': {
    request: (a) => ({ path: withEvent(`/api/booths/${a.booth.id}`, a) }),
  },
  'PUT /api/booths/:id': {
    request: (a) => ({
      path: withEvent(`/api/booths/${a.booth.id}`, a),
      body: booth({ loginId: 'matrix-booth-a', boothName: '빼앗긴 부스', password: '' }),
    }),
  },
  'DELETE /api/booths/:id': {
    request: (a) => ({ path: withEvent(`/api/booths/${a.booth.id}`, a) }),
  },

  'GET /api/lectures': { request: (a) => ({ path: withEvent('/api/lectures', a) }) },
  'POST /api/lectures': {
    request: (a) => ({ path: withEvent('/api/lectures', a), body: lecture() }),
  },
  'PUT /api/lectures/:id': {
    request: (a) => ({
      path: withEvent(`/api/lectures/${a.lecture.id}`, a),
      body: lecture({ title: '빼앗긴 강연' }),
    }),
  },
  'DELETE /api/lectures/:id': {
    request: (a) => ({ path: withEvent(`/api/lectures/${a.lecture.id}`, a) }),
  },

  'POST /api/booth-visits': {
    request: (a) => ({ path: '/api/booth-visits', body: { boothId: a.booth.id, userId: a.attendee.id } }),
  },
  'GET /api/booth-login/:boothId/report': {
    request: (a) => ({ path: withEvent(`/api/booth-login/${a.booth.id}/report`, a) }),
  },
  'GET /api/booth-login/:boothId/visits': {
    request: (a) => ({ path: withEvent(`/api/booth-login/${a.booth.id}/visits`, a) }),
  },
  'GET /api/booth-login/:boothId/visits/download': {
    request: (a) => ({ path: `/api/booth-login/${a.booth.id}/visits/download` }),
  },
  'GET /api/booth-login/:boothId/leads': {
    request: (a) => ({ path: withEvent(`/api/booth-login/${a.booth.id}/leads`, a) }),
  },
  'PUT /api/booth-login/:boothId/leads/:userId': {
    request: (a) => ({
      path: `/api/booth-login/${a.booth.id}/leads/${a.attendee.id}`,
      body: { interest: 'high', memo: '빼앗긴 메모' },
    }),
  },
  'PUT /api/booth-login/:boothId/lead-tags': {
    request: (a) => ({ path: `/api/booth-login/${a.booth.id}/lead-tags`, body: { tags: ['빼앗긴 태그'] } }),
  },
  'GET /api/booths/:boothId/leads': {
    request: (a) => ({ path: withEvent(`/api/booths/${a.booth.id}/leads`, a) }),
  },
  'GET /api/booth-visits/:boothId': {
    request: (a) => ({ path: withEvent(`/api/booth-visits/${a.booth.id}`, a) }),
  },
  'GET /api/booth-visits/:boothId/download': {
    request: (a) => ({ path: withEvent(`/api/booth-visits/${a.booth.id}/download`, a) }),
  },
  'GET /api/lecture-visits/:lectureId': {
    request: (a) => ({ path: withEvent(`/api/lecture-visits/${a.lecture.id}`, a) }),
  },
  'GET /api/lecture-visits/:lectureId/download': {
    request: (a) => ({ path: withEvent(`/api/lecture-visits/${a.lecture.id}/download`, a) }),
  },
  'GET /api/lectures/:lectureId/door': {
    request: (a) => ({ path: withEvent(`/api/lectures/${a.lecture.id}/door`, a) }),
  },
  'POST /api/lectures/:lectureId/door-checkins': {
    request: (a) => ({
      path: withEvent(`/api/lectures/${a.lecture.id}/door-checkins`, a),
      body: { userId: a.attendee.id },
    }),
  },

  'GET /api/desks': { request: (a) => ({ path: withEvent('/api/desks', a) }) },
  'POST /api/desks': {
    request: (a) => ({
      path: withEvent('/api/desks', a),
      body: { name: '새 데스크', loginId: 'matrix-new-desk', password: 'desk-pass-1' },
    }),
  },
  'GET /api/desks/:id': {
    request: (a) => ({ path: withEvent(`/api/desks/${a.desk.id}`, a) }),
  },
  'PUT /api/desks/:id': {
    request: (a) => ({
      path: withEvent(`/api/desks/${a.desk.id}`, a),
      body: { name: '빼앗긴 데스크', loginId: 'matrix-desk-a', password: '' },
    }),
  },
  'DELETE /api/desks/:id': {
    request: (a) => ({ path: withEvent(`/api/desks/${a.desk.id}`, a) }),
  },
  'POST /api/desk-login': { request: () => ({ path: '/api/desk-login' }) },
  'GET /api/badge-settings': {
    request: (a) => ({ path: withEvent('/api/badge-settings', a) }),
  },
  'PUT /api/badge-settings': {
    request: (a) => ({
      path: withEvent('/api/badge-settings', a),
      body: {
        preset: 'label-62x100',
        widthMm: 62,
        heightMm: 100,
        fields: { affiliation: true, country: true, registrationType: true, eventName: true, qr: true },
        colorStrip: { PRE: null, ONSITE: null },
      },
    }),
  },
  'GET /api/badges/attendees': {
    request: (a) => ({ path: withEvent('/api/badges/attendees', a) }),
  },
  'POST /api/badges/mark-printed': {
    request: (a) => ({
      path: withEvent('/api/badges/mark-printed', a),
      body: { attendeeIds: [a.attendee.id] },
    }),
  },

  'GET /api/desk/attendees': {
    request: (a) => ({ path: withEvent(`/api/desk/attendees?keyword=${a.attendee.id}`, a) }),
  },
  'GET /api/desk/attendees/:id': {
    request: (a) => ({ path: withEvent(`/api/desk/attendees/${a.attendee.id}`, a) }),
  },
  'POST /api/desk/attendees/:id/entries': {
    request: (a) => ({ path: withEvent(`/api/desk/attendees/${a.attendee.id}/entries`, a) }),
  },
  'POST /api/desk/attendees/:id/badge-prints': {
    request: (a) => ({ path: withEvent(`/api/desk/attendees/${a.attendee.id}/badge-prints`, a) }),
  },
  'GET /api/desk/walk-ins': {
    request: (a) => ({ path: withEvent('/api/desk/walk-ins', a) }),
  },
  'GET /api/desk/badge-settings': {
    request: (a) => ({ path: withEvent('/api/desk/badge-settings', a) }),
  },
  'POST /api/desk/kiosk-sessions': {
    request: () => ({ path: '/api/desk/kiosk-sessions' }),
  },
  'GET /api/kiosk/attendees/:qr': {
    request: (a) => ({ path: `/api/kiosk/attendees/${a.attendee.id}` }),
  },
  'POST /api/kiosk/attendees/:id/badge-prints': {
    request: (a) => ({ path: `/api/kiosk/attendees/${a.attendee.id}/badge-prints` }),
  },
  'GET /api/kiosk/badge-settings': {
    request: () => ({ path: '/api/kiosk/badge-settings' }),
  },

  'GET /api/privacy/access-records': {
    request: (a) => ({ path: withEvent('/api/privacy/access-records', a) }),
  },
  'GET /api/privacy/access-records/download': {
    request: (a) => ({ path: withEvent('/api/privacy/access-records/download', a) }),
  },
  'GET /api/privacy/access-alerts': {
    request: (a) => ({ path: withEvent('/api/privacy/access-alerts', a) }),
  },

  'GET /api/reports/event': {
    request: (a) => ({ path: withEvent('/api/reports/event', a) }),
  },
  'GET /api/reports/event/download': {
    request: (a) => ({ path: withEvent('/api/reports/event/download', a) }),
  },
  'GET /api/reports/booths': {
    request: (a) => ({ path: withEvent('/api/reports/booths', a) }),
  },
  'GET /api/reports/booths/:boothId': {
    request: (a) => ({ path: withEvent(`/api/reports/booths/${a.booth.id}`, a) }),
  },
  'GET /api/event-details': {
    request: (a) => ({ path: withEvent('/api/event-details', a) }),
  },
  'PUT /api/event-details': {
    request: (a) => ({ path: withEvent('/api/event-details', a), body: { name: '권한 확인 행사' } }),
  },
  'GET /api/events': { request: () => ({ path: '/api/events' }) },
  'POST /api/events': {
    request: () => ({
      path: '/api/events',
      body: { name: '권한 확인 새 행사', startDate: '2027-01-01', endDate: '2027-01-02' },
    }),
  },
  'POST /api/events/:id/switch': {
    request: (a) => ({ path: `/api/events/${a.eventId}/switch` }),
  },
  'POST /api/events/:id/close': {
    request: (a) => ({ path: `/api/events/${a.eventId}/close` }),
  },
  'POST /api/events/:id/reopen': {
    request: (a) => ({ path: `/api/events/${a.eventId}/reopen` }),
  },
  'POST /api/events/:id/copy': {
    request: (a) => ({
      path: `/api/events/${a.eventId}/copy`,
      body: { name: '권한 확인 복사', startDate: '2027-01-01', endDate: '2027-01-02' },
    }),
  },
  'POST /api/events/:id/logins-workbook': {
    request: (a) => ({ path: `/api/events/${a.eventId}/logins-workbook`, body: { booths: [], desks: [] } }),
  },
  'GET /api/events/:id/admins': {
    request: (a) => ({ path: `/api/events/${a.eventId}/admins` }),
  },
  'POST /api/events/:id/admins': {
    request: (a) => ({
      path: `/api/events/${a.eventId}/admins`,
      body: { name: '권한 확인', username: 'matrix-new-admin', password: 'matrix-pass-1234' },
    }),
  },
  'POST /api/events/:id/admins/:adminId/password': {
    request: (a) => ({
      path: `/api/events/${a.eventId}/admins/${spareAdminId}/password`,
      body: { password: 'matrix-pass-5678' },
    }),
  },
  'DELETE /api/events/:id/admins/:adminId': {
    request: (a) => ({ path: `/api/events/${a.eventId}/admins/${spareAdminId}` }),
  },
  // 준비 점검 (readiness): an event's admins and the organiser; the event in the path
  'GET /api/events/:id/readiness': {
    request: (a) => ({ path: `/api/events/${a.eventId}/readiness` }),
  },
  'POST /api/events/:id/readiness/test-message': {
    request: (a) => ({
      path: `/api/events/${a.eventId}/readiness/test-message`,
      body: { to: 'matrix@example.kr' },
    }),
  },
  'POST /api/events/:id/readiness/privacy-review': {
    request: (a) => ({ path: `/api/events/${a.eventId}/readiness/privacy-review` }),
  },
  'POST /api/events/:id/readiness/badge-test-print': {
    request: (a) => ({ path: `/api/events/${a.eventId}/readiness/badge-test-print` }),
  },
  'POST /api/surveys': {
    request: (a) => ({ path: '/api/surveys', body: { ...MATRIX_SURVEY, eventId: a.eventId } }),
  },
  'GET /api/surveys': { request: (a) => ({ path: withEvent('/api/surveys', a) }) },
  'GET /api/surveys/:id': { request: (a) => ({ path: withEvent(`/api/surveys/${a.survey.id}`, a) }) },
  'PUT /api/surveys/:id': {
    request: (a) => ({
      path: `/api/surveys/${a.survey.id}`,
      body: { ...MATRIX_SURVEY, title: '바뀐 제목', eventId: a.eventId },
    }),
  },
  'DELETE /api/surveys/:id': { request: (a) => ({ path: withEvent(`/api/surveys/${a.survey.id}`, a) }) },
  'GET /api/surveys/:id/results': {
    request: (a) => ({ path: withEvent(`/api/surveys/${a.survey.id}/results`, a) }),
  },
  'POST /api/surveys/:id/sends/preview': {
    request: (a) => ({
      path: withEvent(`/api/surveys/${a.survey.id}/sends/preview`, a),
      body: { audience: 'ENTERED' },
    }),
  },
  'POST /api/surveys/:id/sends': {
    request: (a) => ({
      path: withEvent(`/api/surveys/${a.survey.id}/sends`, a),
      body: { audience: 'UNANSWERED' },
    }),
  },
  'GET /api/surveys/:id/responses/download': {
    request: (a) => ({ path: withEvent(`/api/surveys/${a.survey.id}/responses/download`, a) }),
  },
  'GET /api/surveys/open': { request: (a) => ({ path: `/api/surveys/open?userId=${a.attendee.id}` }) },
  'GET /api/lectures/:lectureId/surveys': {
    request: (a) => ({ path: `/api/lectures/${a.lecture.id}/surveys?userId=${a.attendee.id}` }),
  },
  'GET /api/surveys/:id/form': {
    request: (a) => ({ path: `/api/surveys/${a.survey.id}/form?userId=${a.attendee.id}` }),
  },
  'PUT /api/surveys/:id/answer': {
    request: (a) => ({
      path: `/api/surveys/${a.survey.id}/answer`,
      body: { userId: a.attendee.id, version: 1, answers: [{ questionId: 'q1', value: 5 }] },
    }),
  },
  'GET /api/stats': { request: (a) => ({ path: withEvent('/api/stats', a) }) },
  'GET /api/stats/totals': { request: (a) => ({ path: withEvent('/api/stats/totals', a) }) },
  'GET /api/stats/booths': { request: (a) => ({ path: withEvent('/api/stats/booths', a) }) },
  'GET /api/stats/lectures': {
    request: (a) => ({ path: withEvent('/api/stats/lectures', a) }),
  },
  'GET /api/stats/timeline': {
    request: (a) => ({ path: withEvent('/api/stats/timeline', a) }),
  },
  'GET /api/stats/download': {
    request: (a) => ({ path: withEvent('/api/stats/download', a) }),
  },
};

/** Who may call each route: the contract's route table says (a route missing from it fails below). */
const MATRIX: Record<string, RouteRule> = Object.fromEntries(
  Object.entries(REQUESTS).map(([route, rule]) => {
    const tabled = ROUTE_TABLE.find((one) => `${one.method} /api${one.path}` === route);
    if (!tabled) throw new Error(`${route} is not in the contract's route table`);
    return [route, { ...rule, access: tabled.access }];
  }),
);

let server: TestServer;
let world: TwoEvents;
/** The organiser, working in event B: event A's things are reached by naming A. */
let organiserToken: string;
/** An admin of event A that the admin routes' requests name (refused, so never changed). */
let spareAdminId: number;

beforeAll(async () => {
  server = await startTestServer({ JWT_SECRET: MATRIX_JWT_SECRET });
  world = await twoEvents(server);
  const organiser = await server.login(ORGANISER.username, ORGANISER.password);
  const switched = await server.api(`/api/events/${world.b.eventId}/switch`, {
    method: 'POST',
    token: organiser,
  });
  expect(switched.body.eventId).toBe(world.b.eventId);
  organiserToken = switched.body.token as string;
  const spare = await server.api(`/api/events/${world.a.eventId}/admins`, {
    method: 'POST',
    token: organiserToken,
    body: { name: '예비 관리자', username: 'matrix-spare', password: 'matrix-spare-1234' },
  });
  expect(spare.status, JSON.stringify(spare.body)).toBe(201);
  spareAdminId = spare.body.id as number;
});
afterAll(() => server?.close());

async function call(route: string, token: string | undefined, tweak: (path: string) => string = (p) => p) {
  const method = route.split(' ')[0]!;
  const { path, body } = MATRIX[route]!.request(world.a);
  return server.api(tweak(path), {
    method,
    token,
    body: body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
  });
}

/** A refusal: 401, 403 or 404 with the error shape and a Korean message, and nothing of event A in it. */
function expectRefused(res: Awaited<ReturnType<TestServer['api']>>, statuses: number[], what: string) {
  expect(statuses, `${what}: ${res.status} ${JSON.stringify(res.body)?.slice(0, 200)}`).toContain(res.status);
  expect(res.body, what).toEqual({ code: expect.any(String), message: expect.stringMatching(/[가-힣]/) });
  expect(JSON.stringify(res.body), what).not.toContain(world.a.attendee.name);
}

describe('the authorisation matrix covers the server', () => {
  it('has a rule for every route of the route table, and no rule for a route that is gone', () => {
    const table = servedRoutes(server);
    expect(table.length).toBeGreaterThan(30);
    expect(
      table.filter((route) => !(route in MATRIX)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((route) => !table.includes(route)),
      'rules of routes that are gone',
    ).toEqual([]);
  });
});

const guarded = Object.entries(MATRIX).filter(([, rule]) => !HANDLER_CHECKED.includes(rule.access));

type GuardedAccess = Exclude<Access, 'public' | 'admin-or-link' | 'respondent' | 'link'>;

/** The token a route's own caller sends. */
const ownToken = (access: GuardedAccess) =>
  ({
    admin: world.a.adminToken,
    organiser: organiserToken,
    booth: world.a.boothToken,
    desk: world.a.deskToken,
    'desk-only': world.a.deskToken,
    kiosk: world.a.kioskToken,
  })[access];

const WRONG_ROLE = '이 화면을 사용할 권한이 없습니다.';
/** Where a refusal of another role says more than WRONG_ROLE: an admin may work the desk, not start its kiosk. */
const WRONG_ROLE_SAYS: Record<string, string> = {
  "desk-only event A's admin token": '키오스크는 데스크 계정으로 로그인해서 시작하세요.',
  "organiser event A's admin token": ORGANISER_ONLY,
};

/** Tokens of another role that must be refused with 403 (the session holds; it is the wrong screen). */
const wrongRoles = (access: GuardedAccess): [string, string][] => {
  const a = world.a;
  const all: Record<string, [string, string]> = {
    admin: ["event A's admin token", a.adminToken],
    booth: ["event A's booth token", a.boothToken],
    desk: ["event A's desk token", a.deskToken],
    kiosk: ["event A's kiosk token", a.kioskToken],
  };
  const others: Record<GuardedAccess, string[]> = {
    admin: ['booth', 'desk', 'kiosk'],
    organiser: ['admin', 'booth', 'desk', 'kiosk'],
    booth: ['admin', 'desk', 'kiosk'],
    desk: ['booth', 'kiosk'],
    'desk-only': ['admin', 'booth', 'kiosk'],
    kiosk: ['admin', 'booth', 'desk'],
  };
  return others[access].map((role) => all[role]!);
};

/** Callers of event B, whose own event does not hold A's things: 403 naming A, else 404. */
const otherEvent = (access: GuardedAccess): [string, string][] =>
  ({
    admin: [["event B's admin", world.b.adminToken]] as [string, string][],
    booth: [
      ["another booth's token", world.a.booth2Token],
      ["event B's booth token", world.b.boothToken],
    ] as [string, string][],
    desk: [
      ["event B's admin", world.b.adminToken],
      ["event B's desk", world.b.deskToken],
    ] as [string, string][],
    'desk-only': [] as [string, string][],
    // the organiser's routes name no event of their caller's: an event admin is refused as the wrong role
    organiser: [] as [string, string][],
    kiosk: [["event B's kiosk", world.b.kioskToken]] as [string, string][],
  })[access];

describe('every guarded route refuses whoever may not call it', () => {
  it.each(guarded)('%s', async (route, rule) => {
    const access = rule.access as GuardedAccess;
    const before = await countEvents(server);
    for (const [what, token] of Object.entries(badTokens(ownToken(access))))
      expectRefused(await call(route, token), [401], `${route} with ${what}`);
    // a kiosk names no event: one of event B asking for event-wide things gets B's own
    const namesEventA = access !== 'kiosk' || route.includes(':');
    for (const [what, token] of namesEventA ? otherEvent(access) : []) {
      expectRefused(await call(route, token), [403, 404], `${route} with ${what}`);
      if (route.includes(':') && access !== 'booth')
        expectRefused(
          await call(route, token, (p) => p.replace(/[?&]eventId=\d+/, '')),
          [403, 404],
          `${route} with ${what}, without eventId`,
        );
    }
    for (const [what, token] of wrongRoles(access)) {
      // a valid session of another role is told so (403), not that its login ended (401: the page logs out)
      const res = await call(route, token);
      expectRefused(res, [403], `${route} with ${what}`);
      expect(res.body.message, `${route} with ${what}`).toBe(
        WRONG_ROLE_SAYS[`${access} ${what}`] ?? WRONG_ROLE,
      );
    }
    expect(await countEvents(server), `${route}: a refused request changed nothing`).toBe(before);
  });
});

describe('the rules are not refusing everyone', () => {
  it.each(guarded.filter(([route]) => route.startsWith('GET')))(
    '%s answers its own caller',
    async (route, rule) => {
      const res = await call(route, ownToken(rule.access as GuardedAccess));
      expect(res.status, `${route} ${JSON.stringify(res.body)?.slice(0, 200)}`).toBe(200);
    },
  );

  it.each(guarded.filter(([route, rule]) => route.startsWith('GET') && rule.access === 'desk'))(
    "%s answers the event's admin too (an admin may work the desk)",
    async (route) => {
      const res = await call(route, world.a.adminToken);
      expect(res.status, `${route} ${JSON.stringify(res.body)?.slice(0, 200)}`).toBe(200);
    },
  );

  it.each(guarded.filter(([route, rule]) => route.startsWith('GET') && rule.access === 'admin'))(
    '%s answers the organiser working in event B, naming event A',
    async (route) => {
      const res = await call(route, organiserToken);
      expect(res.status, `${route} ${JSON.stringify(res.body)?.slice(0, 200)}`).toBe(200);
    },
  );

  it('public routes answer without a token (not 401 or 403)', async () => {
    for (const [route] of Object.entries(MATRIX).filter(([, r]) => r.access === 'public')) {
      const res = await call(route, undefined);
      expect([401, 403], `${route}: ${res.status}`).not.toContain(res.status);
    }
  });

  it("the attendee lookup is open to the event's admin and to nobody else without the signed link", async () => {
    const route = 'GET /api/users/:id';
    expect((await call(route, world.a.adminToken)).status).toBe(200);
    for (const [what, token] of Object.entries({
      ...badTokens(world.a.adminToken),
      "event B's admin": world.b.adminToken,
      "event A's booth": world.a.boothToken,
    }))
      expectRefused(await call(route, token), [401, 403, 404], `${route} with ${what}`);
  });

  it("the attendee's signed-link routes refuse every token and no signature: 403, nothing recorded", async () => {
    const before = await countEvents(server);
    for (const [route] of Object.entries(MATRIX).filter(([, r]) => r.access === 'link'))
      for (const [what, token] of Object.entries({
        'no token': undefined,
        "event A's admin": world.a.adminToken,
        "event A's booth": world.a.boothToken,
        "event A's desk": world.a.deskToken,
      })) {
        const res = await call(route, token);
        expectRefused(res, [403], `${route} with ${what}`);
        expect(res.body.message).toBe('유효하지 않은 링크입니다.');
      }
    expect(await countEvents(server)).toBe(before);
  });

  it("a survey's respondent routes refuse whoever has no signed link of the event's attendee or booth token", async () => {
    for (const route of ['GET /api/surveys/:id/form', 'PUT /api/surveys/:id/answer']) {
      const refusals = {
        'no token and no signature': [undefined, [403]],
        "event A's admin": [world.a.adminToken, [401, 403]],
        "event B's booth": [world.b.boothToken, [404]],
        ...Object.fromEntries(
          Object.entries(badTokens(world.a.boothToken)).map(([k, t]) => [k, [t, [401, 403]]]),
        ),
      } as Record<string, [string | undefined, number[]]>;
      for (const [what, [token, statuses]] of Object.entries(refusals))
        expectRefused(await call(route, token), statuses, `${route} with ${what}`);
    }
    const unsigned = await call('GET /api/surveys/:id/form', undefined);
    expect(unsigned.body.message).toBe('유효하지 않은 링크입니다.');
    // the open surveys: a booth token asks its own event's (none of A's), no signature nothing
    expectRefused(await call('GET /api/surveys/open', undefined), [403], 'open surveys without a signature');
    const ofB = await call('GET /api/surveys/open', world.b.boothToken);
    expect(ofB.body).toEqual({ surveys: [] });
  });
});
