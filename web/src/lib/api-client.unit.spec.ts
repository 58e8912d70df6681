import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';

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

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    sent.push({ url, authorization: headers.get('Authorization') });
    return Promise.resolve(new Response('{"ok":true}', { status: 200 }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client: a call that needs a session', () => {
  it('given no stored admin token (just logged out), when an admin call is made, then nothing is sent and it fails 401', async () => {
    given({});
    await expect(api.get('/privacy/retention')).rejects.toMatchObject({
      status: 401,
      code: 'AUTH.UNAUTHORIZED',
    });
    await expect(api.get('/desks', { auth: 'desk' })).rejects.toMatchObject({ status: 401 });
    expect(sent).toEqual([]);
  });

  it('given a stored admin token, when an admin call is made, then it carries the token', async () => {
    given({ adminToken: 'admin-token' });
    await expect(api.get('/privacy/retention')).resolves.toEqual({ ok: true });
    expect(sent).toEqual([{ url: '/api/privacy/retention', authorization: 'Bearer admin-token' }]);
  });

  it('given no token, when a public call is made, then it is sent without one', async () => {
    given({});
    await api.get('/public/event', { auth: 'none' });
    await api.get('/lectures/1/public', { auth: 'optional' });
    expect(sent.map((call) => call.authorization)).toEqual([null, null]);
  });
});
