import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { readBooth } from '../../../booths/booth-reads.js';
import { actedAt } from '../../../common/acted-at.js';
import { DATA_SOURCE } from '../../../core/tokens.js';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { withConnection } from '../../../event-store/sql.js';
import { boothVisitStreamId } from '../../../visits/domain/visit.events.js';
import { EMPTY_LEAD } from '../../domain/lead-fields.js';
import { leadDecider } from '../../domain/lead.decider.js';
import { readLead, readLeadTags, type LeadDto } from '../../lead-reads.js';
import { UpdateLeadCommand } from './update-lead.command.js';

@CommandHandler(UpdateLeadCommand)
export class UpdateLeadHandler implements ICommandHandler<UpdateLeadCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async execute({ booth, attendeeId, changes, clientTime, metadata }: UpdateLeadCommand): Promise<LeadDto> {
    const { boothId, eventId } = booth;
    const { loginId, boothTags, attendeeExists } = await withConnection(this.dataSource, async (sql) => {
      const [attendee] = await sql.query<{ id: number }>(
        `SELECT id FROM attendees WHERE id = $1 AND event_id = $2`,
        [attendeeId, eventId],
      );
      return {
        loginId: (await readBooth(sql, boothId, eventId)).loginId,
        boothTags: await readLeadTags(sql, boothId),
        attendeeExists: attendee !== undefined,
      };
    });
    const at = actedAt(clientTime);
    return runCommand(
      this.store,
      boothVisitStreamId(boothId, attendeeId),
      leadDecider,
      {
        type: 'UpdateLead',
        data: { boothId, attendeeId, eventId, attendeeExists, changes, boothTags, at, by: loginId },
      },
      metadata,
      // the lead as it now stands (a resend: as the first request left it)
      async (tx) =>
        (await readLead(tx.sql, boothId, attendeeId)) ?? {
          userId: attendeeId,
          ...EMPTY_LEAD,
          updatedAt: at,
          updatedBy: loginId,
        },
    );
  }
}
