import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from './config/config.js';
import { EventStore } from './event-store/event-store.js';
import { configureEventStore, type BoundedContext } from './event-store/bounded-context.js';
import { setPasswordHashMemory } from './auth/password-hash.js';
import { PlannerStatistics } from './event-store/planner-statistics.js';
import { EventBusBridge } from './event-store/event-bus-bridge.js';
import { SecretsService } from './auth/secrets.service.js';
import { BOUNDED_CONTEXTS, DATA_SOURCE } from './kernel/tokens.js';
import { WebShell } from './http/web-pages/web-shell.js';

/** Configuration, the database, the event store, secrets and the web app's page shell: one instance each, for every context. */
@Global()
@Module({})
export class CoreModule {
  static register(
    config: AppConfig,
    dataSource: DataSource,
    secrets: SecretsService,
    contexts: readonly BoundedContext[],
  ): DynamicModule {
    setPasswordHashMemory(config.passwordHashMemoryKib);
    return {
      module: CoreModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: DATA_SOURCE, useValue: dataSource },
        { provide: BOUNDED_CONTEXTS, useValue: contexts },
        { provide: EventStore, useValue: configureEventStore(new EventStore(dataSource), contexts) },
        { provide: SecretsService, useValue: secrets },
        EventBusBridge,
        PlannerStatistics,
        WebShell,
      ],
      exports: [APP_CONFIG, BOUNDED_CONTEXTS, DATA_SOURCE, EventStore, SecretsService, WebShell],
    };
  }
}
