import type { RouteShape } from '@expo/contract/routes/route';

import { call, type AnswerOf, type AuthMode, type CallInput } from '../../lib/api/api-client';
import { getStoredEventId } from '../../lib/session/admin';

/**
 * How one entry is read: by the admin, within their event (the default); or by a public page that may be opened
 * without a login ('optional': the admin's token when there is one), which names the entry by its id alone and
 * sends no event.
 */
export type EntryRead = { signal?: AbortSignal } & (
  { auth?: 'admin'; eventId: number } | { auth: 'optional'; eventId?: never }
);

/** The calls of a catalogue kind: its entries `E` as the contract answers them, its form's values `F` as bodies. */
export interface CatalogCalls<E, F> {
  /** GET: the event's entries. */
  list: (signal?: AbortSignal) => Promise<E[]>;
  /** GET {id}: one entry, of the admin's event or (auth 'optional') as a public page reads it. */
  get: (id: string, read: EntryRead) => Promise<E>;
  /** POST: registers an entry. */
  create: (fields: F, eventId: number) => Promise<E>;
  /** PUT {id}: saves an entry (an empty password keeps the old one). */
  update: (id: string, fields: F, eventId: number) => Promise<E>;
  /** DELETE {id}: removes an entry with what hangs on it. */
  remove: (id: number) => Promise<unknown>;
}

/** A catalogue kind's routes in the contract's table (booths, lectures, desks). */
type CatalogRoutes = Record<'list' | 'register' | 'get' | 'update' | 'remove', RouteShape>;

/** The calls of a kind's routes: answers and bodies as the contract types them. */
export function catalogCalls<G extends CatalogRoutes>(
  routes: G,
): CatalogCalls<AnswerOf<G['get']>, CallInput<G['register']>['body']> {
  // the routes' params, query and answers are the same for every kind: the generic kind cannot narrow them
  const send = (
    route: RouteShape,
    input: { params?: { id: string | number }; query: { eventId?: number | null } } & {
      body?: CallInput<G['register']>['body'];
      signal?: AbortSignal;
      auth?: AuthMode;
    },
  ) => call(route, input as never) as Promise<never>;
  return {
    list: (signal) => send(routes.list, { query: { eventId: getStoredEventId() }, signal }),
    get: (id, { auth = 'admin', eventId, signal }) =>
      send(routes.get, { params: { id }, auth, query: { eventId }, signal }),
    create: (body, eventId) => send(routes.register, { body, query: { eventId } }),
    update: (id, body, eventId) => send(routes.update, { params: { id }, body, query: { eventId } }),
    remove: (id) => send(routes.remove, { params: { id }, query: { eventId: getStoredEventId() } }),
  };
}
