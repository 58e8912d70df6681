import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Logger, RequestMethod, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { BootstrapFirstAdminCommand } from './conferences/commands/bootstrap-first-admin/bootstrap-first-admin.command.js';
import type { AppConfig } from './config/config.js';
import { SecretsService } from './auth/secrets.service.js';
import { openDatabase } from './database/database.js';
import type { EmbeddedPostgres } from './database/embedded-postgres.js';
import { schemaValidationPipe } from './http/schema/schema-validation.pipe.js';
import { drainConnections } from './http/connection-drain.js';
import { ErrorFilter } from './http/error.filter.js';
import { accessLog } from './http/logging/access-log.js';
import {
  acceptUploads,
  FASTIFY_OPTIONS,
  readJson,
  recordRoutes,
  useEveryRequest,
} from './http/fastify-setup.js';
import { createAppLogger, NestPinoLogger, pinoLevelOf } from './http/logging/app-logger.js';
import { inlineScriptHashes, securityHeaders } from './http/security-headers.js';
import { findWebDist, serveWebApp } from './http/web-app.js';
import { QR_VIEW_PAGE_PATH } from './attendees/http/qr-view-page.controller.js';
import { PROGRAMME_PAGE_PATH } from './programme/http/programme-page.controller.js';
import { LiveGateway } from './live/live.gateway.js';
import { LiveIoAdapter } from './live/live-io.adapter.js';
import { openLiveTransport, type LiveTransport } from './live/live-transport.js';

/** A name shared by every node of this deployment and no other: derived from its signing secret. */
const deploymentId = (secrets: SecretsService) =>
  createHash('sha256')
    .update(`live:${secrets.get('jwt')}`)
    .digest('hex')
    .slice(0, 16);

export interface RunningServer {
  app: NestFastifyApplication;
  /** Every route the server answers, as `METHOD /path/:param` (its own route table). */
  routes: readonly string[];
  url: string;
  close(): Promise<void>;
}

/** Opens the database (migrations first), builds the Nest app, serves API + web, and listens. */
export async function startServer(
  config: AppConfig,
  opts: {
    logLevels?: LogLevel[];
    print?: (line: string) => void;
    /** The embedded database already being started (main.ts): used instead of starting it here. */
    embedded?: Promise<EmbeddedPostgres>;
  } = {},
): Promise<RunningServer> {
  const logger = createAppLogger(opts.logLevels ? pinoLevelOf(opts.logLevels) : config.logLevel);
  const database = await openDatabase(config, opts.embedded);
  let httpsServer: HttpsServer | undefined;
  let app: NestFastifyApplication | undefined;
  let live: LiveTransport | undefined;
  try {
    const secrets = new SecretsService(database.dataSource, {
      jwt: config.jwtSecret,
      link: config.linkSecret,
    });
    await secrets.load();
    live = await openLiveTransport(config, deploymentId(secrets), database.dataSource);
    app = await NestFactory.create<NestFastifyApplication>(
      AppModule.register(config, database.dataSource, secrets, live),
      new FastifyAdapter(FASTIFY_OPTIONS),
      // JSON only (Fastify's own parser): no form bodies, so a form on another site posts nothing we read
      { logger: new NestPinoLogger(logger), bodyParser: false },
    );
    const fastify = app.getHttpAdapter().getInstance();
    const routes = recordRoutes(fastify);
    const webDist = findWebDist();
    const headers = securityHeaders(
      config,
      webDist ? inlineScriptHashes(readFileSync(join(webDist, 'index.html'), 'utf8')) : [],
    );
    useEveryRequest(fastify, accessLog(logger), headers);
    readJson(fastify);
    acceptUploads(fastify);
    // the pages the server draws itself (the attendee's QR page, the programme) keep their web address
    app.setGlobalPrefix('api', {
      exclude: [QR_VIEW_PAGE_PATH, PROGRAMME_PAGE_PATH].map((path) => ({ path, method: RequestMethod.GET })),
    });
    app.useGlobalFilters(new ErrorFilter());
    app.useGlobalPipes(schemaValidationPipe());
    app.enableShutdownHooks();
    app.useWebSocketAdapter(new LiveIoAdapter(app, live, config.publicUrl));
    // the document is made on the first /api/docs request (84 answer schemas: 0.2–0.4 s that no start pays)
    const docsApp = app;
    const document = () =>
      SwaggerModule.createDocument(
        docsApp,
        new DocumentBuilder().setTitle('행사 체크인 API').setVersion('1.0').addBearerAuth().build(),
      );
    SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/json' });
    if (webDist) await serveWebApp(fastify, webDist);
    else new Logger('Web').warn('web/dist가 없습니다: npm run build 후 웹 화면이 제공됩니다.');

    await app.init();
    const print = opts.print ?? ((line: string) => console.log(line));
    const firstStart = new BootstrapFirstAdminCommand(
      config.eventName,
      config.adminUsername,
      config.adminPassword,
    );
    for (const line of await app.get(CommandBus).execute(firstStart)) print(line);
    await app.listen(config.port, '0.0.0.0');
    if (config.tlsCertFile && config.tlsKeyFile) {
      // Fastify's router answers the HTTPS port's requests as it does the HTTP port's (hooks, routes, errors)
      httpsServer = createHttpsServer(
        { cert: readFileSync(config.tlsCertFile), key: readFileSync(config.tlsKeyFile) },
        (req, res) => fastify.routing(req, res),
      );
      // the same socket.io engine answers on the HTTPS port (phones open the camera only on a secure origin)
      app.get(LiveGateway).server.engine.attach(httpsServer, { path: '/socket.io' });
      await new Promise<void>((resolve) => httpsServer!.listen(config.httpsPort, '0.0.0.0', resolve));
    }
    const port = (app.getHttpServer().address() as AddressInfo).port;
    const started = app;
    return {
      app: started,
      routes,
      url: `http://127.0.0.1:${port}`,
      async close() {
        httpsServer?.close();
        const stopDraining = drainConnections([started.getHttpServer() as HttpServer, httpsServer]);
        try {
          await started.close();
        } finally {
          stopDraining();
        }
        await live?.close();
        await database.close();
        logger.flush();
      },
    };
  } catch (error) {
    httpsServer?.close();
    // the app first: its socket.io adapter holds a connection of the live transport's pool until closed
    await app?.close().catch(() => undefined);
    await live?.close();
    await database.close();
    logger.flush();
    throw error;
  }
}
