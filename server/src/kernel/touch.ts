import type { NewEvent } from './new-event.js';
import type { PlaceKind } from './live-rooms.js';

/** What a committed event changes of what sockets see: a room and what of it is to be pushed again. */
export type Touch =
  /** An event's dashboard: which of its figures changed. */
  | {
      on: 'stats';
      eventId: number;
      attendees?: true;
      visits?: true;
      /** An entry at the desk: today's and each day's entries changed. */
      entries?: true;
      booth?: number;
      lecture?: number;
      /** When the visit happened: its 10-minute bucket changed. */
      at?: Date;
      /** Something is gone (a removed booth or lecture): the dashboard reloads everything. */
      resync?: true;
    }
  /** A booth's or lecture's visitor list: a new visitor, or `refresh` when rows changed in place. */
  | { on: 'place'; kind: PlaceKind; placeId: number; visitor?: number; refresh?: true; resync?: true }
  /** The visitor lists holding this attendee (found in the read models) show changed rows. */
  | { on: 'attendee-places'; attendeeId: number }
  /** What the event's booths may see changed (its privacy settings): their lists show changed rows. */
  | { on: 'event-booths'; eventId: number }
  /** A booth's login changed or the booth is gone: its phones' sessions end. */
  | { on: 'booth-session'; boothId: number; removed: boolean }
  /** A desk's login changed or the desk is gone: its laptops' sessions end. */
  | { on: 'desk-session'; deskId: number; removed: boolean }
  /** The event's walk-in list changed (a walk-in registered, or an attendee deleted): the desks read it again. */
  | { on: 'walk-ins'; eventId: number }
  /** This attendee's row changed (edited, badge printed): the desks read their list again if it is a walk-in. */
  | { on: 'walk-in-attendee'; attendeeId: number }
  /** A QR message of the event was queued or changed state: its bulk sends' progress changed. */
  | { on: 'messages'; eventId: number }
  /** A survey of the event was answered or changed: its results pages read them again. */
  | { on: 'surveys'; eventId: number; surveyId: number };

/** A committed event as the live feed reads it from the log. */
export interface LoggedEvent {
  type: string;
  data: unknown;
  recordedAt: Date;
}

/**
 * What each of a context's events touches, by the event's type: a context lists only its own events, and a
 * renamed event fails the build (the keys are its event union's types).
 */
export type TouchesOf<E extends NewEvent> = {
  readonly [T in E['type']]?: (data: Extract<E, { type: T }>['data'], recordedAt: Date) => Touch[];
};

/** Every context's touches by event type, merged once (a context's events are its own: no type twice). */
export type TouchTable = ReadonlyMap<string, (data: never, recordedAt: Date) => Touch[]>;

export function touchTable(tables: readonly TouchesOf<NewEvent>[]): TouchTable {
  const merged = new Map<string, (data: never, recordedAt: Date) => Touch[]>();
  for (const table of tables) {
    for (const [type, touches] of Object.entries(table)) {
      if (!touches) continue;
      if (merged.has(type)) throw new Error(`two contexts say what ${type} touches`);
      merged.set(type, touches as (data: never, recordedAt: Date) => Touch[]);
    }
  }
  return merged;
}

/** What a committed event changes of what sockets see: pure, so it is tested without a database. */
export function touchesOf(table: TouchTable, event: LoggedEvent): Touch[] {
  const touches = table.get(event.type);
  return touches ? touches((event.data ?? {}) as never, event.recordedAt) : [];
}
