import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { AdminGuard, OrganiserGuard } from './admin.guard.js';
import { BoothGuard, BoothTokenGuard } from './booth.guard.js';
import { DeskGuard, KioskGuard } from './desk.guard.js';
import { AdminLoginController } from './http/admin-login.controller.js';
import { AdminSessionHandler } from './queries/admin-session/admin-session.handler.js';
import { CheckAdminSessionHandler } from './queries/check-admin-session/check-admin-session.handler.js';
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
    OrganiserGuard,
    BoothGuard,
    BoothTokenGuard,
    DeskGuard,
    KioskGuard,
    LogInAdminHandler,
    CheckStaffSessionHandler,
    CheckAdminSessionHandler,
    AdminSessionHandler,
  ],
  exports: [TokenService, AdminGuard, OrganiserGuard, BoothGuard, BoothTokenGuard, DeskGuard, KioskGuard],
})
export class AuthModule {}
