import { AppError } from '../../kernel/app-error.js';

export const SurveyErrors = {
  // the respondent's refusals also in English, for a page read in English (issue 50)
  notFound: () =>
    new AppError(
      'SURVEY.NOT_FOUND',
      '설문을 찾을 수 없습니다.',
      404,
      undefined,
      'We could not find this survey.',
    ),
  notYetOpen: () =>
    new AppError(
      'SURVEY.NOT_OPEN',
      '아직 시작하지 않은 설문입니다.',
      409,
      undefined,
      'This survey has not started yet.',
    ),
  closed: () =>
    new AppError(
      'SURVEY.CLOSED',
      '마감된 설문입니다. 응답을 받지 않습니다.',
      409,
      undefined,
      'This survey is closed and takes no more answers.',
    ),
  changed: () =>
    new AppError(
      'SURVEY.CHANGED',
      '설문 문항이 바뀌었습니다. 화면을 새로 불러 다시 답해주세요.',
      409,
      undefined,
      'The questions have changed. Please reload the page and answer again.',
    ),
  notInAudience: () =>
    new AppError(
      'SURVEY.NOT_IN_AUDIENCE',
      '이 설문의 응답 대상이 아닙니다.',
      403,
      undefined,
      'This survey is not for you.',
    ),
  invalidAnswer: (message: string, english?: string) =>
    new AppError('SURVEY.INVALID_ANSWER', message, 400, undefined, english),
  notCheckedIn: () =>
    new AppError(
      'SURVEY.NOT_CHECKED_IN',
      '이 강연에 체크인한 기록이 없습니다. 먼저 출석 체크를 해주세요.',
      404,
      undefined,
      'You have not checked in to this lecture. Please check in first.',
    ),
  versionNotFound: () => new AppError('SURVEY.VERSION_NOT_FOUND', '그 버전의 설문이 없습니다.', 404),
  lectureNotFound: () => new AppError('SURVEY.LECTURE_NOT_FOUND', '강연을 찾을 수 없습니다.', 404),
  audienceFixed: () =>
    new AppError(
      'SURVEY.AUDIENCE_FIXED',
      '응답이 있는 설문은 대상을 바꿀 수 없습니다. 새 설문을 만드세요.',
      409,
    ),
};
