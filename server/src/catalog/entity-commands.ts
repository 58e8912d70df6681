import type { Decider } from '../kernel/decider.js';
import { runCommand } from '../event-store/command-runner.js';
import type { EventStore } from '../event-store/event-store.js';
import { withConnection, type Sql } from '../database/sql.js';
import type { EventMetadata } from '../kernel/stored-event.js';
import type { EntityCommand, EntityEvent, EntityFields, EntityState } from './entity-decider.js';

export interface EntityCommandsSpec<P extends string, F extends EntityFields, D> {
  decider: Decider<EntityCommand<F>, EntityState<F>, EntityEvent<P, F>>;
  streamId(id: number): string;
  nextId(sql: Sql): Promise<number>;
  /** The answer: the entry as the read model holds it after the change (same transaction). */
  read(sql: Sql, id: number, eventId: number): Promise<D>;
  /** Turns a database error into the user's error (e.g. a unique login id). */
  translate?(error: unknown): unknown;
  /** Erase the entry's personal data when it is removed. */
  eraseOnRemove?: boolean;
}

/** Register / update / remove of a catalogue entry (booth, lecture): load, decide, append, project, answer. */
export class EntityCommands<P extends string, F extends EntityFields, D> {
  constructor(
    private readonly store: EventStore,
    private readonly spec: EntityCommandsSpec<P, F, D>,
  ) {}

  async register(eventId: number, fields: F, metadata: EventMetadata): Promise<D> {
    const id = await withConnection(this.store.dataSource, (sql) => this.spec.nextId(sql));
    return this.run(id, { type: 'Register', data: { id, eventId, fields } }, metadata, (sql) =>
      this.spec.read(sql, id, eventId),
    );
  }

  update(eventId: number, id: number, fields: Partial<F>, metadata: EventMetadata): Promise<D> {
    return this.run(id, { type: 'Update', data: { eventId, fields } }, metadata, (sql) =>
      this.spec.read(sql, id, eventId),
    );
  }

  remove(eventId: number, id: number, metadata: EventMetadata): Promise<{ id: number }> {
    return this.run(id, { type: 'Remove', data: { eventId } }, metadata, async () => ({ id }), true);
  }

  private async run<R>(
    id: number,
    command: EntityCommand<F>,
    metadata: EventMetadata,
    answer: (sql: Sql) => Promise<R>,
    removing = false,
  ): Promise<R> {
    const streamId = this.spec.streamId(id);
    try {
      return await runCommand(this.store, streamId, this.spec.decider, command, metadata, async (tx) => {
        if (removing && this.spec.eraseOnRemove) await tx.forgetPersonalData(streamId);
        return answer(tx.sql);
      });
    } catch (error) {
      throw this.spec.translate ? this.spec.translate(error) : error;
    }
  }
}
