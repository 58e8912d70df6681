import type { AppConfig } from '../config/config.js';
import type { EventStore } from '../event-store/event-store.js';
import type { Sql } from '../database/sql.js';
import type { EntityCommands } from './entity-commands.js';
import type { EntityFields } from './entity-decider.js';

/**
 * One kind of catalogue entry an admin keeps (a booth, a lecture, a desk account): what differs between them.
 * `catalogSlice` makes the kind's commands, queries and handlers of it, `catalogController` its routes.
 */
export interface CatalogKind<Input, Fields extends EntityFields, Row, Answer> {
  /** 'Booth': names the kind's command and query classes. */
  name: string;
  /** Register, update and remove on the kind's streams, each answering the row as the read model holds it. */
  entries(store: EventStore): EntityCommands<string, Fields, Row>;
  /** The fields to record from a form (a password as its hash; on edit what the form leaves out stays). */
  fieldsOf(input: Input, editing: boolean): Partial<Fields> | Promise<Partial<Fields>>;
  /** One entry; 404 when absent, or of another event when one is given. */
  read(sql: Sql, id: number, eventId?: number): Promise<Row>;
  list(sql: Sql, eventId: number): Promise<Row[]>;
  /** The answer made of a row (a lecture's with its check-in address on PUBLIC_URL). */
  present(config: AppConfig): (row: Row) => Answer;
}
