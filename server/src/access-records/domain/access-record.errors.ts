import { AppError } from '../../kernel/app-error.js';

/** The access records' refusals, with their stable codes. */
export const AccessRecordErrors = {
  reasonRequired: () => new AppError('PRIVACY.REASON_REQUIRED', '다운로드 사유를 입력해주세요.', 400),
} as const;
