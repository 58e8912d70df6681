import type { EventStore } from './event-store.js';
import { logBatches } from './log-batches.js';
import type { Projection } from './projection.js';
import { inTransaction, type Sql } from '../database/sql.js';
import type { StoredEvent } from '../kernel/stored-event.js';

/** An index the replay goes without: how to drop it and make it again (as a constraint when it backs one). */
export interface DroppedIndex {
  name: string;
  drop: string;
  make: string;
}

/** The indexes these projections' replays go without, as they exist now. */
export async function indexesToDrop(sql: Sql, projections: readonly Projection[]): Promise<DroppedIndex[]> {
  const names = projections.flatMap((p) => p.dropForReplay ?? []);
  if (!names.length) return [];
  const rows = await sql.query<{
    name: string;
    table: string;
    definition: string;
    constraint: string | null;
  }>(
    `SELECT i.indexname AS name, i.tablename AS table, i.indexdef AS definition,
            pg_get_constraintdef(c.oid) AS constraint
       FROM pg_indexes i
       LEFT JOIN pg_constraint c
              ON c.conindid = to_regclass(quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))
     WHERE i.schemaname = current_schema() AND i.indexname = ANY($1::text[])
     ORDER BY i.indexname`,
    [names],
  );
  return rows.map(({ name, table, definition, constraint }) =>
    constraint
      ? {
          name,
          drop: `ALTER TABLE "${table}" DROP CONSTRAINT "${name}"`,
          make: `ALTER TABLE "${table}" ADD CONSTRAINT "${name}" ${constraint}`,
        }
      : { name, drop: `DROP INDEX "${name}"`, make: definition },
  );
}

/**
 * Empties every read model and replays the whole log into it, in one transaction: TRUNCATE locks the read
 * models, so readers wait until the new ones are complete (and writers until then too: the log is locked in
 * share mode); a failure rolls back to the old ones. Indexes the replay goes without are dropped for it and
 * made again at its end.
 */
export async function rebuildProjections(store: EventStore, batchSize = 5000): Promise<{ events: number }> {
  return inTransaction(store.dataSource, async (sql) => {
    await sql.execute(`LOCK TABLE event_log IN SHARE MODE`);
    const tables = [...new Set(store.allProjections.flatMap((p) => p.tables))];
    if (tables.length) await sql.execute(`TRUNCATE ${tables.join(', ')}`);
    const indexes = await indexesToDrop(sql, store.allProjections);
    for (const index of indexes) await sql.execute(index.drop);
    // each projection's replay, or its live `apply`, fed as EventStore.project feeds them
    const replays = store.allProjections.map((p) => ({
      handles: p.handles,
      ...(p.replay?.() ?? {
        apply: (on: Sql, events: StoredEvent[]) => p.apply(on, events),
        finish: undefined,
      }),
    }));
    const batches = await logBatches(store, sql, batchSize);
    let count = 0;
    try {
      for (let events = await batches.next(); events.length; events = await batches.next()) {
        for (const replay of replays) {
          const mine = events.filter((e) => replay.handles.has(e.type));
          if (mine.length > 0) await replay.apply(sql, mine);
        }
        count += events.length;
      }
    } finally {
      await batches.close();
    }
    for (const replay of replays) await replay.finish?.(sql);
    // memory for the index sorts, for this transaction only
    if (indexes.length) await sql.execute(`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const index of indexes) await sql.execute(index.make);
    return { events: count };
  });
}
