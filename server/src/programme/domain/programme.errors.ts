import { AppError } from '../../kernel/app-error.js';

/** Refusals of the programme page and its '내 일정', in Korean and English (an attendee page). */
export const ProgrammeErrors = {
  eventNotFound: () =>
    new AppError(
      'EVENT.NOT_FOUND',
      '행사를 찾을 수 없습니다.',
      404,
      undefined,
      'We could not find this event.',
    ),
  /** A signed link of an attendee of another event than the programme's. */
  otherEventLink: () =>
    new AppError(
      'PROGRAMME.OTHER_EVENT',
      '이 행사의 참석자 링크가 아닙니다.',
      403,
      undefined,
      'This link is for another event.',
    ),
  lectureNotFound: () =>
    new AppError(
      'LECTURE.NOT_FOUND',
      '강연을 찾을 수 없습니다. 삭제되었을 수 있습니다.',
      404,
      undefined,
      'We could not find this lecture. It may have been removed.',
    ),
  otherEventLecture: () =>
    new AppError(
      'PROGRAMME.OTHER_EVENT_LECTURE',
      '이 행사의 강연이 아닙니다.',
      400,
      undefined,
      'This lecture is not part of this event.',
    ),
};
