import { DATA_SOURCE } from '../../../kernel/tokens.js';
import type { DataSource } from 'typeorm';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.js';
import { withConnection } from '../../../database/sql.js';
import { runConferenceCommand } from '../../conference-command.js';
import { ConferenceErrors } from '../../domain/conference.decider.js';
import { MakeOrganiserCommand } from './make-organiser.command.js';

@CommandHandler(MakeOrganiserCommand)
export class MakeOrganiserHandler implements ICommandHandler<MakeOrganiserCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async execute({ username, metadata }: MakeOrganiserCommand): Promise<void> {
    const [admin] = await withConnection(this.dataSource, (sql) =>
      sql.query<{ id: number; event_id: number }>(`SELECT id, event_id FROM admins WHERE username = $1`, [
        username.trim(),
      ]),
    );
    if (!admin) throw ConferenceErrors.adminNotFound();
    await runConferenceCommand(
      this.store,
      admin.event_id,
      { type: 'MakeOrganiser', data: { adminId: admin.id } },
      metadata,
    );
  }
}
