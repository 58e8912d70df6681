import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { DeliverTestMessageCommand, type TestDelivery } from '../../../readiness/test-message-delivery.js';
import { DeliveryError } from '../../delivery/qr-sender.js';
import { sendTestEmail, sendTestText } from '../../delivery/test-message-sender.js';

/**
 * Answers readiness's test send: through SMTP for an e-mail address, SOLAPI for a mobile number, each when
 * configured; without the channel nothing is sent and it says kept, never sent.
 */
@CommandHandler(DeliverTestMessageCommand)
export class DeliverTestMessageHandler implements ICommandHandler<DeliverTestMessageCommand> {
  private readonly logger = new Logger('TestMessage');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async execute({ to, subject, text }: DeliverTestMessageCommand): Promise<TestDelivery> {
    try {
      if (to.kind === 'email') {
        if (!this.config.smtpUrl) return { status: 'kept', channel: null, reason: null };
        await sendTestEmail(this.config.smtpUrl, this.config.mailFrom, { to: to.address, subject, text });
        return { status: 'sent', channel: 'EMAIL', reason: null };
      }
      if (!this.config.solapi) return { status: 'kept', channel: null, reason: null };
      const type = await sendTestText(this.config.solapi, { to: to.digits, subject, text });
      return { status: 'sent', channel: type, reason: null };
    } catch (error) {
      const failure = error instanceof DeliveryError ? error : new DeliveryError('발송하지 못했습니다', true);
      this.logger.warn(`시험 메시지 전송 실패: ${failure.detail ?? failure.reason}`);
      return { status: 'failed', channel: to.kind === 'email' ? 'EMAIL' : null, reason: failure.reason };
    }
  }
}
