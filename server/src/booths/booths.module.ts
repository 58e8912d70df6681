import { Module } from '@nestjs/common';
import { BoothCommands } from './booth-commands.js';
import { BoothLoginController } from './http/booth-login.controller.js';
import { BoothsController } from './http/booths.controller.js';

@Module({
  controllers: [BoothsController, BoothLoginController],
  providers: [BoothCommands],
})
export class BoothsModule {}
