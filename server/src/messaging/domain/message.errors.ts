import { AppError } from '../../kernel/app-error.js';

export const MessageErrors = {
  notFound: () => new AppError('MESSAGE.NOT_FOUND', '발송 내역을 찾을 수 없습니다.', 404),
  notRetryable: () => new AppError('MESSAGE.NOT_RETRYABLE', '실패한 메시지만 다시 보낼 수 있습니다.', 409),
  nothingToSend: () => new AppError('MESSAGE.NOTHING_TO_SEND', '보낼 참석자가 없습니다.', 422),
};
