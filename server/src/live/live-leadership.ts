import { Logger } from '@nestjs/common';
import pg from 'pg';
import { POOL_DEFAULTS } from '../database/data-source.js';

/** Which node of a deployment reads the log and makes the pushes (the others only pass them on). */
export interface Leadership {
  isLeader(): Promise<boolean>;
  close(): Promise<void>;
}

/** The embedded database serves one process: it always leads. */
export const soleLeader: Leadership = {
  isLeader: () => Promise.resolve(true),
  close: () => Promise.resolve(),
};

const LOCK = `hashtext('expo-live-feed')`;

/**
 * Leads while it holds a PostgreSQL advisory lock on its own connection. When the node dies its connection
 * closes and the lock is free: another node takes it at its next try (every `retryMs`). A leader checks its
 * connection every few seconds, so a node cut off from the database stops leading.
 */
export class AdvisoryLockLeadership implements Leadership {
  private client?: pg.Client;
  private leading = false;
  private nextTry = 0;
  private nextCheck = 0;
  private closed = false;
  private readonly logger = new Logger('Live');

  constructor(
    private readonly connectionString: string,
    private readonly retryMs = 2000,
  ) {}

  async isLeader(): Promise<boolean> {
    if (this.closed) return false;
    const now = Date.now();
    if (this.leading) {
      if (now >= this.nextCheck) {
        this.nextCheck = now + 5000;
        await this.client!.query('SELECT 1').catch(() => this.lose());
      }
      return this.leading;
    }
    if (now < this.nextTry) return false;
    this.nextTry = now + this.retryMs;
    try {
      this.client ??= await this.connect();
      const { rows } = await this.client.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock(${LOCK}) AS ok`);
      this.leading = rows[0].ok;
      if (this.leading) this.logger.log('이 노드가 실시간 알림을 만듭니다.');
    } catch {
      this.lose();
    }
    return this.leading;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ ...POOL_DEFAULTS, connectionString: this.connectionString });
    client.on('error', () => this.lose());
    client.on('end', () => this.lose());
    await client.connect();
    return client;
  }

  private lose(): void {
    if (this.leading) this.logger.warn('실시간 알림 리더를 내려놓았습니다 (데이터베이스 연결 끊김).');
    this.leading = false;
    const client = this.client;
    this.client = undefined;
    client?.end().catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.leading = false;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
