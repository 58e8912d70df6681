import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import {
  latestCheckpoint,
  loadCheckpoint,
  readCommitted,
  saveCheckpoint,
  START,
  type Checkpoint,
} from '../event-store/commit-order-reader.js';
import type { BoundedContext } from '../event-store/bounded-context.js';
import { BOUNDED_CONTEXTS } from '../kernel/tokens.js';
import { OutageNotice } from '../database/outage-notice.js';
import { EventStore } from '../event-store/event-store.js';
import type { Sql } from '../database/sql.js';
import { DirtyRooms, type DuePushes } from './domain/dirty-rooms.js';
import { touchTable, touchesOf, type TouchTable } from '../kernel/touch.js';
import { LiveGateway, type Delivery } from './live.gateway.js';
import { LIVE_TRANSPORT, type LiveTransport } from './live-transport.js';
import {
  PushBuilder,
  boothPhonePushes,
  boothsOf,
  placesShowing,
  programmePushOf,
  walkInEventsOf,
} from './live-pushes.js';
import {
  boothPhonesRoom,
  deskRoom,
  eventRoom,
  placeRoom,
  programmeRoom,
  type PlaceKind,
} from '../kernel/live-rooms.js';

const CHECKPOINT = 'live';

/** The rooms showing a place's visitors: its watchers', and a booth's phones. */
const placeRooms = (kind: PlaceKind, placeId: number): string[] =>
  kind === 'booth' ? [placeRoom(kind, placeId), boothPhonesRoom(placeId)] : [placeRoom(kind, placeId)];
/** A signed-in booth phone's or desk laptop's login version, to cut its sockets once the login changes. */
type CredentialsKind = 'booth' | 'desk';
const CREDENTIALS_VERSION_SQL: Record<CredentialsKind, string> = {
  booth: 'SELECT credentials_version FROM booths WHERE id = $1',
  desk: 'SELECT credentials_version FROM desks WHERE id = $1',
};

/** Events read per query, and queries per round at most (then the round pushes what it has). */
const BATCH = 2000;
const BATCHES_PER_ROUND = 10;
/** Between rounds while the database is away (instead of the poll interval: no busy loop of failures). */
const OUTAGE_RETRY_MS = 500;

/**
 * The live leader's loop: reads the committed log in commit order, marks the rooms each event touches, and
 * pushes absolute values to the rooms whose interval has passed. Runs on every node; only the leader works.
 */
@Injectable()
export class LiveFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Live');
  private readonly dirty: DirtyRooms;
  /** What each event type touches, from every context's declaration. */
  private readonly touches: TouchTable;
  private readonly pushes = new PushBuilder();
  private checkpoint?: Checkpoint;
  private timer?: NodeJS.Timeout;
  private round?: Promise<void>;
  private stopped = false;
  private readonly outage = new OutageNotice(this.logger, '실시간 알림');

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LIVE_TRANSPORT) private readonly transport: LiveTransport,
    @Inject(LiveGateway) private readonly gateway: LiveGateway,
    @Inject(BOUNDED_CONTEXTS) contexts: readonly BoundedContext[],
  ) {
    this.dirty = new DirtyRooms(config.livePushIntervalMs);
    this.touches = touchTable(contexts.map((context) => context.touches ?? {}));
  }

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.round;
    await this.transport.leadership.close();
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.round = this.runRound()
        .then(
          (led) => {
            if (led) this.outage.succeeded();
          },
          (error: unknown) => {
            // the next round starts again from the saved checkpoint; pages refetch on the resync
            this.outage.failed(error, (other) =>
              this.logger.warn(`실시간 알림을 만들지 못했습니다: ${String(other)}`),
            );
            this.checkpoint = undefined;
          },
        )
        .finally(() => this.schedule(this.outage.down ? OUTAGE_RETRY_MS : this.config.livePollMs));
    }, delay);
  }

  /** One round: whether this node led in it (a node that does not lead reads nothing). */
  private async runRound(): Promise<boolean> {
    if (!(await this.transport.leadership.isLeader())) {
      this.checkpoint = undefined;
      return false;
    }
    if (!this.checkpoint) await this.takeOver();
    await this.readLog();
    if (!this.dirty.empty) await this.push(this.dirty.takeDue(Date.now()));
    return true;
  }

  /**
   * A new leader term starts at the end of the log. What the previous leader had read but not yet pushed is
   * unknown, so when there was one (its term start is saved), every socket refetches (a leader change is
   * rare: a node stopped).
   */
  private async takeOver(): Promise<void> {
    this.pushes.reset();
    const before = await loadCheckpoint(this.store, CHECKPOINT, this.transport.connect);
    this.checkpoint = await latestCheckpoint(this.store, this.transport.connect);
    await saveCheckpoint(this.store, CHECKPOINT, this.checkpoint, this.transport.connect);
    if (before !== START) this.gateway.resyncAll();
  }

  private async readLog(): Promise<void> {
    for (let i = 0; i < BATCHES_PER_ROUND; i++) {
      const read = await readCommitted(this.store, this.checkpoint!, {
        limit: BATCH,
        personalData: false,
        metadata: false,
        connect: this.transport.connect,
      });
      for (const event of read.events)
        for (const touch of touchesOf(this.touches, event)) this.dirty.mark(touch);
      this.checkpoint = read.checkpoint;
      if (read.events.length < BATCH) break;
    }
    if (this.dirty.boothEvents.size) {
      const events = [...this.dirty.boothEvents];
      this.dirty.boothEvents.clear();
      for (const placeId of await this.transport.connect((sql) => boothsOf(sql, events)))
        this.dirty.mark({ on: 'place', kind: 'booth', placeId, refresh: true });
    }
    if (this.dirty.walkInAttendees.size) {
      const attendees = [...this.dirty.walkInAttendees];
      this.dirty.walkInAttendees.clear();
      for (const eventId of await this.transport.connect((sql) => walkInEventsOf(sql, attendees)))
        this.dirty.mark({ on: 'walk-ins', eventId });
    }
    if (!this.dirty.attendees.size) return;
    const attendees = [...this.dirty.attendees];
    this.dirty.attendees.clear();
    for (const { kind, placeId } of await this.transport.connect((sql) => placesShowing(sql, attendees)))
      this.dirty.mark({ on: 'place', kind, placeId, refresh: true });
  }

  private async push(due: DuePushes): Promise<void> {
    try {
      this.gateway.deliver(await this.transport.connect((sql) => this.pushesOf(sql, due)));
    } catch (error) {
      // the values could not be read: the rooms refetch them over HTTP instead
      this.gateway.deliver([
        ...due.stats.flatMap((c): Delivery[] => [
          { room: eventRoom(c.eventId), name: 'resync' },
          { room: programmeRoom(c.eventId), name: 'resync' },
        ]),
        ...due.places.flatMap((c) =>
          placeRooms(c.kind, c.placeId).map((room): Delivery => ({ room, name: 'resync' })),
        ),
        ...due.messages.map((eventId): Delivery => ({ room: eventRoom(eventId), name: 'resync' })),
        ...due.walkIns.map((eventId): Delivery => ({ room: deskRoom(eventId), name: 'resync' })),
        ...due.surveys.map(({ eventId }): Delivery => ({ room: eventRoom(eventId), name: 'resync' })),
      ]);
      throw error;
    }
    for (const [boothId, removed] of due.sessions) {
      const cv = removed ? undefined : await this.credentialsVersion(boothId, 'booth');
      await this.gateway.endBoothSessions(boothId, cv);
    }
    for (const [deskId, removed] of due.deskSessions) {
      const cv = removed ? undefined : await this.credentialsVersion(deskId, 'desk');
      await this.gateway.endDeskSessions(deskId, cv);
    }
  }

  /** Every push of a round, read from the read models: delivered to all nodes as one message. */
  private async pushesOf(sql: Sql, due: DuePushes): Promise<Delivery[]> {
    const deliveries: Delivery[] = [];
    for (const changes of due.stats) {
      const room = eventRoom(changes.eventId);
      const programme = programmeRoom(changes.eventId);
      if (changes.resync) {
        deliveries.push({ room, name: 'resync' }, { room: programme, name: 'resync' });
        continue;
      }
      const stats = await this.pushes.stats(sql, changes);
      deliveries.push({ room, name: 'stats', payload: stats });
      // the programme pages get the same lectures' seats (no titles, nobody's data)
      if (stats.lectures?.length)
        deliveries.push({ room: programme, name: 'programme', payload: programmePushOf(stats) });
    }
    for (const kind of ['booth', 'lecture'] as const) {
      const changes = due.places.filter((c) => c.kind === kind);
      for (const c of changes.filter((c) => c.resync))
        for (const room of placeRooms(kind, c.placeId)) deliveries.push({ room, name: 'resync' });
      const live = changes.filter((c) => !c.resync);
      const pushes = await this.pushes.visits(sql, kind, live);
      // admins watching see every visitor; a booth's phones see them as the booth may (boothPhonePushes)
      for (const push of pushes)
        deliveries.push({ room: placeRoom(kind, push.placeId), name: 'visits', payload: push });
      for (const push of await boothPhonePushes(sql, pushes))
        deliveries.push({ room: boothPhonesRoom(push.placeId), name: 'visits', payload: push });
    }
    for (const eventId of due.messages)
      deliveries.push({
        room: eventRoom(eventId),
        name: 'messages',
        payload: await this.pushes.messages(sql, eventId),
      });
    // a signal, no rows: the desk reads its list over HTTP, where reading walk-ins' personal data is recorded
    for (const eventId of due.walkIns)
      deliveries.push({ room: deskRoom(eventId), name: 'walk-ins', payload: { eventId } });
    // a signal too: a results page reads its survey's results again over HTTP
    for (const payload of due.surveys)
      deliveries.push({ room: eventRoom(payload.eventId), name: 'surveys', payload });
    return deliveries;
  }

  private async credentialsVersion(id: number, kind: CredentialsKind): Promise<number | undefined> {
    const [row] = await this.transport.connect((sql) =>
      sql.query<{ credentials_version: number }>(CREDENTIALS_VERSION_SQL[kind], [id]),
    );
    return row?.credentials_version;
  }
}
