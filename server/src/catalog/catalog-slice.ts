import { Inject, Injectable } from '@nestjs/common';
import {
  Command,
  CommandHandler,
  Query,
  QueryHandler,
  type ICommandHandler,
  type IQueryHandler,
} from '@nestjs/cqrs';
import type { Removed } from '@expo/contract/answers';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATA_SOURCE } from '../kernel/tokens.js';
import { EventStore } from '../event-store/event-store.js';
import { withConnection } from '../database/sql.js';
import type { EventMetadata } from '../kernel/stored-event.js';
import type { CatalogKind } from './catalog-kind.js';
import type { EntityFields } from './entity-decider.js';

const named = <T extends object>(type: T, name: string): T =>
  Object.defineProperty(type, 'name', { value: name });

/**
 * The commands and queries of a catalogue kind with their handlers: register, update and remove (each
 * decided on the entry's stream), one entry and the event's list. The module of the kind provides
 * `providers`; its controller (`catalogController`) sends `commands` and `queries` on the buses.
 */
export function catalogSlice<I, F extends EntityFields, R, A>(kind: CatalogKind<I, F, R, A>) {
  class Register extends Command<A> {
    constructor(
      readonly eventId: number,
      readonly input: I,
      readonly metadata: EventMetadata,
    ) {
      super();
    }
  }
  class Update extends Command<A> {
    constructor(
      readonly eventId: number,
      readonly id: number,
      readonly input: I,
      readonly metadata: EventMetadata,
    ) {
      super();
    }
  }
  class Remove extends Command<Removed> {
    constructor(
      readonly eventId: number,
      readonly id: number,
      readonly metadata: EventMetadata,
    ) {
      super();
    }
  }
  /** One entry: of the given event (an admin's), or of any (a public page's, by id alone). */
  class Get extends Query<A> {
    constructor(
      readonly id: number,
      readonly eventId?: number,
    ) {
      super();
    }
  }
  class List extends Query<A[]> {
    constructor(readonly eventId: number) {
      super();
    }
  }

  /** The kind's entries on this app's store, and how its answers are made. */
  @Injectable()
  class Entries {
    readonly commands: ReturnType<typeof kind.entries>;
    readonly present: (row: R) => A;
    constructor(
      @Inject(EventStore) store: EventStore,
      @Inject(APP_CONFIG) config: AppConfig,
      @Inject(DATA_SOURCE) readonly dataSource: DataSource,
    ) {
      this.commands = kind.entries(store);
      this.present = kind.present(config);
    }
  }

  @CommandHandler(Register)
  class RegisterHandler implements ICommandHandler<Register> {
    constructor(@Inject(Entries) private readonly entries: Entries) {}
    async execute({ eventId, input, metadata }: Register) {
      const fields = (await kind.fieldsOf(input, false)) as F;
      return this.entries.present(await this.entries.commands.register(eventId, fields, metadata));
    }
  }
  @CommandHandler(Update)
  class UpdateHandler implements ICommandHandler<Update> {
    constructor(@Inject(Entries) private readonly entries: Entries) {}
    async execute({ eventId, id, input, metadata }: Update) {
      const fields = await kind.fieldsOf(input, true);
      return this.entries.present(await this.entries.commands.update(eventId, id, fields, metadata));
    }
  }
  @CommandHandler(Remove)
  class RemoveHandler implements ICommandHandler<Remove> {
    constructor(@Inject(Entries) private readonly entries: Entries) {}
    execute({ eventId, id, metadata }: Remove) {
      return this.entries.commands.remove(eventId, id, metadata);
    }
  }
  @QueryHandler(Get)
  class GetHandler implements IQueryHandler<Get> {
    constructor(@Inject(Entries) private readonly entries: Entries) {}
    async execute({ id, eventId }: Get) {
      const row = await withConnection(this.entries.dataSource, (sql) => kind.read(sql, id, eventId));
      return this.entries.present(row);
    }
  }
  @QueryHandler(List)
  class ListHandler implements IQueryHandler<List> {
    constructor(@Inject(Entries) private readonly entries: Entries) {}
    async execute({ eventId }: List) {
      const rows = await withConnection(this.entries.dataSource, (sql) => kind.list(sql, eventId));
      return rows.map(this.entries.present);
    }
  }

  const { name } = kind;
  return {
    commands: {
      Register: named(Register, `Register${name}Command`),
      Update: named(Update, `Update${name}Command`),
      Remove: named(Remove, `Remove${name}Command`),
    },
    queries: { Get: named(Get, `Get${name}Query`), List: named(List, `List${name}sQuery`) },
    providers: [
      named(Entries, `${name}Entries`),
      named(RegisterHandler, `Register${name}Handler`),
      named(UpdateHandler, `Update${name}Handler`),
      named(RemoveHandler, `Remove${name}Handler`),
      named(GetHandler, `Get${name}Handler`),
      named(ListHandler, `List${name}sHandler`),
    ],
  };
}

/** What a controller sends on the buses for a kind answering `A` to forms of `I`. */
export interface CatalogMessages<I, A> {
  commands: {
    Register: new (eventId: number, input: I, metadata: EventMetadata) => Command<A>;
    Update: new (eventId: number, id: number, input: I, metadata: EventMetadata) => Command<A>;
    Remove: new (eventId: number, id: number, metadata: EventMetadata) => Command<Removed>;
  };
  queries: {
    Get: new (id: number, eventId?: number) => Query<A>;
    List: new (eventId: number) => Query<A[]>;
  };
}
