import { Module } from '@nestjs/common';
import { HealthController } from './http/health.controller.js';
import { HealthHandler } from './queries/health/health.handler.js';

@Module({
  controllers: [HealthController],
  providers: [HealthHandler],
})
export class HealthModule {}
