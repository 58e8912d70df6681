import { Query } from '@nestjs/cqrs';
import type { LectureSurveys } from '@expo/contract/surveys';

/**
 * After a lecture check-in (the attendee's /visit-lecture screen, the door's success screen): the lecture's
 * open surveys and the signature that answers them as that attendee. Only for one checked in to the lecture.
 */
export class GetLectureSurveysQuery extends Query<LectureSurveys> {
  constructor(
    readonly lectureId: number,
    readonly attendeeId: number,
  ) {
    super();
  }
}
