import type { ApiResponse } from './test-server.js';

export interface TimedResponse<T = any> extends ApiResponse<T> {
  /** Milliseconds from sending to the whole answer read. */
  ms: number;
}

export interface RequestInit {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Give up (throw) after this many milliseconds without an answer. */
  timeoutMs?: number;
}

/**
 * A JSON call to a server at `baseUrl` (a server process, where TestServer.api is not at hand): the status,
 * the parsed body and how long the answer took. A request that gets no answer throws.
 */
export async function callApi<T = any>(
  baseUrl: string,
  path: string,
  init: RequestInit = {},
): Promise<TimedResponse<T>> {
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body =
      typeof init.body === 'string' || init.body instanceof Uint8Array
        ? (init.body as BodyInit)
        : JSON.stringify(init.body);
  }
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body,
    signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T, headers: res.headers, ms: performance.now() - started };
}

/** The admin's token and event (POST /api/admin/login); throws unless it succeeds. */
export async function adminLogin(
  baseUrl: string,
  username: string,
  password: string,
): Promise<{ token: string; eventId: number }> {
  const res = await callApi(baseUrl, '/api/admin/login', { method: 'POST', body: { username, password } });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token, eventId: res.body.eventId };
}

export interface BoothLogin {
  id: number;
  boothName: string;
  loginId: string;
  password: string;
  /** The booth token of the login made with the booth (a phone logs in for its own). */
  token: string;
}

/** Logs a booth manager in (POST /api/booth-login): what the phone keeps (boothId, boothName, boothToken). */
export async function boothLogin(
  baseUrl: string,
  loginId: string,
  password: string,
): Promise<{ boothId: number; boothName: string; token: string }> {
  const res = await callApi(baseUrl, '/api/booth-login', { method: 'POST', body: { loginId, password } });
  if (res.status !== 200) throw new Error(`booth login: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Creates a booth with the admin's token and logs its manager in. */
export async function createBooth(
  baseUrl: string,
  adminToken: string,
  fields: { boothName: string; loginId: string; password?: string },
): Promise<BoothLogin> {
  const password = fields.password ?? 'booth-pass-1';
  const created = await callApi(baseUrl, '/api/booths', {
    method: 'POST',
    token: adminToken,
    body: {
      boothName: fields.boothName,
      name: '박부스',
      affiliation: '한빛전자',
      phone: '010-5555-0001',
      loginId: fields.loginId,
      password,
    },
  });
  if (created.status !== 201) throw new Error(`booth: ${created.status} ${JSON.stringify(created.body)}`);
  const login = await boothLogin(baseUrl, fields.loginId, password);
  return {
    id: created.body.id,
    boothName: fields.boothName,
    loginId: fields.loginId,
    password,
    token: login.token,
  };
}
