import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import type { LectureStarAnswer } from '@expo/contract/programme';
import { AttendeeErrors } from '../../../attendees/domain/attendee.errors.js';
import { SecretsService } from '../../../auth/secrets.service.js';
import { withConnection } from '../../../database/sql.js';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { lectureStarDecider } from '../../domain/lecture-star.decider.js';
import { lectureStarStreamId } from '../../domain/lecture-star.events.js';
import { linkedAttendee, readStars } from '../../queries/programme-reads.js';
import { SetLectureStarCommand } from './set-lecture-star.command.js';

/**
 * The link and the lecture are read first (a refusal before any write); the decider then takes the star on the
 * attendee's own stream, and the answer is their stars as the projection now holds them.
 */
@CommandHandler(SetLectureStarCommand)
export class SetLectureStarHandler implements ICommandHandler<SetLectureStarCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(SecretsService) private readonly secrets: SecretsService,
  ) {}

  async execute({
    eventId,
    lectureId,
    link,
    on,
    metadata,
  }: SetLectureStarCommand): Promise<LectureStarAnswer> {
    const { attendeeId, lectureEventId } = await withConnection(this.dataSource, async (sql) => {
      const attendee = await linkedAttendee(sql, this.secrets.get('link'), eventId, link);
      const [lecture] = await sql.query<{ event_id: number }>(`SELECT event_id FROM lectures WHERE id = $1`, [
        lectureId,
      ]);
      return { attendeeId: attendee, lectureEventId: lecture ? Number(lecture.event_id) : null };
    });
    // a star is the attendee's own: their signed link is needed, not only the public programme's address
    if (attendeeId === undefined) throw AttendeeErrors.invalidLink();
    const command = {
      type: 'SetLectureStar' as const,
      data: { attendeeId, eventId, lectureId, lectureEventId, on },
    };
    return runCommand(
      this.store,
      lectureStarStreamId(attendeeId),
      lectureStarDecider,
      command,
      metadata,
      async (tx) => ({ lectureId, starred: on, stars: await readStars(tx.sql, attendeeId) }),
      // one phone's taps on the same list queue instead of racing
      { serialize: true },
    );
  }
}
