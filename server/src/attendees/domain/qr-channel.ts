import { koreanMobile } from '@expo/contract/messaging';
import type { QrChannel } from '@expo/contract/messaging-values';

/** The channels this deployment can send by (from its configuration). */
export interface ConfiguredChannels {
  alimtalk: boolean;
  sms: boolean;
  email: boolean;
}

export type ChannelChoice = { channel: QrChannel } | { unreachable: string };

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * The channel for an attendee's QR: their phone when a phone channel is configured (알림톡 if set up, else
 * SMS/LMS), else their e-mail when SMTP is; kept when they have a contact no configured channel reaches;
 * unreachable (nothing to send to) without a mobile number or an e-mail. `emailFirst` prefers e-mail.
 */
export function chooseQrChannel(
  contact: { phoneNumber: string; email: string },
  configured: ConfiguredChannels,
  emailFirst = false,
): ChannelChoice {
  const mobile = koreanMobile(contact.phoneNumber);
  const hasEmail = EMAIL.test(contact.email.trim());
  if (!mobile.ok && !hasEmail) {
    return {
      unreachable:
        mobile.problem === '번호 없음'
          ? '연락처가 없어 발송할 수 없습니다.'
          : `연락처가 없어 발송할 수 없습니다 (전화번호: ${mobile.problem}, 이메일 없음).`,
    };
  }
  const byPhone = mobile.ok && (configured.alimtalk || configured.sms);
  const byEmail = hasEmail && configured.email;
  if (byEmail && (emailFirst || !byPhone)) return { channel: 'EMAIL' };
  if (byPhone) return { channel: configured.alimtalk ? 'ALIMTALK' : 'SMS' };
  return { channel: 'KEPT' };
}
