import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { copyWithNewLogins } from '../../../catalog/copy-entries.js';
import { EventStore } from '../../../event-store/event-store.js';
import { withConnection } from '../../../database/sql.js';
import { boothEntries } from '../booth-entries.js';
import { listBooths } from '../../queries/booth-reads.js';
import { CopyBoothsCommand } from './copy-booths.command.js';

/** Each booth again with its name and manager (name, 소속, phone); its visits and leads stay where they were. */
@CommandHandler(CopyBoothsCommand)
export class CopyBoothsHandler implements ICommandHandler<CopyBoothsCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ fromEventId, toEventId, metadata }: CopyBoothsCommand) {
    const booths = await withConnection(this.store.dataSource, (sql) => listBooths(sql, fromEventId));
    return copyWithNewLogins(
      boothEntries(this.store),
      booths,
      toEventId,
      (booth, login) => ({
        boothName: booth.boothName,
        name: booth.name,
        affiliation: booth.affiliation,
        phone: booth.phone,
        ...login,
      }),
      (booth) => booth.boothName,
      metadata,
    );
  }
}
