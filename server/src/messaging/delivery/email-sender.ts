import nodemailer, { type Transporter } from 'nodemailer';
import { qrEmail } from './qr-message-content.js';
import type { OutgoingQr, QrSender } from './qr-sender.js';
import { surveyEmail } from './survey-message-content.js';
import { smtpError } from './smtp-errors.js';

/** The e-mail of a message: the QR with its image inline, or a survey's invitation with its link. */
const content = (message: OutgoingQr, host: string) =>
  message.survey
    ? surveyEmail({ ...message, surveyTitle: message.survey.title })
    : qrEmail({ ...message, cid: `qr-${message.sendId}@${host}` });

/** SMTP through nodemailer; the Message-ID is the send id, so a receiver can drop a redelivery. */
export function emailSender(url: string, from: string, host: string): QrSender {
  const transporter: Transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      try {
        const info = await transporter.sendMail({
          from,
          ...(await content(message, host)),
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
