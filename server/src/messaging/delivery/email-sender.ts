import nodemailer, { type Transporter } from 'nodemailer';
import { qrEmail } from './qr-message-content.js';
import type { QrSender } from './qr-sender.js';
import { smtpError } from './smtp-errors.js';

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
