import { Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { QrMessageContent } from './qr-message-content.js';

export interface MessageTransport {
  name: 'smtp' | 'log';
  /** Whether a message without an e-mail address can be delivered. */
  needsEmail: boolean;
  send(messageId: string, content: QrMessageContent): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer; the Message-ID is the send id, so a receiver can drop a redelivery. */
export function smtpTransport(url: string, from: string, host: string): MessageTransport {
  const transporter: Transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    needsEmail: true,
    async send(messageId, content) {
      await transporter.sendMail({ from, ...content, messageId: `<qr-${messageId}@${host}>` });
    },
    close: () => transporter.close(),
  };
}

/** No SMTP_URL: the message is kept in the outbox, where admins read it; the log names only its id. */
export function logTransport(): MessageTransport {
  const logger = new Logger('QrMessages');
  return {
    name: 'log',
    needsEmail: false,
    async send(messageId) {
      logger.log(`QR 메시지 ${messageId}: 로그 전송으로 처리되었습니다 (관리자 화면에서 확인).`);
    },
    close: () => undefined,
  };
}
