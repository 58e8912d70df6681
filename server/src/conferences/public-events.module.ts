import { Module } from '@nestjs/common';
import { PublicEventsController } from './http/public-events.controller.js';
import { GetPublicEventHandler } from './queries/get-public-event/get-public-event.handler.js';

/**
 * An event's public name (the walk-in form's heading): HTTP only, apart from ConferencesModule, which the CLI
 * loads without the HTTP app's rate limits.
 */
@Module({
  controllers: [PublicEventsController],
  providers: [GetPublicEventHandler],
})
export class PublicEventsModule {}
