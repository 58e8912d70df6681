import { Command } from '@nestjs/cqrs';
import type { TestAddress, TestMessageStatus } from '@expo/contract/readiness';

/** What became of a test message: sent (a channel took it), kept (no channel: nothing sent) or failed (why). */
export interface TestDelivery {
  status: TestMessageStatus;
  channel: 'EMAIL' | 'SMS' | 'LMS' | 'ALIMTALK' | null;
  reason: string | null;
}

/**
 * Readiness asks the messaging context to send one test message through the deployment's real channel (SMTP
 * for an e-mail address, SOLAPI for a mobile number); messaging answers (its handler lives there).
 */
export class DeliverTestMessageCommand extends Command<TestDelivery> {
  constructor(
    readonly to: TestAddress,
    readonly subject: string,
    readonly text: string,
  ) {
    super();
  }
}
