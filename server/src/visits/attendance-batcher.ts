import { boothSessionsHolding, sessionEnded } from '../auth/booth-session.js';
import type { BoothPrincipal } from '../auth/booth-principal.js';
import { AppError } from '../common/app-error.js';
import type { Decider } from '../event-store/decider.js';
import {
  ConcurrencyError,
  type EventStore,
  type EventStoreTx,
  type StreamAppend,
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
  /** The booth phone's token: the request is refused (401) unless its session still holds in this transaction. */
  session?: BoothPrincipal;
}

type Outcome = { visit: VisitDto | undefined } | { error: unknown };

/**
 * How the recorded visits are shown to whoever recorded them (a booth's phone sees a visitor as its booth may:
 * privacy/exhibitor-view.ts), read in the transaction that wrote them: once for a whole batch, in the same
 * order. Without it, the visits as they are.
 */
export type PresentVisits = (
  sql: Sql,
  visits: readonly { placeId: number; visit: VisitDto }[],
) => Promise<VisitDto[]>;

interface Waiting extends AttendanceRequest {
  done(outcome: Outcome): void;
}

/** Requests per transaction at most. */
const MAX_BATCH = 200;
/**
 * Transactions in flight at once, one per lane. A place always goes to the same lane (its id modulo LANES), so
 * two transactions in flight never update the same place's visit counter: they would wait for each other's
 * row lock until commit, which turned four transactions in flight into one at a time.
 */
const LANES = 4;

/**
 * Group commit for attendance: requests that arrive while earlier ones are being written share one transaction
 * (look up every attendee, load every stream, decide each, append all, project all, read back all: a handful
 * of statements for the whole batch instead of nine per scan). A quiet server writes each request at once; a
 * rush fills batches by itself. Each request gets its own answer or refusal, exactly as one by one: a
 * refusal (duplicate, unknown attendee) is its own; a batch that meets a concurrent writer (a racing scan of
 * the same stream in another batch or node) is written again one request at a time through `single`.
 */
export class AttendanceBatcher<E extends NewEvent> {
  private readonly lanes = Array.from({ length: LANES }, () => ({ queue: [] as Waiting[], busy: false }));
  private pumpScheduled = false;

  constructor(
    private readonly store: EventStore,
    private readonly place: VisitPlace,
    private readonly decider: Decider<RecordAttendance, AttendanceState, E>,
    private readonly streamOf: (placeId: number, attendeeId: number) => string,
    private readonly single: (request: AttendanceRequest) => Promise<VisitDto | undefined>,
    private readonly present?: PresentVisits,
  ) {}

  record(request: AttendanceRequest): Promise<VisitDto | undefined> {
    return new Promise((resolve, reject) => {
      this.lanes[request.placeId % LANES].queue.push({
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
    for (const lane of this.lanes) {
      if (lane.busy || !lane.queue.length) continue;
      const batch = lane.queue.splice(0, MAX_BATCH);
      lane.busy = true;
      void this.write(batch).finally(() => {
        lane.busy = false;
        this.pump();
      });
    }
  }

  private async write(batch: Waiting[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      outcomes = await this.store.transaction((tx) => this.decideAll(tx, batch));
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

  private async decideAll(tx: EventStoreTx, batch: Waiting[]): Promise<Outcome[]> {
    const earlier = await tx.knownClientEventIds(
      batch.flatMap((r) => (r.metadata.clientEventId ? [r.metadata.clientEventId] : [])),
    );
    const attendeeEvents = new Map(
      (
        await tx.sql.query<{ id: number; event_id: number }>(
          `SELECT id, event_id FROM attendees WHERE id = ANY($1::int[])`,
          [[...new Set(batch.map((r) => r.attendeeId))]],
        )
      ).map((r) => [r.id, r.event_id]),
    );
    const holding = await boothSessionsHolding(
      tx.sql,
      batch.flatMap((r) => (r.session ? [r.session] : [])),
    );
    const streamOf = (r: AttendanceRequest) => this.streamOf(r.placeId, r.attendeeId);
    const streams = await tx.loadMany(
      [...new Set(batch.map(streamOf))],
      this.decider.evolve,
      this.decider.initialState,
    );

    // decide in arrival order: a second request of a stream sees the first one's event; a resend (its client
    // event id recorded already, or earlier in this batch) is answered like the first
    const refusals = new Map<Waiting, unknown>();
    const appends: StreamAppend[] = [];
    for (const request of batch) {
      if (request.session && !holding.has(request.session)) {
        refusals.set(request, sessionEnded());
        continue;
      }
      const key = request.metadata.clientEventId;
      if (key && earlier.has(key)) continue;
      const streamId = streamOf(request);
      const stream = streams.get(streamId)!;
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
        if (key) earlier.add(key);
      } catch (refusal) {
        if (!(refusal instanceof AppError)) throw refusal;
        refusals.set(request, refusal);
      }
    }
    if (appends.length) await tx.appendMany(appends);

    const answered = batch.filter((request) => !refusals.has(request));
    const visits = await visitsOf(tx.sql, this.place, answered);
    const shown = this.present
      ? await this.present(
          tx.sql,
          visits.map(({ placeId, ...visit }) => ({ placeId, visit })),
        )
      : visits;
    const byPair = new Map(visits.map(({ placeId, userId }, i) => [`${placeId}:${userId}`, shown[i]]));
    return batch.map((request) =>
      refusals.has(request)
        ? { error: refusals.get(request) }
        : { visit: byPair.get(`${request.placeId}:${request.attendeeId}`) },
    );
  }
}
