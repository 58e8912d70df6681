import { EntityCommands } from '../../catalog/entity-commands.js';
import type { EventStore } from '../../event-store/event-store.js';
import type { LectureFields } from '../domain/lecture-fields.js';
import { lectureDecider } from '../domain/lecture.decider.js';
import { lectureStreamId } from '../domain/lecture.events.js';
import { nextLectureId, readLecture, type LectureDto } from '../queries/lecture-reads.js';

/** Registration, edit and removal of lectures, shared by their three command handlers. */
export const lectureEntries = (store: EventStore) =>
  new EntityCommands<'Lecture', LectureFields, LectureDto>(store, {
    decider: lectureDecider,
    streamId: lectureStreamId,
    nextId: nextLectureId,
    read: readLecture,
  });
