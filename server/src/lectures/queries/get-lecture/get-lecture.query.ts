import { Query } from '@nestjs/cqrs';
import type { LectureAnswer } from '../../lecture-answer.js';

/**
 * One lecture, of any event: the open lookup of the check-in page (/visit-lecture) and the lecture's QR page
 * (404 when absent).
 */
export class GetLectureQuery extends Query<LectureAnswer> {
  constructor(readonly lectureId: number) {
    super();
  }
}
