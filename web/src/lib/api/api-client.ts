import type { z } from 'zod';
import { isFileAnswer, type Access, type ParamNames, type RouteShape } from '@expo/contract/routes/route';
import { DEFAULT_LANG, type Lang } from '@expo/contract/lang';
import { ApiError, errorFromBody, isAbortError, networkError, notSignedIn, parseBody } from './api-errors';
import { getBoothToken } from '../session/booth';
import { getDeskToken, handleDeskUnauthorized } from '../session/desk';
import { getKioskToken } from '../session/kiosk';
import { clearSession, getAdminToken, markAdminSessionExpired } from '../session/admin';
import { signInRedirect } from '../session/sign-in-redirect';

export { ApiError } from './api-errors';

/**
 * admin: send the admin token; a 401 ends the session and goes to /login.
 * optional: send the token when there is one; a 401 retries once without it (public pages an admin may open).
 * booth: send the booth manager's token (booth-login); a 401 is the caller's to handle.
 * desk: send the desk token (desk-login), or the admin's when an admin uses /desk with their own session;
 *   a 401 ends that session (desk: to /desk-login; admin: to /login).
 * kiosk: send the kiosk token (started from a desk); a 401 is the caller's to handle.
 * none: never send the token.
 */
export type AuthMode = 'admin' | 'optional' | 'booth' | 'desk' | 'kiosk' | 'none';

export type QueryParams = Record<string, string | number | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  auth?: AuthMode;
  signal?: AbortSignal;
  /** Extra request headers (for example Idempotency-Key). */
  headers?: Record<string, string>;
  /** The language the server's messages come in: an attendee page's (issue 50); every other screen's Korean. */
  lang?: Lang;
}

const API_BASE = '/api';

const toLogin = signInRedirect('/login');

/** The app registers how to go to /login (its router); the default reloads the page there. */
export const setUnauthorizedHandler = toLogin.set;

/** Clears the admin session and leaves for /login, which says the login expired (when there was one). */
export function handleUnauthorized(): void {
  if (getAdminToken()) markAdminSessionExpired();
  clearSession();
  toLogin.go();
}

/** `/api` + path + the query without empty values. */
function apiUrl(path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** Whose token a request of this mode carries, and the token (null: none stored). */
function tokenFor(
  auth: AuthMode,
): { owner: 'admin' | 'booth' | 'desk' | 'kiosk'; token: string | null } | null {
  switch (auth) {
    case 'none':
      return null;
    case 'booth':
      return { owner: 'booth', token: getBoothToken() };
    case 'kiosk':
      return { owner: 'kiosk', token: getKioskToken() };
    case 'desk': {
      const deskToken = getDeskToken();
      return deskToken ? { owner: 'desk', token: deskToken } : { owner: 'admin', token: getAdminToken() };
    }
    default:
      return { owner: 'admin', token: getAdminToken() };
  }
}

/** The Authorization header for the stored token of the mode (admin, booth, desk or kiosk), or nothing. */
export function authHeaders(auth: AuthMode = 'admin'): Record<string, string> {
  const token = tokenFor(auth)?.token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw networkError();
  }
}

/** fetch with the token and error handling: resolves only with a 2xx response, else throws ApiError. */
async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', query, body, auth = 'admin', signal } = options;
  const owner = tokenFor(auth)?.owner;
  // said on every call: the browser's own Accept-Language would put an admin screen's messages in English
  const headers: Record<string, string> = {
    'Accept-Language': options.lang ?? DEFAULT_LANG,
    ...options.headers,
    ...authHeaders(auth),
  };
  const sentToken = 'Authorization' in headers;
  // An admin or desk call without a stored token would only earn a 401: it is not sent. A page whose effects
  // run just after 로그아웃 (its code arrived as the button was pressed) then asks nothing of the server.
  if ((auth === 'admin' || auth === 'desk') && !sentToken) throw notSignedIn();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await send(apiUrl(path, query), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (response.ok) return response;
  if (response.status === 401 && sentToken && auth === 'optional') {
    return apiFetch(path, { ...options, auth: 'none' });
  }
  const error = errorFromBody(response.status, await response.text());
  if (response.status === 401 && sentToken && (auth === 'admin' || auth === 'desk')) {
    if (owner === 'desk') handleDeskUnauthorized();
    else handleUnauthorized();
  }
  throw error;
}

/** A JSON call: the parsed answer, or an ApiError carrying status, code and the server's message. */
async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  return parseBody(await response.text()) as T;
}

/** The parsed answer of a request sent without apiFetch (e.g. before the app started), or its ApiError. */
export async function responseBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw errorFromBody(response.status, text);
  return parseBody(text) as T;
}

/** Whose token a route's callers send (the contract's `access`). */
const AUTH_OF: Record<Access, AuthMode> = {
  public: 'none',
  'admin-or-link': 'optional',
  admin: 'admin',
  organiser: 'admin',
  booth: 'booth',
  desk: 'desk',
  'desk-only': 'desk',
  kiosk: 'kiosk',
  // an attendee answers by their signed link; a booth page says auth: 'booth'
  respondent: 'none',
  // the attendee's signed QR link, in the query
  link: 'none',
};

type ParamsInput<R extends RouteShape> = [ParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<R['path']>, string | number> };
/** A query's values as the URL carries them: the contract names the keys. */
type QueryInput<R extends RouteShape> = R['query'] extends z.ZodType
  ? { query?: { [K in keyof z.input<R['query']>]?: string | number | boolean | null } }
  : { query?: undefined };
type BodyInput<R extends RouteShape> = R['body'] extends z.ZodType
  ? { body: z.input<R['body']> }
  : { body?: undefined };

/** What a call of a route sends: its path params, query and body as the contract types them. */
export type CallInput<R extends RouteShape> = ParamsInput<R> &
  QueryInput<R> &
  BodyInput<R> & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
    /** Another token than the route's callers send (a public route an admin's page calls with their token). */
    auth?: AuthMode;
    /** The language of the server's messages (an attendee page's); Korean unless said. */
    lang?: Lang;
  };
type CallArgs<R extends RouteShape> =
  object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];
/** What a JSON route answers, as the contract types it. */
export type AnswerOf<R extends RouteShape> = R['answer'] extends z.ZodType ? z.output<R['answer']> : never;

/** The route's path with its params filled in: '/events/:id' → '/events/7'. */
function routePath(route: RouteShape, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

function requestOf(route: RouteShape, input: object = {}): [string, RequestOptions] {
  const { params, query, body, signal, headers, auth, lang } = input as {
    params?: Record<string, string | number>;
    query?: QueryParams;
    body?: unknown;
  } & Pick<RequestOptions, 'signal' | 'headers' | 'auth' | 'lang'>;
  return [
    routePath(route, params),
    { method: route.method, query, body, signal, headers, auth: auth ?? AUTH_OF[route.access], lang },
  ];
}

/**
 * In development and tests every answer is checked against the contract's schema: a server that answers off
 * the contract fails there, not on a phone. (Browser tests turn it on with `__EXPO_CHECK_ANSWERS__`.)
 */
const checksAnswers = (): boolean =>
  import.meta.env.DEV ||
  import.meta.env.MODE === 'test' ||
  (globalThis as { __EXPO_CHECK_ANSWERS__?: boolean }).__EXPO_CHECK_ANSWERS__ === true;

/** An answer the contract does not describe: the client's error, not the person's. */
export class OffContractAnswer extends Error {
  constructor(route: RouteShape, issue: string) {
    super(`${route.method} ${route.path}: 계약과 다른 응답 (${issue})`);
    this.name = 'OffContractAnswer';
  }
}

/** Calls a route of the contract's table: the typed answer, or an ApiError with the server's message. */
export async function call<R extends RouteShape>(route: R, ...[input]: CallArgs<R>): Promise<AnswerOf<R>> {
  const answer = await apiRequest<AnswerOf<R>>(...requestOf(route, input));
  if (checksAnswers() && !isFileAnswer(route.answer)) {
    const checked = route.answer.safeParse(answer);
    if (!checked.success) {
      const [issue] = checked.error.issues;
      const error = new OffContractAnswer(route, `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`);
      console.error(error.message); // a test's page fails on it even where the screen swallows the error
      throw error;
    }
  }
  return answer;
}

/** Calls a route that answers a file (or whose answer the caller reads itself): the 2xx response. */
export function callForResponse<R extends RouteShape>(route: R, ...[input]: CallArgs<R>): Promise<Response> {
  return apiFetch(...requestOf(route, input));
}

/** The URL of a route (an upload's XMLHttpRequest, a prefetched answer). */
export function routeUrl<R extends RouteShape>(
  route: R,
  input: Pick<CallInput<R>, 'params' | 'query'> = {} as Pick<CallInput<R>, 'params' | 'query'>,
): string {
  const [path, { query }] = requestOf(route, input);
  return apiUrl(path, query);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
