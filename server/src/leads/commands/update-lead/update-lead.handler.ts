import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { readBooth } from '../../../booths/queries/booth-reads.js';
import { actedAt } from '../../../kernel/acted-at.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { withConnection } from '../../../database/sql.js';
import { badRequest } from '../../../kernel/app-error.js';
import { isHiddenVisitorId } from '../../../privacy/exhibitor-view.js';
import { asBoothSees, attendeeOfBoothVisitor } from '../../../visits/queries/booth-view.js';
import { boothVisitStreamId } from '../../../visits/domain/visit.events.js';
import { EMPTY_LEAD } from '../../domain/lead-fields.js';
import { leadDecider } from '../../domain/lead.decider.js';
import { readLead, readLeadTags } from '../../queries/lead-reads.js';
import type { Lead } from '@expo/contract/leads';
import { UpdateLeadCommand } from './update-lead.command.js';

@CommandHandler(UpdateLeadCommand)
export class UpdateLeadHandler implements ICommandHandler<UpdateLeadCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async execute({
    booth,
    attendeeId: visitorId,
    changes,
    clientTime,
    metadata,
  }: UpdateLeadCommand): Promise<Lead> {
    const { boothId, eventId } = booth;
    // a '비공개 방문자' is named by the placeholder the booth's lists show (privacy/exhibitor-view.ts)
    const attendeeId = await withConnection(this.dataSource, (sql) =>
      attendeeOfBoothVisitor(sql, eventId, boothId, visitorId),
    );
    if (attendeeId === undefined) throw badRequest('VALIDATION.ID', '참석자 ID가 올바르지 않습니다.');
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
    const lead = await runCommand(
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
    // the answer names the visitor as the phone did: a hidden visitor's lead under its placeholder (a phone
    // that named the attendee's id, which it scanned, gets that id back: nothing more of them)
    if (!isHiddenVisitorId(visitorId)) return lead;
    const [seen] = await withConnection(this.dataSource, (sql) =>
      asBoothSees(sql, eventId, boothId, [lead], { keepUnknown: true }),
    );
    return seen;
  }
}
