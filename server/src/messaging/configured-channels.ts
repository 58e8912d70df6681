import type { AppConfig } from '../config/config.js';
import type { ConfiguredChannels } from '../attendees/domain/qr-channel.js';

/** The channels this deployment's settings give: 알림톡 (SOLAPI with Kakao), SMS (SOLAPI), e-mail (SMTP). */
export const configuredChannels = (config: AppConfig): ConfiguredChannels => ({
  alimtalk: config.solapi?.kakao !== undefined,
  sms: config.solapi !== undefined,
  email: config.smtpUrl !== undefined,
});
