import type { LectureDto } from './lecture-reads.js';

/** A lecture as every lecture route answers it: with the check-in address its QR holds. */
export interface LectureAnswer extends LectureDto {
  /** The lecture's check-in page on the public origin (PUBLIC_URL). */
  checkInUrl: string;
}

/** Presents lectures for answers, their check-in addresses on `publicUrl`. */
export const lectureAnswer =
  (publicUrl: string) =>
  (lecture: LectureDto): LectureAnswer => ({
    ...lecture,
    checkInUrl: `${publicUrl}/visit-lecture?lectureId=${lecture.id}`,
  });
