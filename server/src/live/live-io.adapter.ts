import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { Server, ServerOptions } from 'socket.io';
import { originAllowed } from '../http/security-headers.js';
import type { LiveTransport } from './live-transport.js';

/**
 * Nest's socket.io adapter with the deployment's cross-node adapter (PostgreSQL or Redis) plugged in. Pages of
 * another origin than PUBLIC_URL (or the address the request came to) may not open a live connection: CORS does
 * not cover WebSockets, so the handshake itself checks the Origin header.
 */
export class LiveIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly transport: LiveTransport,
    private readonly publicUrl: string,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      cors: { origin: this.publicUrl },
      allowRequest: (req, callback) =>
        callback(null, originAllowed(req.headers.origin, req.headers.host, this.publicUrl)),
    } as ServerOptions);
    if (this.transport.adapter) server.adapter(this.transport.adapter as ServerOptions['adapter']);
    return server;
  }
}
