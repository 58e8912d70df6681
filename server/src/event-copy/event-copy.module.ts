import { Module } from '@nestjs/common';
import { CopyEventHandler } from './commands/copy-event/copy-event.handler.js';
import { EventCopyController } from './http/event-copy.controller.js';

/**
 * '이전 행사 복사': a use case over several contexts (events, booths, lectures, desks, privacy, messaging), each
 * asked through its own commands and queries; nothing depends on it.
 */
@Module({ controllers: [EventCopyController], providers: [CopyEventHandler] })
export class EventCopyModule {}
