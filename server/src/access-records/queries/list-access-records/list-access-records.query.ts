import { Query } from '@nestjs/cqrs';
import type { AccessRecordPage } from '@expo/contract/access-records';
import type { AccessRecordFilter } from '../access-record-reads.js';

/** The event's access records by the filter, newest first, a page at a time (page from 0). */
export class ListAccessRecordsQuery extends Query<AccessRecordPage> {
  constructor(
    readonly filter: AccessRecordFilter,
    readonly page: number,
    readonly size: number,
  ) {
    super();
  }
}
