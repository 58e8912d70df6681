import { Module } from '@nestjs/common';
import { QrMessageWorker } from './delivery/qr-message.worker.js';
import { MessagesController } from './messages.controller.js';

@Module({
  controllers: [MessagesController],
  providers: [QrMessageWorker],
  exports: [QrMessageWorker],
})
export class MessagingModule {}
