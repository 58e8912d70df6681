import { Module } from '@nestjs/common';
import { ChangeEventDetailsHandler } from './commands/change-event-details/change-event-details.handler.js';
import { EventDetailsController } from './http/event-details.controller.js';
import { GetEventDetailsHandler } from './queries/get-event-details/get-event-details.handler.js';

/** The event's name, 기간 and 장소 (the 결과보고서's cover): HTTP only, apart from ConferencesModule (the CLI's). */
@Module({
  controllers: [EventDetailsController],
  providers: [GetEventDetailsHandler, ChangeEventDetailsHandler],
})
export class EventDetailsModule {}
