import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { AccessRecordsModule } from './access-records/access-records.module.js';
import { AttendeeHistoryModule } from './attendee-history/attendee-history.module.js';
import { AttendeesModule } from './attendees/attendees.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BoothsModule } from './booths/booths.module.js';
import { DeskModule } from './desk/desk.module.js';
import { ConferencesModule } from './conferences/conferences.module.js';
import { EventDetailsModule } from './conferences/event-details.module.js';
import { EventsModule } from './conferences/events.module.js';
import { EventCopyModule } from './event-copy/event-copy.module.js';
import { PublicEventsModule } from './conferences/public-events.module.js';
import type { AppConfig } from './config/config.js';
import { CONTEXTS } from './contexts.js';
import { CoreModule } from './infrastructure.module.js';
import { SecretsService } from './auth/secrets.service.js';
import { HealthModule } from './health/health.module.js';
import { rateLimitModule } from './http/rate-limit.js';
import { LeadsModule } from './leads/leads.module.js';
import { SurveysModule } from './surveys/surveys.module.js';
import { LecturesModule } from './lectures/lectures.module.js';
import { LiveModule } from './live/live.module.js';
import { MessagingModule } from './messaging/messaging.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { ProgrammeModule } from './programme/programme.module.js';
import { ReadinessModule } from './readiness/readiness.module.js';
import { ReportsModule } from './reports/reports.module.js';
import type { LiveTransport } from './live/live-transport.js';
import { StatsModule } from './stats/stats.module.js';
import { VisitsModule } from './visits/visits.module.js';

@Module({})
export class AppModule {
  static register(
    config: AppConfig,
    dataSource: DataSource,
    secrets: SecretsService,
    live: LiveTransport,
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.register(config, dataSource, secrets, CONTEXTS),
        CqrsModule.forRoot(),
        rateLimitModule(config),
        HealthModule,
        AuthModule,
        ConferencesModule,
        PublicEventsModule,
        EventDetailsModule,
        EventsModule,
        EventCopyModule,
        AttendeesModule,
        AttendeeHistoryModule,
        MessagingModule,
        BoothsModule,
        DeskModule,
        LecturesModule,
        VisitsModule,
        LeadsModule,
        SurveysModule,
        ProgrammeModule,
        PrivacyModule,
        StatsModule,
        ReportsModule,
        ReadinessModule,
        LiveModule.register(live),
        AccessRecordsModule,
      ],
    };
  }
}
