import nodemailer, { type Transporter } from 'nodemailer';
import { qrEmail, redactContacts } from './qr-message-content.js';
import { DeliveryError, type QrSender } from './qr-sender.js';

/** SMTP through nodemailer; the Message-ID is the send id, so a receiver can drop a redelivery. */
export function emailSender(url: string, from: string, host: string): QrSender {
  const transporter: Transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      const cid = `qr-${message.sendId}@${host}`;
      try {
        const info = await transporter.sendMail({
          from,
          ...(await qrEmail({ ...message, cid })),
          messageId: `<qr-${message.sendId}@${host}>`,
        });
        return { transport: 'EMAIL', providerMessageId: String(info.messageId) };
      } catch (error) {
        throw smtpError(error);
      }
    },
    close: () => transporter.close(),
  };
}

/** The SMTP server's refusal (5xx: final) or a connection problem (tried again later), in Korean. */
function smtpError(error: unknown): DeliveryError {
  const code = Number((error as { responseCode?: number }).responseCode);
  const detail = redactContacts(error instanceof Error ? error.message : String(error));
  if (code >= 500) return new DeliveryError(`메일 서버가 거절했습니다: ${detail}`, true);
  if (code >= 400) return new DeliveryError(`메일 서버가 잠시 받지 않습니다: ${detail}`, false);
  return new DeliveryError(`메일 서버에 연결하지 못했습니다: ${detail}`, false);
}
