import nodemailer from 'nodemailer';
import type { SolapiConfig } from '../../config/config.js';
import { phoneTextType } from './qr-message-content.js';
import { solapiError } from './solapi-errors.js';
import { smtpError } from './smtp-errors.js';

/** A plain test e-mail through the deployment's SMTP server (the channel QR e-mails take); its message id. */
export async function sendTestEmail(
  smtpUrl: string,
  from: string,
  mail: { to: string; subject: string; text: string },
): Promise<void> {
  const transporter = nodemailer.createTransport(smtpUrl);
  try {
    await transporter.sendMail({ from, ...mail });
  } catch (error) {
    throw smtpError(error);
  } finally {
    transporter.close();
  }
}

/** A test SMS/LMS through SOLAPI (the channel QR texts take); which of the two it went as. */
export async function sendTestText(
  config: SolapiConfig,
  text: { to: string; subject: string; text: string },
): Promise<'SMS' | 'LMS'> {
  const type = phoneTextType(text.text);
  try {
    const { SolapiMessageService } = await import('solapi');
    await new SolapiMessageService(config.apiKey, config.apiSecret).send({
      to: text.to,
      from: config.sender,
      text: text.text,
      ...(type === 'LMS' ? { type, subject: text.subject } : { type }),
    });
  } catch (error) {
    throw solapiError(error);
  }
  return type;
}
