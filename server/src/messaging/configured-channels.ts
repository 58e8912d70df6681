import type { AppConfig } from '../config/config.js';
import type { ConfiguredChannels } from '../attendees/domain/qr-channel.js';

/** The channels this deployment's settings give: 알림톡 (SOLAPI with Kakao), SMS (SOLAPI), e-mail (SMTP). */
export const configuredChannels = (config: AppConfig): ConfiguredChannels => ({
  alimtalk: config.solapi?.kakao !== undefined,
  sms: config.solapi !== undefined,
  email: config.smtpUrl !== undefined,
});

/**
 * The channels a survey's link goes by: 알림톡 only with a Kakao template registered for the survey's text
 * (KAKAO_SURVEY_TEMPLATE_ID), else SMS/LMS, and e-mail as for the QR.
 */
export const surveyChannels = (config: AppConfig): ConfiguredChannels => ({
  ...configuredChannels(config),
  alimtalk: config.solapi?.kakao?.surveyTemplateId !== undefined,
});
