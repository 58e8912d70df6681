import { describe, expect, it } from 'vitest';
import { MAX_RECORDED_IDS, type AccessActor } from './access-record.js';
import { accessRuleOf, actionOf, type AccessExchange } from './access-routes.js';

const admin: AccessActor = { kind: 'admin', id: 1, name: '관리자', eventId: 7 };

/** given a route and an exchange, when its rule reads it, then these attendees. */
function concernedBy(route: string, exchange: Partial<AccessExchange>) {
  const [method, pattern] = route.split(' ');
  const rule = accessRuleOf(method!, pattern);
  if (!rule?.concerned) throw new Error(`${route} has no concerned extractor`);
  return rule.concerned({
    params: {},
    query: {},
    requestBody: {},
    answer: undefined,
    actor: admin,
    ...exchange,
  });
}

describe('the access route table', () => {
  it('knows the reads of personal data and leaves other routes unrecorded', () => {
    expect(accessRuleOf('GET', '/api/users')).toBeDefined();
    expect(accessRuleOf('POST', '/api/booth-visits')).toBeDefined();
    expect(accessRuleOf('GET', '/api/stats')).toBeUndefined();
    expect(accessRuleOf('PUT', '/api/users/:id')).toBeUndefined();
    expect(accessRuleOf('GET', '/api/users/excel-template')).toBeUndefined();
    expect(accessRuleOf('GET', undefined)).toBeUndefined();
  });

  it('names a list with a keyword a search, without one a list', () => {
    const rule = accessRuleOf('GET', '/api/users')!;
    expect(actionOf(rule, { keyword: '김민수' })).toBe('참석자 검색');
    expect(actionOf(rule, { keyword: '  ' })).toBe('참석자 목록 조회');
    expect(actionOf(rule, {})).toBe('참석자 목록 조회');
  });

  it('marks every Excel download of attendees as a download (its reason asked, its rows counted)', () => {
    for (const route of [
      'GET /api/users/download-excel',
      'GET /api/booth-visits/:boothId/download',
      'GET /api/booth-login/:boothId/visits/download',
      'GET /api/lecture-visits/:lectureId/download',
      'GET /api/surveys/:id/responses/download',
      'GET /api/privacy/access-records/download',
    ]) {
      const [method, pattern] = route.split(' ');
      expect(accessRuleOf(method!, pattern)?.download, route).toMatch(/./);
      expect(accessRuleOf(method!, pattern)?.concerned, route).toBeUndefined();
    }
  });
});

describe('where the attendees of an answer are', () => {
  it('a page of the attendee list: the ids shown and their count (not the total)', () => {
    const answer = { content: [{ id: 5 }, { id: 9 }], totalElements: 120 };
    expect(concernedBy('GET /api/users', { answer })).toEqual({ attendeeIds: [5, 9], count: 2 });
  });

  it('an attendee page read by the admin of its event; the same page on the signed link is not recorded', () => {
    const answer = { id: 12, eventId: 7, name: '김민수' };
    expect(concernedBy('GET /api/users/:id', { params: { id: '12' }, answer })).toEqual({
      attendeeIds: [12],
      count: 1,
    });
    const elsewhere = { id: 12, eventId: 8 };
    expect(concernedBy('GET /api/users/:id', { params: { id: '12' }, answer: elsewhere })).toBeNull();
  });

  it("a booth scan: recorded by its command in the visit's transaction, not from the answer", () => {
    const rule = accessRuleOf('POST', '/api/booth-visits');
    expect(rule?.inCommand).toBe(true);
    expect(rule?.concerned).toBeUndefined();
    expect(rule && actionOf(rule, {})).toBe('부스 방문 스캔');
  });

  it('visitor lists, leads, desk searches and door scans, each by their own key', () => {
    expect(concernedBy('GET /api/booth-visits/:boothId', { answer: [{ userId: 1 }, { userId: 2 }] })).toEqual(
      {
        attendeeIds: [1, 2],
        count: 2,
      },
    );
    expect(
      concernedBy('GET /api/booths/:boothId/leads', { answer: { tags: [], leads: [{ userId: 8 }] } }),
    ).toEqual({ attendeeIds: [8], count: 1 });
    expect(concernedBy('GET /api/desk/attendees', { answer: [{ id: 3 }] })).toEqual({
      attendeeIds: [3],
      count: 1,
    });
    expect(
      concernedBy('POST /api/lectures/:lectureId/door-checkins', {
        answer: { recorded: true, attendee: { userId: 6 } },
      }),
    ).toEqual({ attendeeIds: [6], count: 1 });
    expect(concernedBy('GET /api/desk/attendees/:id', { params: { id: '31' } })).toEqual({
      attendeeIds: [31],
      count: 1,
    });
  });

  it('an empty list is a record of no one; an answer of another shape is no one, never a crash', () => {
    expect(concernedBy('GET /api/badges/attendees', { answer: [] })).toEqual({ attendeeIds: [], count: 0 });
    expect(concernedBy('GET /api/users', { answer: 'unexpected' })).toEqual({ attendeeIds: [], count: 0 });
  });

  it('a list too long keeps its count and drops the ids', () => {
    const answer = Array.from({ length: MAX_RECORDED_IDS + 1 }, (_, i) => ({ id: i + 1 }));
    expect(concernedBy('GET /api/badges/attendees', { answer })).toEqual({
      attendeeIds: [],
      count: MAX_RECORDED_IDS + 1,
    });
  });
});
