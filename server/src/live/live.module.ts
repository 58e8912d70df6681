import { Module, type DynamicModule } from '@nestjs/common';
import { LiveFeed } from './live-feed.js';
import { LiveGateway } from './live.gateway.js';
import { AuthenticateSocketHandler } from './queries/authenticate-socket/authenticate-socket.handler.js';
import { CheckWatchHandler } from './queries/check-watch/check-watch.handler.js';
import { LIVE_TRANSPORT, type LiveTransport } from './live-transport.js';

/** Live updates: the socket endpoint and the leader's feed (docs/LIVE.md). */
@Module({})
export class LiveModule {
  static register(transport: LiveTransport): DynamicModule {
    return {
      module: LiveModule,
      providers: [
        LiveGateway,
        LiveFeed,
        AuthenticateSocketHandler,
        CheckWatchHandler,
        { provide: LIVE_TRANSPORT, useValue: transport },
      ],
      exports: [LiveGateway],
    };
  }
}
