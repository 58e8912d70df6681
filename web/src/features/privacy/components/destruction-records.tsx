import { seoulDisplay } from '@expo/contract/seoul-time';
import { DataTable } from '../../../components/data-table';
import { privacyTexts } from '../texts';
import type { Destruction } from '@expo/contract/privacy';

interface DestructionRecordsProps {
  records: Destruction[] | undefined;
  loading: boolean;
  error: string | null;
}

/** '개인정보 파기 기록': when, how many people, by the schedule or an admin, and who. */
export function DestructionRecords({ records, loading, error }: DestructionRecordsProps) {
  const rows = records ?? [];
  return (
    <section className="card privacy-records" aria-labelledby="privacy-records-title">
      <h2 id="privacy-records-title" className="privacy-section-title">
        {privacyTexts.recordsTitle}
      </h2>
      <DataTable
        columns={privacyTexts.recordColumns}
        testId="privacy-destructions"
        loading={loading}
        rowCount={rows.length}
        emptyIsError={error !== null}
        emptyText={
          error !== null
            ? privacyTexts.recordsFailed(error)
            : loading && !records
              ? privacyTexts.recordsLoading
              : privacyTexts.recordsEmpty
        }
      >
        {rows.map((record, index) => (
          <tr key={`${record.destroyedAt}-${String(index)}`} data-testid="privacy-destruction-row">
            <td className="cell-nowrap">{seoulDisplay(record.destroyedAt)}</td>
            <td className="cell-number">{privacyTexts.people(record.attendees)}</td>
            <td className="cell-center">{privacyTexts.triggers[record.trigger]}</td>
            <td>{record.actorName || privacyTexts.systemActor}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
