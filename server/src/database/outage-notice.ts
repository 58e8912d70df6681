import type { Logger } from '@nestjs/common';
import { withParticle } from '@expo/contract/fields';
import { isDatabaseUnavailable } from './database-errors.js';

/**
 * How a background loop (outbox, live feed) reports failures: while the database is away every round fails
 * alike, so the start of the outage is logged once and its end once, not every round; any other failure is
 * logged as it comes.
 */
export class OutageNotice {
  private since: number | undefined;
  private failures = 0;

  constructor(
    private readonly logger: Logger,
    /** What waits, e.g. 'QR 메시지 전송' (the sentences around it are Korean). */
    private readonly what: string,
  ) {}

  /** Whether the database is known to be away (the last round failed for it). */
  get down(): boolean {
    return this.since !== undefined;
  }

  /** A round failed: logged unless it is the same outage again; `otherwise` logs a failure of another kind. */
  failed(error: unknown, otherwise: (error: unknown) => void): void {
    if (!isDatabaseUnavailable(error)) return otherwise(error);
    this.failures++;
    if (this.since !== undefined) return;
    this.since = Date.now();
    const message = error instanceof Error ? error.message : String(error);
    this.logger.warn(
      `데이터베이스에 연결할 수 없어 ${withParticle(this.what, '을/를')} 잠시 멈춥니다: ${message}`,
    );
  }

  /** A round went through: ends an outage (logged, as a warning like its start, with its length and failures). */
  succeeded(): void {
    if (this.since === undefined) return;
    const seconds = ((Date.now() - this.since) / 1000).toFixed(1);
    this.logger.warn(
      `데이터베이스에 다시 연결되어 ${withParticle(this.what, '을/를')} 이어갑니다 (${seconds}초, 실패 ${this.failures}회).`,
    );
    this.since = undefined;
    this.failures = 0;
  }
}
