import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openIntegrationStore } from '../../../test/support/int-fixtures.js';
import { EventStore, LOAD_STREAMS_AND_KNOWN } from './event-store.js';
import { withConnection } from '../database/sql.js';
import { openDatabase } from '../database/database.js';
import {
  ANALYZE_AFTER_EVENTS,
  ANALYZE_AT_MOST_EVERY_MS,
  ANALYZE_STATISTICS_TARGET,
  analysisDelay,
  PlannerStatistics,
} from './planner-statistics.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('the scan batch reads the log by its indexes however stale the statistics', () => {
  let store: EventStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await openIntegrationStore('planner-statistics'));
  });
  afterAll(() => close?.());

  it("loads a batch's 150 streams and client ids by index lookups on a log of 30,000 events never analysed", async () => {
    await withConnection(store.dataSource, async (sql) => {
      await sql.execute(
        `INSERT INTO event_log (stream_id, version, type, data, client_event_id)
         SELECT 'booth-visit-' || (i % 50) || '-' || i, 1, 'BoothVisited', '{}', 'key-' || i
           FROM generate_series(1, 30000) AS i`,
      );
      const ids = Array.from({ length: 150 }, (_, i) => i * 173 + 1);
      const [{ 'QUERY PLAN': plans }] = await sql.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        `EXPLAIN (FORMAT JSON) ${LOAD_STREAMS_AND_KNOWN.text}`,
        [ids.map((i) => `booth-visit-${i % 50}-${i}`), ids.map((i) => `key-${i}`)],
      );
      const onLog = nodesOf(plans[0].Plan).filter((node) => node['Relation Name'] === 'event_log');
      expect(onLog.length).toBeGreaterThan(0);
      // a sequential scan, or an index scan without a condition (the whole index read in order), reads every
      // event of the log for each batch: the stall of 2026-11-28
      for (const node of onLog) {
        expect(node['Node Type']).not.toBe('Seq Scan');
        if (node['Node Type'].startsWith('Index'))
          expect(node['Index Cond'], node['Node Type']).toBeDefined();
      }
    });
  });
});

describe('PlannerStatistics', () => {
  it('analyses after 1,000 events and once the log has doubled, not before', () => {
    const longAgo = -ANALYZE_AT_MOST_EVERY_MS;
    expect(analysisDelay(ANALYZE_AFTER_EVENTS - 1, 0, longAgo, 0)).toBeUndefined();
    expect(analysisDelay(ANALYZE_AFTER_EVENTS, 0, longAgo, 0)).toBe(0);
    expect(analysisDelay(ANALYZE_AFTER_EVENTS + 99_999, 100_000, longAgo, 0)).toBeUndefined();
    expect(analysisDelay(ANALYZE_AFTER_EVENTS + 100_000, 100_000, longAgo, 0)).toBe(0);
  });

  it('given an ANALYZE 10 s ago, when the log has doubled, then the next one waits for the rest of the pause (not for the next rush)', () => {
    expect(analysisDelay(50_000, 10_000, 1_000_000, 1_010_000)).toBe(ANALYZE_AT_MOST_EVERY_MS - 10_000);
    expect(analysisDelay(5_000, 10_000, 1_000_000, 1_010_000)).toBeUndefined();
  });

  it('analyses the embedded database (which has no autovacuum) once its log has grown', async () => {
    const dataDir = `/tmp/expo-int-planner-embedded-${process.pid}`;
    const db = await openDatabase({ databaseUrl: undefined, dataDir });
    const store = new EventStore(db.dataSource);
    const statistics = new PlannerStatistics(store, db.dataSource);
    const analysedRows = async () =>
      Number(
        (
          (await db.dataSource.query(`SELECT reltuples FROM pg_class WHERE oid = 'event_log'::regclass`)) as {
            reltuples: number;
          }[]
        )[0].reltuples,
      );
    try {
      await statistics.onModuleInit();
      const append = (from: number, count: number) =>
        store.transaction((tx) =>
          tx.appendMany(
            Array.from({ length: count }, (_, i) => ({
              streamId: `planner-${from + i}`,
              expectedVersion: 0,
              events: [{ type: 'PlannerTested', data: { i: from + i } }],
            })),
          ),
        );
      await append(0, ANALYZE_AFTER_EVENTS - 1);
      await statistics.onApplicationShutdown();
      expect(await analysedRows()).toBeLessThanOrEqual(0);

      await statistics.onModuleInit();
      await append(ANALYZE_AFTER_EVENTS, ANALYZE_AFTER_EVENTS);
      await statistics.onApplicationShutdown(); // waits for the ANALYZE the commit started
      expect(await analysedRows()).toBe(2 * ANALYZE_AFTER_EVENTS - 1);
      // a small sample (a short hold of the embedded database's one connection), the session's target untouched
      const [{ bounds }] = (await db.dataSource.query(
        `SELECT array_length(histogram_bounds::text::text[], 1) AS bounds FROM pg_stats
          WHERE tablename = 'event_log' AND attname = 'position'`,
      )) as { bounds: number }[];
      expect(bounds).toBe(ANALYZE_STATISTICS_TARGET + 1);
      const [{ default_statistics_target: target }] = (await db.dataSource.query(
        `SHOW default_statistics_target`,
      )) as { default_statistics_target: string }[];
      expect(target).toBe('100');
    } finally {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
