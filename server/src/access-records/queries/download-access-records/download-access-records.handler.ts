import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { seoulDate } from '@expo/contract/seoul-time';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import type { WorkbookDownload } from '../../../excel/workbook-download.js';
import { writeSheet } from '../../../excel/workbook-writer.js';
import { newestAccessRecordId, readAccessRecords, type AccessRecordFilter } from '../access-record-reads.js';
import type { AccessRecord } from '@expo/contract/access-records';
import { accessRecordColumns } from './access-record-columns.js';
import { DownloadAccessRecordsQuery } from './download-access-records.query.js';

const PAGE = 5000;

/** The records in pages of PAGE: memory stays flat with the count. */
async function* streamRecords(
  dataSource: DataSource,
  filter: AccessRecordFilter,
): AsyncGenerator<AccessRecord> {
  const upToId = await withConnection(dataSource, newestAccessRecordId);
  for (let offset = 0; ; offset += PAGE) {
    const rows = await withConnection(dataSource, (sql) =>
      readAccessRecords(sql, filter, { limit: PAGE, offset, upToId }),
    );
    yield* rows;
    if (rows.length < PAGE) return;
  }
}

@QueryHandler(DownloadAccessRecordsQuery)
export class DownloadAccessRecordsHandler implements IQueryHandler<DownloadAccessRecordsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ filter }: DownloadAccessRecordsQuery): Promise<WorkbookDownload> {
    return Promise.resolve({
      fileName: `개인정보_접속기록_${seoulDate(new Date())}.xlsx`,
      write: (out) =>
        writeSheet(out, '접속기록', accessRecordColumns, streamRecords(this.dataSource, filter), (r) =>
          accessRecordColumns.map((column) => column.value(r)),
        ),
    });
  }
}
