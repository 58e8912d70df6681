import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Injectable,
  Module,
  Scope,
  StandardSchemaValidationPipe,
  type CallHandler,
  type CanActivate,
  type DynamicModule,
  type INestApplication,
  type NestInterceptor,
} from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR, NestFactory } from '@nestjs/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer } from '../../server/src/app.factory.js';
import { loadConfig } from '../../server/src/config/config.js';
import { installBoothVisitFastRoute } from '../../server/src/visits/http/booth-visit-fast-route.js';

// POST /api/booth-visits is answered from node:http before Express and Nest (visits/http/booth-visit-fast-route.ts):
// a global guard, pipe, interceptor or filter would be skipped there, so the server refuses to start with one.

class TimingInterceptor implements NestInterceptor {
  intercept(_context: unknown, next: CallHandler) {
    return next.handle();
  }
}

@Injectable()
class DeviceGuard implements CanActivate {
  canActivate() {
    return true;
  }
}

@Injectable({ scope: Scope.REQUEST })
class AuditInterceptor implements NestInterceptor {
  intercept(_context: unknown, next: CallHandler) {
    return next.handle();
  }
}

@Module({})
class WithEnhancers {}

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'expo-fast-route-'));
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * startServer as `npm start` runs it, with the app module wrapped by `wrap` and the created app changed by
 * `change` before anything else is set up on it.
 */
function startWith({
  wrap = (root) => root,
  change = () => undefined,
}: {
  wrap?: (root: DynamicModule) => DynamicModule;
  change?: (app: INestApplication) => void;
}) {
  const create = NestFactory.create.bind(NestFactory) as (
    module: unknown,
    options: unknown,
  ) => Promise<INestApplication>;
  vi.spyOn(NestFactory, 'create').mockImplementation((async (module: DynamicModule, options: unknown) => {
    const app = await create(wrap(module), options);
    change(app);
    return app;
  }) as typeof NestFactory.create);
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'admin-pass-1234',
    EVENT_NAME: '빠른 경로 시험',
    // the embedded database: the check needs none, and its live transport has no pool to wind down
  });
  return startServer(config, { logLevels: ['error'], print: () => undefined });
}

const refusal = (skipped: string) =>
  new RegExp(
    `^The booth-visit fast route \\(POST /api/booth-visits, answered before Express and Nest\\) would skip ` +
      `these global enhancers: ${skipped}\\. It applies only ErrorFilter and the schema validation pipe itself`,
  );

describe('the server with a global enhancer the booth-visit fast route would skip', () => {
  it('refuses to start with an extra global interceptor, naming it', async () => {
    await expect(
      startWith({ change: (app) => app.useGlobalInterceptors(new TimingInterceptor()) }),
    ).rejects.toThrow(refusal('interceptor TimingInterceptor'));
  });

  it('refuses to start with APP_GUARD and request-scoped APP_INTERCEPTOR providers, and with another pipe', async () => {
    await expect(
      startWith({
        wrap: (root) => ({
          module: WithEnhancers,
          imports: [root],
          providers: [
            { provide: APP_GUARD, useClass: DeviceGuard },
            { provide: APP_INTERCEPTOR, useClass: AuditInterceptor },
          ],
        }),
        // the Nest pipe without the project's Korean error mapping is not the one the fast route applies
        change: (app) => app.useGlobalPipes(new StandardSchemaValidationPipe()),
      }),
    ).rejects.toThrow(
      refusal(
        'guard DeviceGuard, interceptor AuditInterceptor \\(request-scoped\\), pipe StandardSchemaValidationPipe',
      ),
    );
  });

  it('starts with only ErrorFilter and the schema validation pipe, which the fast route applies itself', async () => {
    const server = await startWith({});
    try {
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(200);
      // installing the route is what refuses (the HTTPS port's too), once the app has one more
      server.app.useGlobalInterceptors(new TimingInterceptor());
      expect(() =>
        installBoothVisitFastRoute(server.app, createServer(), (_req, _res, next) => next()),
      ).toThrow(refusal('interceptor TimingInterceptor'));
    } finally {
      await server.close();
    }
  });
});
