import { AppError } from '../../kernel/app-error.js';

export const LectureErrors = {
  notFound: () => new AppError('LECTURE.NOT_FOUND', '강연을 찾을 수 없습니다.', 404),
  alreadyExists: () => new AppError('LECTURE.ALREADY_EXISTS', '이미 등록된 강연입니다.', 409),
};
