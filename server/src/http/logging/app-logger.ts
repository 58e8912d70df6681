import type { LoggerService, LogLevel } from '@nestjs/common';
import { pino, type Logger as Pino } from 'pino';
import type { LogLevelName } from '../../config/config.js';

export type PinoLevel = LogLevelName;

/** The most detailed of Nest's log levels, as pino's level (Nest's `log` is pino's `info`). */
export function pinoLevelOf(levels: readonly LogLevel[]): PinoLevel {
  const order: [LogLevel, PinoLevel][] = [
    ['verbose', 'trace'],
    ['debug', 'debug'],
    ['log', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
    ['fatal', 'fatal'],
  ];
  return order.find(([nest]) => levels.includes(nest))?.[1] ?? 'silent';
}

/**
 * The process's one logger: JSON lines on stdout (what log collectors read), written asynchronously so a busy
 * event day does not wait on the terminal; flushed when the process ends.
 */
export function createAppLogger(level: PinoLevel): Pino {
  return pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime, messageKey: 'message' },
    pino.destination({ dest: 1, sync: false }),
  );
}

/** Nest's start-up chatter (each module loaded, each route mapped): debug, not a line per route at every start. */
const START_UP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
  'WebSocketsController',
]);

/** Nest's own messages (start-up, errors of handlers) through the same logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Pino) {}

  private write(
    level: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal',
    message: unknown,
    rest: unknown[],
  ) {
    // Nest passes the context (the class or area) last
    const context = typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const text = message instanceof Error ? (message.stack ?? message.message) : String(message);
    const stack = rest.find((part): part is string => typeof part === 'string');
    const quiet = level === 'info' && context !== undefined && START_UP_CONTEXTS.has(context);
    this.logger[quiet ? 'debug' : level]({ context, ...(stack ? { stack } : {}) }, text);
  }

  log(message: unknown, ...rest: unknown[]) {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]) {
    this.write('fatal', message, rest);
  }
}
