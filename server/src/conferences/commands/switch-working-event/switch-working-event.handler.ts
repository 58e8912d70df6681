import { DATA_SOURCE } from '../../../kernel/tokens.js';
import type { DataSource } from 'typeorm';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runConferenceCommand } from '../../conference-command.js';
import { EventStore } from '../../../event-store/event-store.js';
import { prepared, withConnection } from '../../../database/sql.js';
import { ConferenceErrors } from '../../domain/conference.decider.js';
import { SwitchWorkingEventCommand } from './switch-working-event.command.js';

@CommandHandler(SwitchWorkingEventCommand)
export class SwitchWorkingEventHandler implements ICommandHandler<SwitchWorkingEventCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async execute({ adminId, workingEventId, metadata }: SwitchWorkingEventCommand): Promise<void> {
    const [row] = await withConnection(this.dataSource, (sql) =>
      sql.query<{ home: number | null; working: number | null; target: number | null }>(
        prepared(`SELECT (SELECT event_id FROM admins WHERE id = $1) AS home,
                (SELECT working_event_id FROM admins WHERE id = $1) AS working,
                (SELECT id FROM conferences WHERE id = $2) AS target`),
        [adminId, workingEventId],
      ),
    );
    if (row.target === null) throw ConferenceErrors.notFound();
    if (row.home === null) throw ConferenceErrors.notOrganiser();
    if (row.working === workingEventId) return;
    // the organiser's account is of its home event: the switch is recorded on that event's stream
    await runConferenceCommand(
      this.store,
      row.home,
      { type: 'SwitchWorkingEvent', data: { adminId, workingEventId } },
      metadata,
    );
  }
}
