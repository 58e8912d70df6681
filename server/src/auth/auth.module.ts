import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { AdminGuard } from './admin.guard.js';
import { BoothGuard, BoothTokenGuard } from './booth.guard.js';
import { DeskGuard, KioskGuard } from './desk.guard.js';
import { AdminLoginController } from './http/admin-login.controller.js';
import { CheckStaffSessionHandler } from './queries/check-staff-session/check-staff-session.handler.js';
import { LogInAdminHandler } from './queries/log-in-admin/log-in-admin.handler.js';
import { TokenService } from './token.service.js';

@Global()
@Module({
  imports: [JwtModule.register({})],
  controllers: [AdminLoginController],
  providers: [
    TokenService,
    AdminGuard,
    BoothGuard,
    BoothTokenGuard,
    DeskGuard,
    KioskGuard,
    LogInAdminHandler,
    CheckStaffSessionHandler,
  ],
  exports: [TokenService, AdminGuard, BoothGuard, BoothTokenGuard, DeskGuard, KioskGuard],
})
export class AuthModule {}
