import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { EventStore } from './event-store.js';
import { DATA_SOURCE } from '../kernel/tokens.js';

/**
 * When the tables are analysed again: after this many events plus the log's size at the last time, i.e. when the
 * log has doubled. Plans go wrong when a table grows by orders of magnitude (the generic plan of an empty table
 * kept at 60,000 rows), not by a tenth; doubling bounds the ANALYZEs to a few in an event's life (at 1,000,
 * 3,000, 7,000 … 127,000 events), each of them a pause of the embedded database's one connection.
 */
export const ANALYZE_AFTER_EVENTS = 1_000;
/**
 * The tables that grow with the event day's scans, check-ins and messages (the attendees are analysed after each
 * import; the personal-data keys are read by key only): a smaller ANALYZE than the whole database's.
 */
export const GROWING_TABLES = [
  'event_log',
  'booth_visits',
  'booth_revisits',
  'lecture_checkins',
  'entries',
  'visit_counts',
  'personal_data_access',
  'booth_leads',
  'qr_messages',
  // the answers after a keynote: without statistics the results' count of 50,000 answers sorted 450,000 values
  // on disk (0.58 s) instead of hashing them (0.11 s); docs/SURVEYS.md, "Speed"
  'survey_answers',
] as const;
/** Never more often than this (ms): on the embedded database ANALYZE holds its one connection meanwhile. */
export const ANALYZE_AT_MOST_EVERY_MS = 30_000;
/**
 * The statistics target of these ANALYZEs: a sample of 300 × 10 = 3,000 rows a table instead of the default's
 * 30,000. Enough for what the plans need (the tables' sizes, a column's spread over 50 booths); at 100,000 events
 * the three big tables take 220 ms instead of 1,000 ms, a cost fixed by the sample whatever the tables' size. The
 * full sample ran at the first commit after a pause, took a core of this 2-core machine for a second and stalled
 * the scans arriving then (p99 1,044 ms at 1,000 visits/s: docs/BENCHMARKS.md, 2026-11-28).
 */
export const ANALYZE_STATISTICS_TARGET = 10;

/**
 * When to analyse, `events` having been appended since the last ANALYZE (at `lastRun`, of a log then holding
 * `logged` events): now (0), in so many ms (the rest of the pause), or not yet (undefined: the log has not doubled).
 */
export function analysisDelay(
  events: number,
  logged: number,
  lastRun: number,
  now: number,
): number | undefined {
  if (events < ANALYZE_AFTER_EVENTS + logged) return undefined;
  return Math.max(0, lastRun + ANALYZE_AT_MOST_EVERY_MS - now);
}

/**
 * Keeps PostgreSQL's planner statistics as fresh as autovacuum would, where no autovacuum runs: the embedded
 * database has none, and a server may have it turned off. Without statistics the planner guesses: on a log of
 * 60,000 events it planned a batch's 150 streams as a scan of the whole table, and a prepared statement keeps
 * the plan it made when the tables were empty until an ANALYZE tells it otherwise (docs/BENCHMARKS.md,
 * 2026-11-28). Counts the committed events and analyses the tables that grow with them in the background when
 * the log has doubled since the last time; where an autovacuum launcher runs, does nothing.
 */
@Injectable()
export class PlannerStatistics implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PlannerStatistics.name);
  private unsubscribe: (() => void) | undefined;
  private events = 0;
  private logged = 0;
  private lastRun = 0;
  private running: Promise<void> | undefined;
  /** A due ANALYZE held back by the pause: it runs when the pause ends, not at the first commit of the next rush. */
  private waiting: NodeJS.Timeout | undefined;

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    const [row] = (await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE backend_type = 'autovacuum launcher') AS autovacuum,
              (SELECT GREATEST(reltuples, 0) FROM pg_class WHERE oid = 'event_log'::regclass)::int AS logged`,
    )) as { autovacuum: boolean; logged: number }[];
    if (row.autovacuum) return;
    this.logged = row.logged;
    this.unsubscribe = this.store.onCommitted((events) => {
      this.events += events.length;
      this.runWhenDue();
    });
  }

  private runWhenDue(): void {
    if (this.running || this.waiting) return;
    const delay = analysisDelay(this.events, this.logged, this.lastRun, Date.now());
    if (delay === undefined) return;
    if (delay > 0) {
      this.waiting = setTimeout(() => {
        this.waiting = undefined;
        this.runWhenDue();
      }, delay).unref();
      return;
    }
    this.running = this.analyze().finally(() => (this.running = undefined));
  }

  /** Table by table, each in its own short transaction (on the embedded database, a short hold of its connection). */
  private async analyze(): Promise<void> {
    this.lastRun = Date.now();
    const events = this.events;
    try {
      const started = performance.now();
      for (const table of GROWING_TABLES)
        await this.dataSource.query(
          `SET LOCAL default_statistics_target = ${ANALYZE_STATISTICS_TARGET}; ANALYZE ${table}`,
        );
      this.logger.log(
        `플래너 통계를 새로 모았습니다 (이벤트 ${events}건 뒤, ${Math.round(performance.now() - started)} ms).`,
      );
      this.logged += events;
      this.events -= events;
    } catch (error) {
      // a database away or shutting down: the next commits try again after the pause
      this.logger.warn(`플래너 통계를 모으지 못했습니다: ${(error as Error).message}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    clearTimeout(this.waiting);
    this.waiting = undefined;
    await this.running;
  }
}
