import type { SheetColumn } from '../../../excel/workbook-writer.js';
import type { AccessRecord } from '@expo/contract/access-records';
import { ACTOR_KIND_NAMES } from '../../domain/actor-kind-names.js';

/** THE column table of the access records file. */
export const accessRecordColumns: readonly (SheetColumn & {
  value: (r: AccessRecord) => string | number;
})[] = [
  { header: '시각', width: 20, value: (r) => r.at.replace('T', ' ') },
  { header: '계정', width: 18, value: (r) => r.actorName },
  { header: '역할', width: 10, value: (r) => ACTOR_KIND_NAMES[r.actorKind] },
  { header: 'IP', width: 18, text: true, value: (r) => r.ip },
  { header: '작업', width: 24, value: (r) => r.action },
  { header: '요청', width: 44, value: (r) => `${r.method} ${r.route}` },
  { header: '대상 참석자 ID', width: 30, text: true, value: (r) => r.attendeeIds.join(', ') },
  { header: '대상 인원', width: 10, value: (r) => r.recordCount },
  { header: '사유', width: 30, value: (r) => r.reason ?? '' },
];
