import { AppError } from '../../kernel/app-error.js';

export const MessageErrors = {
  notFound: () => new AppError('MESSAGE.NOT_FOUND', '발송 내역을 찾을 수 없습니다.', 404),
  notRetryable: () => new AppError('MESSAGE.NOT_RETRYABLE', '실패한 메시지만 다시 보낼 수 있습니다.', 409),
  nothingToSend: () => new AppError('MESSAGE.NOTHING_TO_SEND', '보낼 참석자가 없습니다.', 422),
  surveyForExhibitors: () =>
    new AppError(
      'MESSAGE.SURVEY_FOR_EXHIBITORS',
      '참가사 설문은 발송하지 않습니다. 참가사는 부스 화면의 만족도 조사 카드로 응답합니다.',
      409,
    ),
  surveyClosed: () =>
    new AppError(
      'MESSAGE.SURVEY_CLOSED',
      '마감된 설문은 발송할 수 없습니다. 마감 시각을 늦춘 뒤 보내주세요.',
      409,
    ),
  surveyNotOpen: () =>
    new AppError(
      'MESSAGE.SURVEY_NOT_OPEN',
      '아직 시작하지 않은 설문은 발송할 수 없습니다. 시작 시각 이후에 보내주세요.',
      409,
    ),
};
