import { AppError } from '../../kernel/app-error.js';

export const PrivacyErrors = {
  consentRequired: () => new AppError('PRIVACY.CONSENT_REQUIRED', '개인정보 수집·이용에 동의해주세요.', 400),
  noticeChanged: () =>
    new AppError('PRIVACY.NOTICE_CHANGED', '동의 내용이 변경되었습니다. 내용을 다시 확인해주세요.', 409),
};
