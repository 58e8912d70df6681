import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { shiftDate } from '@expo/contract/seoul-time';
import { inOrder } from '../../../catalog/copy-entries.js';
import { EventStore } from '../../../event-store/event-store.js';
import { withConnection } from '../../../database/sql.js';
import { lectureEntries } from '../lecture-entries.js';
import { listLectures } from '../../queries/lecture-reads.js';
import { CopyLecturesCommand } from './copy-lectures.command.js';

@CommandHandler(CopyLecturesCommand)
export class CopyLecturesHandler implements ICommandHandler<CopyLecturesCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({
    fromEventId,
    toEventId,
    dayShift,
    metadata,
  }: CopyLecturesCommand): Promise<Map<number, number>> {
    const lectures = await withConnection(this.store.dataSource, (sql) => listLectures(sql, fromEventId));
    const entries = lectureEntries(this.store);
    const copies = await inOrder(lectures, (lecture) =>
      entries.register(
        toEventId,
        {
          title: lecture.title,
          instructor: lecture.instructor,
          date: shiftDate(lecture.date, dayShift),
          time: lecture.time,
          location: lecture.location,
          capacity: lecture.capacity,
        },
        metadata,
      ),
    );
    return new Map(lectures.map((lecture, i) => [lecture.id, copies[i]!.id]));
  }
}
