import { describe, expect, it } from 'vitest';
import { publicAddressProblem } from './public-address.js';
import { readinessItems, type ReadinessFacts } from './readiness-items.js';

const card = { preset: 'card-90x120', widthMm: 90, heightMm: 120 };
const fresh: ReadinessFacts = {
  details: { name: '데모 행사', period: '', venue: '', startDate: null },
  defaultNames: ['데모 행사', '2026 서울 테스트 엑스포'],
  publicUrl: 'http://localhost:3000',
  addressProblem: 'localhost',
  probe: null,
  channels: { email: false, phone: false },
  lastTestMessage: null,
  notices: { current: { collection: 0, exhibitors: 0 }, reviewed: null, reviewedAt: null },
  catalog: { booths: 0, desks: 0, lectures: 0 },
  badge: { current: card, printed: null, printedAt: null },
};
const ready: ReadinessFacts = {
  details: { name: '2027 부산 엑스포', period: '2027년 3월 2일 ~ 4일', venue: '벡스코', startDate: null },
  defaultNames: fresh.defaultNames,
  publicUrl: 'https://expo.example.kr',
  addressProblem: null,
  probe: { answered: true },
  channels: { email: true, phone: false },
  lastTestMessage: { status: 'sent', to: 'o***@example.kr', reason: null, at: '2027-02-01 10:00' },
  notices: {
    current: { collection: 1, exhibitors: 0 },
    reviewed: { collection: 1, exhibitors: 0 },
    reviewedAt: 'x',
  },
  catalog: { booths: 0, desks: 1, lectures: 0 },
  badge: { current: card, printed: card, printedAt: 'x' },
};
const states = (facts: ReadinessFacts) =>
  Object.fromEntries(readinessItems(facts).map((item) => [item.key, item.state]));

describe('readiness items', () => {
  it('a fresh event has every item to do, each with its Korean reason and the screen that fixes it', () => {
    const items = readinessItems(fresh);
    expect(items.map((i) => i.state)).toEqual(['todo', 'todo', 'todo', 'todo', 'todo', 'todo']);
    expect(items.map((i) => i.fixPath)).toEqual([
      '/report',
      'docs/OPERATIONS.md#현장-https',
      '/messages',
      '/privacy',
      '/booths',
      '/badges/settings',
    ]);
    expect(items[0]!.explanation).toContain("기본값 '데모 행사'");
    expect(items[1]!.explanation).toContain('localhost');
    expect(items[2]!.explanation).toContain('보관');
  });

  it('an event with everything done', () => {
    expect(Object.values(states(ready))).toEqual(Array(6).fill('done'));
  });

  it("the deployment's EVENT_NAME is a default name too; a missing 장소 is named", () => {
    const named = readinessItems({
      ...ready,
      details: { ...ready.details, name: '2026 서울 테스트 엑스포' },
    });
    expect(named[0]!.state).toBe('todo');
    const noVenue = readinessItems({ ...ready, details: { ...ready.details, venue: ' ' } });
    expect(noVenue[0]!.explanation).toContain('장소');
    const byDates = readinessItems({
      ...ready,
      details: { ...ready.details, period: '', startDate: '2027-03-02' },
    });
    expect(byDates[0]!.state).toBe('done');
  });

  it('plain HTTP says the cameras will not work; an HTTPS address that does not answer is a warning', () => {
    const http = readinessItems({ ...ready, publicUrl: 'http://192.168.0.10:3000', addressProblem: 'http' });
    expect(http[1]!.state).toBe('todo');
    expect(http[1]!.explanation).toContain('카메라');
    const silent = readinessItems({ ...ready, probe: { answered: false, reason: '응답 없음' } });
    expect(silent[1]!.state).toBe('warning');
  });

  it('a kept or failed test send is never done; a send is done only with a channel', () => {
    const kept = { ...ready.lastTestMessage!, status: 'kept' as const };
    expect(
      states({ ...ready, channels: { email: false, phone: false }, lastTestMessage: kept }).messaging,
    ).toBe('todo');
    const failed = {
      ...ready.lastTestMessage!,
      status: 'failed' as const,
      reason: '메일 서버에 연결하지 못했습니다',
    };
    expect(states({ ...ready, lastTestMessage: failed }).messaging).toBe('warning');
    expect(states({ ...ready, lastTestMessage: null }).messaging).toBe('todo');
  });

  it('a notice changed after the review, or a badge size changed after the test print, resets the item', () => {
    const changed = { ...ready.notices, current: { collection: 2, exhibitors: 0 } };
    expect(states({ ...ready, notices: changed }).privacy).toBe('warning');
    const label = { preset: 'label-62x100', widthMm: 62, heightMm: 100 };
    expect(states({ ...ready, badge: { ...ready.badge, current: label } }).badge).toBe('warning');
  });

  it('one booth, desk or lecture is enough', () => {
    expect(states({ ...ready, catalog: { booths: 0, desks: 0, lectures: 0 } }).catalog).toBe('todo');
    expect(states({ ...ready, catalog: { booths: 0, desks: 0, lectures: 1 } }).catalog).toBe('done');
  });
});

describe('the public address by its form', () => {
  it.each([
    ['http://localhost:3000', 'localhost'],
    ['https://localhost:8443', 'localhost'],
    ['http://127.0.0.1:3000', 'localhost'],
    ['https://app.localhost', 'localhost'],
    ['http://[::1]:3000', 'localhost'],
    ['http://192.168.0.10:3000', 'http'],
    ['http://expo.example.kr', 'http'],
    ['https://expo.example.kr', null],
    ['https://192.168.0.10:8443', null],
  ])('%s', (url, problem) => expect(publicAddressProblem(url)).toBe(problem));
});
