import { Inject, Injectable, RequestMethod, type OnModuleInit } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService } from '@nestjs/core';
import { ACCESS_ROUTES } from '../domain/access-routes.js';
import { AccessRecordInterceptor } from './access-record.interceptor.js';

/** A route of the app and whether it runs the access-record interceptor. */
export interface RouteInterception {
  route: string;
  intercepted: boolean;
}

/**
 * The routes whose interception disagrees with the route table: a table route without `@RecordsAccess()`
 * (its reads would go unrecorded) unless its command records it (`inCommand`), or a decorated route the table
 * does not know.
 */
export function uncoveredRoutes(routes: readonly RouteInterception[]): string[] {
  return routes.flatMap(({ route, intercepted }) => {
    const rule = ACCESS_ROUTES[route];
    const expected = rule !== undefined && !rule.inCommand;
    if (intercepted === expected) return [];
    return [
      intercepted ? `${route}: @RecordsAccess() 없이 표에 없는 경로` : `${route}: @RecordsAccess() 누락`,
    ];
  });
}

const joinPath = (...parts: unknown[]) =>
  '/' +
  parts
    .flatMap((p) => (typeof p === 'string' ? p.split('/') : []))
    .filter(Boolean)
    .join('/');

/** Checks at start-up that exactly the table's routes record access (a mistake fails the start, and every test). */
@Injectable()
export class AccessRouteCoverage implements OnModuleInit {
  constructor(@Inject(DiscoveryService) private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const routes: RouteInterception[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const type = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      if (!type) continue;
      const base: unknown = Reflect.getMetadata(PATH_METADATA, type);
      const proto = type.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const method: unknown = Reflect.getMetadata(METHOD_METADATA, handler);
        if (typeof method !== 'number') continue;
        const interceptors = (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) ?? []) as unknown[];
        routes.push({
          route: `${RequestMethod[method]} ${joinPath('api', base, Reflect.getMetadata(PATH_METADATA, handler))}`,
          intercepted: interceptors.includes(AccessRecordInterceptor),
        });
      }
    }
    const wrong = uncoveredRoutes(routes);
    if (wrong.length)
      throw new Error(`개인정보 접속기록 경로 표와 @RecordsAccess()가 맞지 않습니다:\n${wrong.join('\n')}`);
  }
}
