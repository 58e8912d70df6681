import { nextAttendeeIds } from '../../server/src/attendees/queries/attendee-reads.js';
import { attendeeDecider } from '../../server/src/attendees/domain/attendee.decider-adapter.js';
import { attendeeStreamId } from '../../server/src/attendees/domain/attendee.events.js';
import { runCommand } from '../../server/src/event-store/command-runner.js';
import { openDatabase } from '../../server/src/database/database.js';
import { configureEventStore } from '../../server/src/event-store/bounded-context.js';
import { CONTEXTS } from '../../server/src/contexts.js';
import { EventStore } from '../../server/src/event-store/event-store.js';
import { withConnection } from '../../server/src/database/sql.js';
import { createTestDatabase } from './test-database.js';

export const SYSTEM = { actor: { kind: 'system' as const } };

/** Registers an attendee straight through the event store (integration tests, no HTTP); its id. */
export async function registerAttendee(store: EventStore, eventId: number, name: string, phone: string) {
  const [id] = await withConnection(store.dataSource, (sql) => nextAttendeeIds(sql, 1));
  const fields = {
    name,
    affiliation: '한빛전자',
    phoneNumber: phone,
    email: '',
    country: '대한민국',
    visitType: 'N' as const,
    paymentStatus: 'N' as const,
    paymentStatus2: 'Y' as const,
    registrationType: 'PRE' as const,
    exhibitorConsent: '' as const,
  };
  await runCommand(
    store,
    attendeeStreamId(id),
    attendeeDecider,
    { type: 'RegisterAttendee', data: { attendeeId: id, eventId, fields, source: 'ADMIN' } },
    SYSTEM,
  );
  return id;
}

/** A fresh database (migrated) with the product's event store, for integration tests; `close` drops it. */
export async function openIntegrationStore(
  name: string,
): Promise<{ store: EventStore; close(): Promise<void> }> {
  const testDb = await createTestDatabase();
  const db = await openDatabase({ databaseUrl: testDb.url, dataDir: `/tmp/expo-int-${name}-${process.pid}` });
  return {
    store: configureEventStore(new EventStore(db.dataSource), CONTEXTS),
    async close() {
      await db.close();
      await testDb.drop();
    },
  };
}
