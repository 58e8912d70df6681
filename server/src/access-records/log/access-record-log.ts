import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../kernel/tokens.js';
import { withConnection } from '../../database/sql.js';
import type { AccessRecord } from '../domain/access-record.js';
import { GroupCommit } from './group-commit.js';
import { appendAccessRecords } from './access-record-writes.js';

/**
 * A batch is written once the event loop's current turn is over (a quiet server adds no wait); records made
 * while it is being written go into the next one, so a rush of booth scans shares one INSERT per round trip.
 */
const DELAY_MS = 0;
const MAX_BATCH = 500;

/** The append-only store of access records, written by group commit. */
@Injectable()
export class AccessRecordLog implements OnModuleDestroy {
  private readonly logger = new Logger('AccessRecords');
  private readonly batches: GroupCommit<AccessRecord>;

  constructor(@Inject(DATA_SOURCE) dataSource: DataSource) {
    this.batches = new GroupCommit(
      (records) => withConnection(dataSource, (sql) => appendAccessRecords(sql, records)),
      { delayMs: DELAY_MS, maxBatch: MAX_BATCH },
    );
  }

  /** Resolves once the record is stored; a failure is logged with the whole record (never lost silently). */
  async append(record: AccessRecord): Promise<boolean> {
    try {
      await this.batches.add(record);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error(
        `개인정보 접속기록을 저장하지 못했습니다 (${message}): ${JSON.stringify({ ...record, at: record.at.toISOString() })}`,
      );
      return false;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.batches.drain();
  }
}
