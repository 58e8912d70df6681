import type { Lecture } from '@expo/contract/lectures';
import type { LectureDto } from './lecture-reads.js';

/** Presents lectures for answers, their check-in addresses on `publicUrl`. */
export const lectureAnswer =
  (publicUrl: string) =>
  (lecture: LectureDto): Lecture => ({
    ...lecture,
    checkInUrl: `${publicUrl}/visit-lecture?lectureId=${lecture.id}`,
  });
