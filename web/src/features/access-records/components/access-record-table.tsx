import { seoulDisplay } from '@expo/contract/seoul-time';
import { DataTable } from '../../../components/data-table';
import { accessRecordTexts as t } from '../texts';
import type { AccessRecord } from '@expo/contract/access-records';
import { LongText } from '../../../components/long-text';

interface AccessRecordTableProps {
  records: readonly AccessRecord[];
  loading: boolean;
  emptyText: string | null;
}

/** 대상: the one attendee by id, a list or a file by how many people it held. */
export function concernedText(record: Pick<AccessRecord, 'attendeeIds' | 'recordCount'>): string {
  return record.attendeeIds.length === 1 && record.recordCount === 1
    ? t.attendee(record.attendeeIds[0]!)
    : t.people(record.recordCount);
}

/** 시각, 계정, 역할, IP, 작업, 대상, 사유: newest first. */
export function AccessRecordTable({ records, loading, emptyText }: AccessRecordTableProps) {
  return (
    <DataTable
      columns={t.columns}
      testId="access-record-table"
      loading={loading}
      rowCount={records.length}
      emptyText={emptyText}
      className="access-table"
    >
      {records.map((r) => (
        <tr key={r.id} data-testid="access-record-row">
          <td className="access-at">{seoulDisplay(r.at)}</td>
          <td>
            <LongText text={r.actorName} lines={2} />
          </td>
          <td>{t.roles[r.actorKind]}</td>
          <td className="access-ip">{r.ip}</td>
          <td title={`${r.method} ${r.route}`}>{r.action}</td>
          <td title={r.attendeeIds.length > 1 ? r.attendeeIds.join(', ') : undefined}>{concernedText(r)}</td>
          <td>{r.reason ? <LongText text={r.reason} lines={3} /> : t.noReason}</td>
        </tr>
      ))}
    </DataTable>
  );
}
