import { sessionEnded } from '../../../auth/booth-session.js';
import { concernedOf, type AccessRecord } from '../../../access-records/domain/access-record.js';
import { accessRecordsWrite } from '../../../access-records/log/access-record-writes.js';
import { AppError } from '../../../kernel/app-error.js';
import { ConferenceErrors } from '../../../conferences/domain/conference.decider.js';
import type { Decider } from '../../../kernel/decider.js';
import {
  ConcurrencyError,
  type EventStore,
  type EventStoreTx,
  type StreamAppend,
} from '../../../event-store/event-store.js';
import { isUniqueViolation } from '../../../database/sql.js';
import type { NewEvent } from '../../../kernel/new-event.js';
import type { AttendanceRequest, ReadBatchFacts } from './attendance-facts.js';
import type { AttendanceState, RecordAttendance } from '../../domain/attendance.decider.js';
import type { VisitPlace } from '../../domain/visit-places.js';
import { recordedVisitsOf, visitsRecordedBy } from '../../queries/visit-reads.js';
import type { Visit } from '@expo/contract/visits';

/**
 * The access records of the answered requests (each names the attendee it showed). A booth phone's record
 * takes the booth's name from `placeNameOf` when known (read with the batch's facts: the record's statement
 * then needs no lookup of its own).
 */
export const accessRecordsOf = (
  answered: readonly AttendanceRequest[],
  placeNameOf: (placeId: number) => string | undefined = () => undefined,
): AccessRecord[] =>
  answered.flatMap(({ access, attendeeId, placeId }) => {
    if (!access) return [];
    const { actor } = access;
    const name = actor.name ?? (actor.kind === 'booth' && actor.id === placeId ? placeNameOf(placeId) : null);
    return [
      {
        ...access,
        actor: { ...actor, name: name ?? null },
        concerned: concernedOf([attendeeId]),
        reason: null,
      },
    ];
  });

type Outcome = { visit: Visit | undefined } | { error: unknown };

interface Waiting extends AttendanceRequest {
  done(outcome: Outcome): void;
}

/** Requests per write at most. */
const MAX_BATCH = 200;
/**
 * Writes in flight at once, one per lane. A place always goes to the same lane (its id modulo LANES), so two
 * writes in flight never update the same place's visit counter: they would wait for each other's row lock
 * until commit, which turned four transactions in flight into one at a time. Two since a batch is one write
 * (2026-11-28, quick alternating runs against four): fewer, larger batches cost PostgreSQL 0.77× a visit,
 * the server 0.95×, at 1.04–1.44× the visits a second, and the open loop at 1,000/s answered sooner (p99 70–640
 * ms against 2,078–2,899 ms); one lane was slower again (0.94×).
 */
const LANES = 2;

/**
 * The lanes of a store: one per connection the pool can give at most. The embedded database has one
 * connection: there, several lanes only wait for it with smaller batches each (1,444–1,482 visits/s with four
 * against 1,903–1,927 with two, in alternating runs); one lane takes whatever waits.
 */
const lanesOf = (store: EventStore): number =>
  Math.max(1, Math.min(LANES, (store.dataSource.options as { poolSize?: number }).poolSize ?? LANES));

/**
 * Group commit for attendance: requests that arrive while earlier ones are being written share one write
 * (look up every attendee, load every stream, decide each, then append all with their projections and access
 * records in one statement: three statements for the whole batch instead of nine per scan). A quiet server writes each request at once; a
 * rush fills batches by itself. Each request gets its own answer or refusal, exactly as one by one: a
 * refusal (duplicate, unknown attendee) is its own; a batch that meets a concurrent writer (a racing scan of
 * the same stream in another batch or node) is written again one request at a time through `single`.
 */
export class AttendanceBatcher<E extends NewEvent> {
  private readonly lanes: { queue: Waiting[]; busy: boolean }[];
  private pumpScheduled = false;

  constructor(
    private readonly store: EventStore,
    private readonly place: VisitPlace,
    private readonly decider: Decider<RecordAttendance, AttendanceState, E>,
    private readonly streamOf: (placeId: number, attendeeId: number) => string,
    private readonly single: (request: AttendanceRequest) => Promise<Visit | undefined>,
    private readonly readFacts: ReadBatchFacts,
  ) {
    this.lanes = Array.from({ length: lanesOf(store) }, () => ({ queue: [], busy: false }));
  }

  record(request: AttendanceRequest): Promise<Visit | undefined> {
    return new Promise((resolve, reject) => {
      this.lanes[request.placeId % this.lanes.length].queue.push({
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
      outcomes = await this.store.connected((tx) => this.decideAll(tx, batch));
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

  /**
   * The whole batch in a fixed number of statements however many requests it holds (test/e2e/scan-sql-budget),
   * on one connection without BEGIN and COMMIT (two of eight round trips before): its facts (attendees,
   * sessions, what the booths may see) and its streams with the client ids already known, read as any
   * statement of a READ COMMITTED transaction would; then the appends with their projections and the access
   * records in one statement, all or nothing. The answers come from the facts and the appended events (a
   * resend's visit, recorded earlier, is read back). A stream written meanwhile by another batch or node fails
   * the append (its version taken): the batch goes again one by one.
   */
  private async decideAll(tx: EventStoreTx, batch: Waiting[]): Promise<Outcome[]> {
    const facts = await this.readFacts(tx.sql, batch);
    const streamOf = (r: AttendanceRequest) => this.streamOf(r.placeId, r.attendeeId);
    const { streams, known: earlier } = await tx.loadManyAndKnown(
      [...new Set(batch.map(streamOf))],
      batch.flatMap((r) => (r.metadata.clientEventId ? [r.metadata.clientEventId] : [])),
      this.decider.evolve,
      this.decider.initialState,
    );

    // decide in arrival order: a second request of a stream sees the first one's event; a resend (its client
    // event id recorded already, or earlier in this batch) is answered like the first
    const refusals = new Map<Waiting, unknown>();
    // when the batch is decided: a revisit is a scan this long after the attendee's last one at the booth
    const at = Date.now();
    const appends: StreamAppend[] = [];
    for (const request of batch) {
      if (request.session && !facts.holds(request.session)) {
        refusals.set(request, sessionEnded());
        continue;
      }
      const key = request.metadata.clientEventId;
      if (key && earlier.has(key)) continue;
      // '행사 종료': a scan or check-in of the closed event's attendee at its place records nothing
      const closed = facts.closedEventOf(request.attendeeId);
      if (closed !== undefined && facts.eventOf(request.attendeeId) === request.placeEventId) {
        refusals.set(request, ConferenceErrors.closed(closed));
        continue;
      }
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
              attendeeEventId: facts.eventOf(request.attendeeId),
              at,
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
    // the events, their projections and the answered requests' access records: one atomic statement
    const answered = batch.filter((request) => !refusals.has(request));
    const access = accessRecordsWrite(accessRecordsOf(answered, facts.placeNameOf));
    const stored = await tx.appendAtomically(appends, access ? [access] : []);
    // the visits recorded now are answered from their events and the facts; only a resend's is read back
    const fresh = visitsRecordedBy(this.place, stored, facts.visitorOf);
    const pairOf = (placeId: number, attendeeId: number) => `${placeId}:${attendeeId}`;
    const freshPairs = new Set(fresh.map(({ placeId, visit }) => pairOf(placeId, visit.userId)));
    const resent = answered.filter((r) => !freshPairs.has(pairOf(r.placeId, r.attendeeId)));
    const visits = [...fresh, ...(await recordedVisitsOf(tx.sql, this.place, resent))];
    const shown = facts.present(visits);
    const byPair = new Map(visits.map(({ placeId, visit }, i) => [pairOf(placeId, visit.userId), shown[i]]));
    return batch.map((request) =>
      refusals.has(request)
        ? { error: refusals.get(request) }
        : { visit: byPair.get(pairOf(request.placeId, request.attendeeId)) },
    );
  }
}
