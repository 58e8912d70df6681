import { Module } from '@nestjs/common';
import { boothMessages } from './booth-catalog.js';
import { CopyBoothsHandler } from './commands/copy-booths/copy-booths.handler.js';
import { BoothLoginController } from './http/booth-login.controller.js';
import { BoothsController } from './http/booths.controller.js';
import { LogInBoothHandler } from './queries/log-in-booth/log-in-booth.handler.js';

@Module({
  controllers: [BoothsController, BoothLoginController],
  providers: [...boothMessages.providers, LogInBoothHandler, CopyBoothsHandler],
})
export class BoothsModule {}
