import type { EventStore } from './event-store.js';
import { EVENT_COLUMNS, type EventRow } from './event-store.js';
import { inTransaction } from './sql.js';

/**
 * Empties every read model and replays the whole log into it, in one transaction: readers see the
 * old tables until the new ones are complete.
 */
export async function rebuildProjections(store: EventStore, batchSize = 5000): Promise<{ events: number }> {
  return inTransaction(store.dataSource, async (sql) => {
    await sql.execute(`LOCK TABLE event_log IN SHARE MODE`);
    const tables = [...new Set(store.allProjections.flatMap((p) => p.tables))];
    if (tables.length) await sql.execute(`TRUNCATE ${tables.join(', ')}`);
    let after = 0;
    let count = 0;
    for (;;) {
      const rows = await sql.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM event_log WHERE position > $1 ORDER BY position LIMIT $2`,
        [after, batchSize],
      );
      if (rows.length === 0) break;
      await store.project(sql, await store.open(sql, rows));
      after = Number(rows[rows.length - 1].position);
      count += rows.length;
    }
    return { events: count };
  });
}
