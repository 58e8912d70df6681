import { AppError } from '../../kernel/app-error.js';
import { REVISIT_AFTER_MINUTES } from '@expo/contract/visits-values';

export const VisitErrors = {
  duplicateVisit: () =>
    new AppError(
      'VISIT.DUPLICATE',
      `중복 방문입니다: 이미 이 부스에 방문이 등록된 참석자입니다 (재방문은 ${REVISIT_AFTER_MINUTES}분 뒤부터 기록됩니다).`,
      409,
    ),
  duplicateCheckIn: () =>
    new AppError('CHECKIN.DUPLICATE', '중복 출석입니다: 이미 이 강연에 출석 체크된 참석자입니다.', 409),
  attendeeNotFound: () =>
    new AppError('ATTENDEE.NOT_FOUND', '참석자를 찾을 수 없습니다. ID를 확인해주세요.', 404),
  otherBooth: () => new AppError('BOOTH.FORBIDDEN', '다른 부스의 방문은 등록하거나 조회할 수 없습니다.', 403),
};
