import { Module } from '@nestjs/common';
import { StatsController } from './http/stats.controller.js';

@Module({ controllers: [StatsController] })
export class StatsModule {}
