import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventRoutes } from '@expo/contract/routes/events';
import { privacyRoutes } from '@expo/contract/routes/privacy';
import { call, OffContractAnswer } from './api-client';

/** The browser's storage, as far as the session reads it. */
function memoryStorage(values: Record<string, string>): Storage {
  const map = new Map(Object.entries(values));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => map.set(key, value),
    removeItem: (key) => map.delete(key),
    clear: () => {
      map.clear();
    },
  };
}

function given(localStorage: Record<string, string>) {
  vi.stubGlobal('window', { localStorage: memoryStorage(localStorage), sessionStorage: memoryStorage({}) });
}

const sent: { url: string; authorization: string | null }[] = [];
/** What the stubbed server answers: an event list as the contract describes it, unless a test says otherwise. */
let answer: unknown;
const EVENT = {
  id: 1,
  name: '2026 스마트 엑스포',
  startDate: '2026-12-01',
  endDate: null,
  venue: '코엑스',
  state: 'running',
  closedAt: null,
  registered: 0,
  entered: 0,
  booths: 0,
  lectures: 0,
};

beforeEach(() => {
  sent.length = 0;
  answer = [EVENT];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    sent.push({ url, authorization: headers.get('Authorization') });
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client: a call that needs a session', () => {
  it('given no stored admin token (just logged out), when an admin call is made, then nothing is sent and it fails 401', async () => {
    given({});
    await expect(call(eventRoutes.list)).rejects.toMatchObject({ status: 401, code: 'AUTH.UNAUTHORIZED' });
    await expect(call(eventRoutes.list, { auth: 'desk' })).rejects.toMatchObject({ status: 401 });
    expect(sent).toEqual([]);
  });

  it('given a stored admin token, when an admin call is made, then it carries the token', async () => {
    given({ adminToken: 'admin-token' });
    await expect(call(eventRoutes.list)).resolves.toEqual([EVENT]);
    expect(sent).toEqual([{ url: '/api/events', authorization: 'Bearer admin-token' }]);
  });

  it('given no token, when a public call is made, then it is sent without one', async () => {
    given({});
    await call(eventRoutes.list, { auth: 'none' });
    await call(eventRoutes.list, { auth: 'optional' });
    expect(sent.map((one) => one.authorization)).toEqual([null, null]);
  });
});

describe('api client: a call of a route of the contract', () => {
  it('given a route with path params, when called, then the URL is the path of the table filled in', async () => {
    given({ adminToken: 'admin-token' });
    answer = { id: 5 };
    await call(eventRoutes.removeAdmin, { params: { id: 3, adminId: 5 } });
    answer = { ...EVENT, id: 7 };
    await call(eventRoutes.close, { params: { id: 7 } });
    expect(sent.map((one) => one.url)).toEqual(['/api/events/3/admins/5', '/api/events/7/close']);
  });

  it('given a server that answers off the contract, when a route is called, then the call fails with what differs', async () => {
    given({ adminToken: 'admin-token' });
    answer = [{ ...EVENT, registered: '12' }];
    await expect(call(eventRoutes.list)).rejects.toThrow(OffContractAnswer);
    await expect(call(eventRoutes.list)).rejects.toThrow(/GET \/events: .*0\.registered/);
    answer = { askDownloadReason: 'yes' };
    await expect(call(privacyRoutes.settings, { query: { eventId: 1 } })).rejects.toThrow(OffContractAnswer);
  });
});
