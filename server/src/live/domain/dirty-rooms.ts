import { deskRoom, eventRoom, placeRoom, type PlaceKind } from '../../kernel/live-rooms.js';
import type { Touch } from '../../kernel/touch.js';

/** What changed of an event's dashboard since its last push. */
export interface StatsChanges {
  eventId: number;
  attendees: boolean;
  visits: boolean;
  /** Entries at the desk: each day's entries are read again. */
  entries: boolean;
  booths: Set<number>;
  lectures: Set<number>;
  /** The earliest visit time changed: its bucket and the later ones are read again. */
  since?: Date;
  resync: boolean;
}

/** What changed of a booth's or lecture's visitor list since its last push. */
export interface PlaceChanges {
  kind: PlaceKind;
  placeId: number;
  /** The attendees recorded since the last push, in commit order. */
  visitors: number[];
  refresh: boolean;
  resync: boolean;
}

export interface DuePushes {
  stats: StatsChanges[];
  places: PlaceChanges[];
  /** Booths whose phones' sessions are to be checked (false) or ended (true). */
  sessions: Map<number, boolean>;
  /** Desks whose laptops' sessions are to be checked (false) or ended (true). */
  deskSessions: Map<number, boolean>;
  /** Events whose walk-in list changed: their desks are told to read it again. */
  walkIns: number[];
  /** Events whose QR messages changed: their bulk sends' progress is pushed. */
  messages: number[];
  /** Events whose surveys were answered or changed: their admins are told which (a signal, no answers). */
  surveys: { eventId: number; surveyIds: number[] }[];
}

/** Message progress is pushed at most once a second per event (a bulk send changes it 20 times a second). */
const MESSAGES_INTERVAL_MS = 1000;

/** The key an event's message pushes are paced by (they go to the event's room, apart from its stats). */
const messagesKey = (eventId: number) => `messages:${eventId}`;
/** The key an event's survey signals are paced by: once a second, however many answers arrive. */
const surveysKey = (eventId: number) => `surveys:${eventId}`;

/**
 * Collects touches per room and hands out the rooms whose last push is at least `intervalMs` old: a rush of
 * visits becomes a few absolute pushes per room per second. Pure apart from the clock the caller passes in.
 */
export class DirtyRooms {
  private readonly stats = new Map<number, StatsChanges>();
  private readonly places = new Map<string, PlaceChanges>();
  private readonly sessions = new Map<number, boolean>();
  private readonly messages = new Set<number>();
  private readonly surveys = new Map<number, Set<number>>();
  private readonly deskSessions = new Map<number, boolean>();
  private readonly walkIns = new Set<number>();
  private readonly lastPush = new Map<string, number>();
  /** Attendees whose visitor rows changed: the caller finds their places and marks them. */
  readonly attendees = new Set<number>();
  /** Events whose booths' view of their visitors changed: the caller finds the booths and marks them. */
  readonly boothEvents = new Set<number>();
  /** Attendees whose row changed: the caller finds the events whose walk-ins they are and marks them. */
  readonly walkInAttendees = new Set<number>();

  constructor(private readonly intervalMs: number) {}

  mark(touch: Touch): void {
    switch (touch.on) {
      case 'stats': {
        let changes = this.stats.get(touch.eventId);
        if (!changes) {
          changes = {
            eventId: touch.eventId,
            attendees: false,
            visits: false,
            entries: false,
            booths: new Set(),
            lectures: new Set(),
            resync: false,
          };
          this.stats.set(touch.eventId, changes);
        }
        if (touch.attendees) changes.attendees = true;
        if (touch.visits) changes.visits = true;
        if (touch.entries) changes.entries = true;
        if (touch.booth !== undefined) changes.booths.add(touch.booth);
        if (touch.lecture !== undefined) changes.lectures.add(touch.lecture);
        if (touch.at && (!changes.since || touch.at < changes.since)) changes.since = touch.at;
        if (touch.resync) changes.resync = true;
        return;
      }
      case 'place': {
        const key = placeRoom(touch.kind, touch.placeId);
        const changes = this.places.get(key) ?? {
          kind: touch.kind,
          placeId: touch.placeId,
          visitors: [],
          refresh: false,
          resync: false,
        };
        if (touch.visitor !== undefined) changes.visitors.push(touch.visitor);
        if (touch.refresh) changes.refresh = true;
        if (touch.resync) changes.resync = true;
        this.places.set(key, changes);
        return;
      }
      case 'attendee-places':
        this.attendees.add(touch.attendeeId);
        return;
      case 'event-booths':
        this.boothEvents.add(touch.eventId);
        return;
      case 'booth-session':
        this.sessions.set(touch.boothId, touch.removed || (this.sessions.get(touch.boothId) ?? false));
        return;
      case 'desk-session':
        this.deskSessions.set(touch.deskId, touch.removed || (this.deskSessions.get(touch.deskId) ?? false));
        return;
      case 'walk-ins':
        this.walkIns.add(touch.eventId);
        return;
      case 'walk-in-attendee':
        this.walkInAttendees.add(touch.attendeeId);
        return;
      case 'messages':
        this.messages.add(touch.eventId);
        return;
      case 'surveys':
        this.surveys.set(touch.eventId, (this.surveys.get(touch.eventId) ?? new Set()).add(touch.surveyId));
    }
  }

  get empty(): boolean {
    return (
      !this.stats.size &&
      !this.places.size &&
      !this.sessions.size &&
      !this.attendees.size &&
      !this.boothEvents.size &&
      !this.messages.size &&
      !this.surveys.size &&
      !this.deskSessions.size &&
      !this.walkIns.size &&
      !this.walkInAttendees.size
    );
  }

  /** Takes the changes of every room whose interval has passed (sessions always), marking them pushed now. */
  takeDue(now: number): DuePushes {
    const due = (room: string, interval = this.intervalMs) => {
      const last = this.lastPush.get(room);
      if (last !== undefined && now - last < interval) return false;
      this.lastPush.set(room, now);
      return true;
    };
    const stats = [...this.stats.values()].filter((c) => due(eventRoom(c.eventId)));
    for (const c of stats) this.stats.delete(c.eventId);
    const places = [...this.places.entries()].filter(([room]) => due(room)).map(([, c]) => c);
    for (const c of places) this.places.delete(placeRoom(c.kind, c.placeId));
    const sessions = new Map(this.sessions);
    this.sessions.clear();
    const messages = [...this.messages].filter((eventId) =>
      due(messagesKey(eventId), Math.max(this.intervalMs, MESSAGES_INTERVAL_MS)),
    );
    for (const eventId of messages) this.messages.delete(eventId);
    const surveys = [...this.surveys]
      .filter(([eventId]) => due(surveysKey(eventId), Math.max(this.intervalMs, MESSAGES_INTERVAL_MS)))
      .map(([eventId, ids]) => ({ eventId, surveyIds: [...ids] }));
    for (const { eventId } of surveys) this.surveys.delete(eventId);
    const deskSessions = new Map(this.deskSessions);
    this.deskSessions.clear();
    const walkIns = [...this.walkIns].filter((eventId) => due(deskRoom(eventId)));
    for (const eventId of walkIns) this.walkIns.delete(eventId);
    this.forgetQuietRooms(now);
    return { stats, places, sessions, messages, deskSessions, walkIns, surveys };
  }

  /** Rooms not pushed for a while need no memory: their next push goes out at once anyway. */
  private forgetQuietRooms(now: number): void {
    if (this.lastPush.size < 10_000) return;
    for (const [room, at] of this.lastPush) if (now - at >= this.intervalMs) this.lastPush.delete(room);
  }
}
