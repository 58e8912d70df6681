import { DATA_SOURCE } from '../../../kernel/tokens.js';
import type { DataSource } from 'typeorm';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { copyWithNewLogins } from '../../../catalog/copy-entries.js';
import { EventStore } from '../../../event-store/event-store.js';
import { withConnection } from '../../../database/sql.js';
import { deskEntries } from '../desk-entries.js';
import { listDesks } from '../../queries/desk-reads.js';
import { CopyDesksCommand } from './copy-desks.command.js';

@CommandHandler(CopyDesksCommand)
export class CopyDesksHandler implements ICommandHandler<CopyDesksCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async execute({ fromEventId, toEventId, metadata }: CopyDesksCommand) {
    const desks = await withConnection(this.dataSource, (sql) => listDesks(sql, fromEventId));
    return copyWithNewLogins(
      deskEntries(this.store),
      desks,
      toEventId,
      (desk, login) => ({ name: desk.name, ...login }),
      (desk) => desk.name,
      metadata,
    );
  }
}
