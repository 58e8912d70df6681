import { Inject, Injectable } from '@nestjs/common';
import { EntityCommands } from '../catalog/entity-commands.js';
import { EventStore } from '../event-store/event-store.js';
import type { EventMetadata } from '../event-store/stored-event.js';
import type { LectureFields } from './domain/lecture-fields.js';
import { lectureDecider } from './domain/lecture.decider.js';
import { lectureStreamId } from './domain/lecture.events.js';
import { nextLectureId, readLecture, type LectureDto } from './lecture-reads.js';

/** Lecture registration, edit and removal. */
@Injectable()
export class LectureCommands {
  private readonly entries: EntityCommands<'Lecture', LectureFields, LectureDto>;

  constructor(@Inject(EventStore) store: EventStore) {
    this.entries = new EntityCommands(store, {
      decider: lectureDecider,
      streamId: lectureStreamId,
      nextId: nextLectureId,
      read: readLecture,
    });
  }

  register(eventId: number, fields: LectureFields, metadata: EventMetadata): Promise<LectureDto> {
    return this.entries.register(eventId, fields, metadata);
  }

  update(
    eventId: number,
    lectureId: number,
    fields: LectureFields,
    metadata: EventMetadata,
  ): Promise<LectureDto> {
    return this.entries.update(eventId, lectureId, fields, metadata);
  }

  remove(eventId: number, lectureId: number, metadata: EventMetadata): Promise<{ id: number }> {
    return this.entries.remove(eventId, lectureId, metadata);
  }
}
