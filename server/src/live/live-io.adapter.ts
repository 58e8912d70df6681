import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { Server, ServerOptions } from 'socket.io';
import type { LiveTransport } from './live-transport.js';

/** Nest's socket.io adapter with the deployment's cross-node adapter (PostgreSQL or Redis) plugged in. */
export class LiveIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly transport: LiveTransport,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options);
    if (this.transport.adapter) server.adapter(this.transport.adapter as ServerOptions['adapter']);
    return server;
  }
}
