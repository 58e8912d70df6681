import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { seoulDate, toSeoulLocal } from '@expo/contract/seoul-time';
import { ConferenceErrors } from '../../../conferences/domain/conference.decider.js';
import { EventStore } from '../../../event-store/event-store.js';
import {
  attendeesWithPersonalData,
  eventSearchSubject,
  eventSurveyTextsSubject,
  readRetention,
} from '../../queries/destruction-reads.js';
import { decideDestruction, destructionStreamId } from '../../domain/destruction.js';
import { destructionDue } from '../../domain/retention.js';
import type { DestructionDone } from '@expo/contract/privacy';
import { DestroyPersonalDataCommand } from './destroy-personal-data.command.js';

/**
 * In one transaction: deletes the key of every attendee of the event (the log keeps no readable name, phone,
 * affiliation, e-mail, booth memo or survey text of them: crypto-shredding), of its bulk sends' search words and
 * of what its booths wrote in its surveys, then
 * records the destruction, whose projection blanks the read models (visit counts and statistics stay).
 * Destructions of an event are serialised by a lock; the schedule checks again inside it that it is due.
 */
@CommandHandler(DestroyPersonalDataCommand)
export class DestroyPersonalDataHandler implements ICommandHandler<DestroyPersonalDataCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  execute({ eventId, by, metadata, now }: DestroyPersonalDataCommand): Promise<DestructionDone | undefined> {
    return this.store.transaction(async (tx) => {
      await tx.sql.execute(`SELECT pg_advisory_xact_lock(hashtext('privacy-destruction'), $1)`, [eventId]);
      const [event] = await tx.sql.query<{ name: string }>(`SELECT name FROM conferences WHERE id = $1`, [
        eventId,
      ]);
      if (!event) throw ConferenceErrors.notFound();
      if (by.trigger === 'SCHEDULE' && !destructionDue(await readRetention(tx.sql, eventId, now)))
        return undefined;
      const subjects = await attendeesWithPersonalData(tx.sql, eventId);
      const events = decideDestruction(
        by.trigger === 'ADMIN'
          ? { ...by, eventId, on: seoulDate(now), attendees: subjects.length, eventName: event.name }
          : { trigger: 'SCHEDULE', eventId, on: seoulDate(now), attendees: subjects.length },
      );
      await tx.sql.execute(`DELETE FROM personal_data_keys WHERE subject_id = ANY($1::text[])`, [
        [...subjects, eventSearchSubject(eventId), eventSurveyTextsSubject(eventId)],
      ]);
      const { version } = await tx.load(destructionStreamId(eventId), (n: number) => n + 1, 0);
      const [stored] = await tx.append(destructionStreamId(eventId), version, events, metadata);
      return { destroyedAt: toSeoulLocal(stored.recordedAt), attendees: subjects.length };
    });
  }
}
