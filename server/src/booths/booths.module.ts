import { Module } from '@nestjs/common';
import { CopyBoothsHandler } from './commands/copy-booths/copy-booths.handler.js';
import { RegisterBoothHandler } from './commands/register-booth/register-booth.handler.js';
import { RemoveBoothHandler } from './commands/remove-booth/remove-booth.handler.js';
import { UpdateBoothHandler } from './commands/update-booth/update-booth.handler.js';
import { BoothLoginController } from './http/booth-login.controller.js';
import { BoothsController } from './http/booths.controller.js';
import { GetBoothHandler } from './queries/get-booth/get-booth.handler.js';
import { ListBoothsHandler } from './queries/list-booths/list-booths.handler.js';
import { LogInBoothHandler } from './queries/log-in-booth/log-in-booth.handler.js';

@Module({
  controllers: [BoothsController, BoothLoginController],
  providers: [
    RegisterBoothHandler,
    UpdateBoothHandler,
    RemoveBoothHandler,
    CopyBoothsHandler,
    GetBoothHandler,
    ListBoothsHandler,
    LogInBoothHandler,
  ],
})
export class BoothsModule {}
