import { AppError } from '../common/app-error.js';
import type { Decider } from '../event-store/decider.js';
import {
  ConcurrencyError,
  EVENT_COLUMNS,
  type EventRow,
  type EventStore,
} from '../event-store/event-store.js';
import { isUniqueViolation, type Sql } from '../event-store/sql.js';
import type { EventMetadata, NewEvent } from '../event-store/stored-event.js';
import type { AttendanceState, RecordAttendance } from './domain/attendance.decider.js';
import type { VisitPlace } from './visit-places.js';
import { visitsOf, type VisitDto } from './visit-reads.js';

/** One scan or check-in waiting for its batch. */
export interface AttendanceRequest {
  placeId: number;
  placeEventId: number;
  attendeeId: number;
  metadata: EventMetadata;
}

type Outcome = { visit: VisitDto | undefined } | { error: unknown };

interface Waiting extends AttendanceRequest {
  done(outcome: Outcome): void;
}

/** Requests per transaction at most, and transactions in flight at once. */
const MAX_BATCH = 100;
const IN_FLIGHT = 4;

/**
 * Group commit for attendance: requests that arrive while earlier ones are being written share one transaction
 * (look up every attendee, load every stream, decide each, append all, project all, read back all: a handful
 * of statements for the whole batch instead of nine per scan). A quiet server writes each request at once; a
 * rush fills batches by itself. Each request gets its own answer or refusal, exactly as one by one: a
 * refusal (duplicate, unknown attendee) is its own; a batch that meets a concurrent writer (a racing scan of
 * the same stream in another batch or node) is written again one request at a time through `single`.
 */
export class AttendanceBatcher<E extends NewEvent> {
  private readonly queue: Waiting[] = [];
  private inFlight = 0;
  private pumpScheduled = false;

  constructor(
    private readonly store: EventStore,
    private readonly place: VisitPlace,
    private readonly decider: Decider<RecordAttendance, AttendanceState, E>,
    private readonly streamOf: (placeId: number, attendeeId: number) => string,
    private readonly single: (request: AttendanceRequest) => Promise<VisitDto | undefined>,
  ) {}

  record(request: AttendanceRequest): Promise<VisitDto | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({
        ...request,
        done: (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome.visit)),
      });
      // requests made in the same turn of the event loop go together
      if (this.pumpScheduled) return;
      this.pumpScheduled = true;
      queueMicrotask(() => {
        this.pumpScheduled = false;
        this.pump();
      });
    });
  }

  private pump(): void {
    while (this.inFlight < IN_FLIGHT && this.queue.length) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.inFlight++;
      void this.write(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async write(batch: Waiting[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      outcomes = await this.store.transaction((tx) =>
        this.decideAll(tx.sql, batch, (appends) => tx.appendMany(appends)),
      );
    } catch (error) {
      const concurrent =
        error instanceof ConcurrencyError || isUniqueViolation(error, 'event_log_client_event_id_key');
      if (!concurrent && batch.length === 1) {
        batch[0].done({ error });
        return;
      }
      // another writer got in between (or one request broke the batch): each goes on its own
      await Promise.all(
        batch.map(({ done, ...request }) =>
          this.single(request).then(
            (visit) => done({ visit }),
            (failure: unknown) => done({ error: failure }),
          ),
        ),
      );
      return;
    }
    batch.forEach((request, i) => request.done(outcomes[i]));
  }

  private async decideAll(
    sql: Sql,
    batch: Waiting[],
    append: (
      appends: { streamId: string; expectedVersion: number; events: E[]; metadata: EventMetadata }[],
    ) => Promise<unknown>,
  ): Promise<Outcome[]> {
    const keys = batch.flatMap((r) => (r.metadata.clientEventId ? [r.metadata.clientEventId] : []));
    const earlier = new Set(
      keys.length
        ? (
            await sql.query<{ client_event_id: string }>(
              `SELECT client_event_id FROM event_log WHERE client_event_id = ANY($1::text[])`,
              [keys],
            )
          ).map((r) => r.client_event_id)
        : [],
    );
    const attendeeEvents = new Map(
      (
        await sql.query<{ id: number; event_id: number }>(
          `SELECT id, event_id FROM attendees WHERE id = ANY($1::int[])`,
          [[...new Set(batch.map((r) => r.attendeeId))]],
        )
      ).map((r) => [r.id, r.event_id]),
    );
    const streamIds = [...new Set(batch.map((r) => this.streamOf(r.placeId, r.attendeeId)))];
    const rows = await sql.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM event_log WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, version`,
      [streamIds],
    );
    const streams = new Map<string, { state: AttendanceState; version: number }>();
    for (const event of await this.store.open(sql, rows)) {
      const stream = streams.get(event.streamId) ?? { state: this.decider.initialState, version: 0 };
      streams.set(event.streamId, {
        state: this.decider.evolve(stream.state, event as unknown as E),
        version: event.version,
      });
    }

    // decide in arrival order: a second request of a stream sees the first one's event
    const decided: ({ kind: 'new' | 'earlier' } | { kind: 'refused'; error: unknown })[] = [];
    const appends: { streamId: string; expectedVersion: number; events: E[]; metadata: EventMetadata }[] = [];
    const keysInBatch = new Map<string, number>();
    batch.forEach((request, index) => {
      const key = request.metadata.clientEventId;
      if (key && (earlier.has(key) || keysInBatch.has(key))) {
        decided.push({ kind: 'earlier' }); // a resend: answered like the first
        return;
      }
      const streamId = this.streamOf(request.placeId, request.attendeeId);
      const stream = streams.get(streamId) ?? { state: this.decider.initialState, version: 0 };
      try {
        const events = this.decider.decide(
          {
            type: 'RecordAttendance',
            data: {
              placeId: request.placeId,
              placeEventId: request.placeEventId,
              attendeeId: request.attendeeId,
              attendeeEventId: attendeeEvents.get(request.attendeeId) ?? null,
            },
          },
          stream.state,
        );
        appends.push({ streamId, expectedVersion: stream.version, events, metadata: request.metadata });
        streams.set(streamId, {
          state: events.reduce(this.decider.evolve, stream.state),
          version: stream.version + events.length,
        });
        if (key) keysInBatch.set(key, index);
        decided.push({ kind: 'new' });
      } catch (refusal) {
        if (!(refusal instanceof AppError)) throw refusal;
        decided.push({ kind: 'refused', error: refusal });
      }
    });
    if (appends.length) await append(appends);

    const answered = batch.filter((_, i) => decided[i].kind !== 'refused');
    const visits = await visitsOf(
      sql,
      this.place,
      answered.map((r) => ({ placeId: r.placeId, attendeeId: r.attendeeId })),
    );
    const byPair = new Map(visits.map(({ placeId, ...visit }) => [`${placeId}:${visit.userId}`, visit]));
    return batch.map((request, i) => {
      const decision = decided[i];
      if (decision.kind === 'refused') return { error: decision.error };
      return { visit: byPair.get(`${request.placeId}:${request.attendeeId}`) };
    });
  }
}
