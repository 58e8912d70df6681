import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { emailSender } from './email-sender.js';
import type { QrSender } from './qr-sender.js';
import { solapiSender } from './solapi-sender.js';

/** The senders this node's settings give: e-mail (SMTP) and the phone (SOLAPI), each when configured. */
@Injectable()
export class QrSenders {
  readonly email: QrSender | undefined;
  readonly phone: QrSender | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.email = config.smtpUrl
      ? emailSender(config.smtpUrl, config.mailFrom, new URL(config.publicUrl).hostname)
      : undefined;
    this.phone = config.solapi ? solapiSender(config.solapi) : undefined;
  }

  /** Closes their connections: by the worker, once its last send has ended. */
  close(): void {
    this.email?.close();
    this.phone?.close();
  }
}
