import { Module } from '@nestjs/common';
import { RecordBadgeTestPrintHandler } from './commands/record-badge-test-print/record-badge-test-print.handler.js';
import { ReviewPrivacyNoticesHandler } from './commands/review-privacy-notices/review-privacy-notices.handler.js';
import { SendTestMessageHandler } from './commands/send-test-message/send-test-message.handler.js';
import { ReadinessController } from './http/readiness.controller.js';
import { GetReadinessHandler } from './queries/get-readiness/get-readiness.handler.js';

/** 준비 점검 per event (GET /api/events/{id}/readiness and its records). */
@Module({
  controllers: [ReadinessController],
  providers: [
    GetReadinessHandler,
    SendTestMessageHandler,
    ReviewPrivacyNoticesHandler,
    RecordBadgeTestPrintHandler,
  ],
})
export class ReadinessModule {}
