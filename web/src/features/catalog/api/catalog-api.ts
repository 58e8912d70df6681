import type { Removed } from '@expo/contract/answers';

import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';

/**
 * How one entry is read: by the admin, within their event (the default); or by a public page that may be opened
 * without a login ('optional': the admin's token when there is one), which names the entry by its id alone and
 * sends no event.
 */
export type EntryRead = { signal?: AbortSignal } & (
  { auth?: 'admin'; eventId: number } | { auth: 'optional'; eventId?: never }
);

/** The five calls of a catalogue kind at `/api{path}`: its entries as the contract answers them. */
export function catalogApi<E, F>(path: string) {
  const one = (id: string | number) => `${path}/${encodeURIComponent(String(id))}`;
  return {
    /** GET: the event's entries. */
    list: (signal?: AbortSignal) => api.get<E[]>(path, { query: { eventId: getStoredEventId() }, signal }),
    /** GET {id}: one entry, of the admin's event or (auth 'optional') as a public page reads it. */
    get: (id: string, { auth = 'admin', eventId, signal }: EntryRead) =>
      api.get<E>(one(id), { auth, query: { eventId }, signal }),
    /** POST: registers an entry. */
    create: (fields: F, eventId: number) => api.post<E>(path, fields, { query: { eventId } }),
    /** PUT {id}: saves an entry (an empty password keeps the old one). */
    update: (id: string, fields: F, eventId: number) => api.put<E>(one(id), fields, { query: { eventId } }),
    /** DELETE {id}: removes an entry with what hangs on it. */
    remove: (id: number) => api.delete<Removed>(one(id), { query: { eventId: getStoredEventId() } }),
  };
}
