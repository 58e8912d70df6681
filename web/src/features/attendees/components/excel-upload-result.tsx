import { attendeeTexts } from '../texts';
import type { AttendeeImportReport as Result } from '@expo/contract/attendees';

/** The server's answer to an upload: counts, then every rejected row with its reason. */
export function ExcelUploadResult({ result }: { result: Result }) {
  const counts = [
    { label: attendeeTexts.resultTotal, value: result.total, testId: 'upload-total' },
    { label: attendeeTexts.resultImported, value: result.imported, testId: 'upload-imported' },
    { label: attendeeTexts.resultSkipped, value: result.skipped, testId: 'upload-skipped' },
    { label: attendeeTexts.resultRejected, value: result.invalid, testId: 'upload-rejected' },
  ];
  return (
    <div className="upload-result" data-testid="upload-result">
      <p className="message message-success" role="status">
        {result.message}
      </p>
      <dl className="stat-list">
        {counts.map((count) => (
          <div className="stat" key={count.testId}>
            <dt>{count.label}</dt>
            <dd data-testid={count.testId}>{count.value.toLocaleString('ko-KR')}</dd>
          </div>
        ))}
      </dl>
      {result.rejected.length > 0 && (
        <>
          <h2 className="section-title">{attendeeTexts.rejectedTitle}</h2>
          <div className="table-wrap">
            <table className="data-table" data-testid="rejected-table">
              <thead>
                <tr>
                  <th scope="col">{attendeeTexts.rejectedRow}</th>
                  <th scope="col">{attendeeTexts.rejectedReason}</th>
                </tr>
              </thead>
              <tbody>
                {result.rejected.map((rejected, index) => (
                  <tr
                    key={`${String(rejected.row)}-${String(index)}`}
                    data-testid={`rejected-row-${String(rejected.row)}`}
                  >
                    <td className="cell-number">{rejected.row}</td>
                    <td>{rejected.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
