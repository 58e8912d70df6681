import { Module } from '@nestjs/common';
import { StatsController } from './http/stats.controller.js';
import { GetBoothStatsHandler } from './queries/get-booth-stats/get-booth-stats.handler.js';
import { GetLectureStatsHandler } from './queries/get-lecture-stats/get-lecture-stats.handler.js';
import { GetStatsTotalsHandler } from './queries/get-stats-totals/get-stats-totals.handler.js';
import { GetStatsHandler } from './queries/get-stats/get-stats.handler.js';
import { GetTimelineHandler } from './queries/get-timeline/get-timeline.handler.js';

@Module({
  controllers: [StatsController],
  providers: [
    GetStatsHandler,
    GetStatsTotalsHandler,
    GetBoothStatsHandler,
    GetLectureStatsHandler,
    GetTimelineHandler,
  ],
})
export class StatsModule {}
