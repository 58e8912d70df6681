import type { z } from 'zod';

/**
 * Who may call a route. `public`: anyone; `admin-or-link`: an admin of the event or the attendee's signed link;
 * `admin`: an admin of the event (an organiser in the event they name or work in); `organiser`: the
 * deployment's organiser only; `booth`: the booth's manager (booth token); `desk`: a desk laptop of the event or
 * its admin; `desk-only`: a desk laptop; `kiosk`: a kiosk started from a desk; `respondent`: a survey's
 * respondent (an attendee's signed link or a lecture check-in's signature, or a booth's token), checked against
 * the survey's audience; `link`: an attendee's signed QR link (`attendee`, `sig`), checked by the handler.
 */
export type Access =
  | 'public'
  | 'admin-or-link'
  | 'admin'
  | 'organiser'
  | 'booth'
  | 'desk'
  | 'desk-only'
  | 'kiosk'
  | 'respondent'
  | 'link';

/** Routes whose handler checks the caller (a signed link, a token it reads itself): no guard, no bearer auth. */
export const HANDLER_CHECKED: readonly Access[] = ['public', 'admin-or-link', 'respondent', 'link'];

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An answer that is a file (an Excel workbook), not JSON. */
export interface FileAnswer {
  readonly mediaType: string;
  readonly description: string;
  /** Whether the file holds attendees' personal data (a download the event may ask a reason for). */
  readonly personalData: boolean;
}

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The names of a path's `:params`: '/events/:id/admins/:adminId' → 'id' | 'adminId'. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** One HTTP route: under `/api`, its path params as `:name`; the schemas are the contract's. */
export interface RouteShape {
  readonly method: Method;
  readonly path: string;
  readonly access: Access;
  /** The Korean line /api/docs shows. */
  readonly summary: string;
  /** The /api/docs group. */
  readonly tag: string;
  readonly params?: { readonly [name: string]: z.ZodType };
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly answer: z.ZodType | FileAnswer;
  /** 201 for a POST that creates something; else 200. */
  readonly status?: 200 | 201;
}

/** A route as written in a group: the group gives its tag; a path with `:params` names a schema for each. */
export type RouteInput<P extends string = string> = Omit<RouteShape, 'tag' | 'path' | 'params'> & {
  readonly path: P;
} & ([ParamNames<P>] extends [never]
    ? { readonly params?: undefined }
    : { readonly params: { readonly [K in ParamNames<P>]: z.ZodType } });

/**
 * A group of routes under one /api/docs tag: `routeGroup('events', { list: {…}, … })`. The path's `:params` and
 * the `params` schemas must name the same things (a type error otherwise).
 */
export function routeGroup<const G extends { readonly [key: string]: Omit<RouteShape, 'tag'> }>(
  tag: string,
  routes: G & { readonly [K in keyof G]: RouteInput<G[K]['path']> },
): { readonly [K in keyof G]: G[K] & { readonly tag: string } } {
  const tagged = Object.entries(routes).map(([key, route]) => [key, { ...route, tag }]);
  return Object.fromEntries(tagged) as unknown as {
    readonly [K in keyof G]: G[K] & { readonly tag: string };
  };
}

export const isFileAnswer = (answer: RouteShape['answer']): answer is FileAnswer => 'mediaType' in answer;

/** '/events/:id' → '/events/{id}' (OpenAPI's and the docs' spelling). */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');
