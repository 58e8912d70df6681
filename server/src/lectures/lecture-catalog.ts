import type { Lecture, LectureForm } from '@expo/contract/lectures';
import type { CatalogKind } from '../catalog/catalog-kind.js';
import { catalogSlice } from '../catalog/catalog-slice.js';
import type { LectureFields } from './domain/lecture-fields.js';
import { lectureEntries } from './lecture-entries.js';
import { listLectures, readLecture, type LectureDto } from './lecture-reads.js';

/**
 * The lectures as a catalogue kind: 정원 left out of a new lecture is none (of an edit, it stays); every
 * answer carries the check-in address its QR holds, on the public origin (PUBLIC_URL).
 */
export const lectureKind: CatalogKind<Omit<LectureForm, 'eventId'>, LectureFields, LectureDto, Lecture> = {
  name: 'Lecture',
  entries: lectureEntries,
  fieldsOf: (input, editing) => (editing ? input : { ...input, capacity: input.capacity ?? null }),
  read: readLecture,
  list: listLectures,
  present:
    ({ publicUrl }) =>
    (lecture) => ({ ...lecture, checkInUrl: `${publicUrl}/visit-lecture?lectureId=${lecture.id}` }),
};

export const lectureMessages = catalogSlice(lectureKind);
