import { Query } from '@nestjs/cqrs';
import type { Lecture } from '@expo/contract/lectures';

/**
 * One lecture, of any event: the open lookup of the check-in page (/visit-lecture) and the lecture's QR page
 * (404 when absent).
 */
export class GetLectureQuery extends Query<Lecture> {
  constructor(readonly lectureId: number) {
    super();
  }
}
