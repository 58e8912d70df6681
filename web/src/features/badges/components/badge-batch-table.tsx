import { DataTable } from '../../../components/data-table';
import type { BatchAttendee } from '@expo/contract/badges';
import { badgeTexts } from '../texts';
import { LongText } from '../../../components/long-text';

/** How many of the chosen attendees the page lists (the count and the print job cover all of them). */
const SHOWN_ROWS = 50;

/** The first rows of the chosen attendees, in print order. */
export function BadgeBatchTable(props: {
  attendees: BatchAttendee[];
  loading: boolean;
  emptyText: string | null;
}) {
  const shown = props.attendees.slice(0, SHOWN_ROWS);
  const more = props.attendees.length - shown.length;
  return (
    <>
      <DataTable
        columns={badgeTexts.columns}
        testId="badge-batch-table"
        loading={props.loading}
        rowCount={shown.length}
        emptyText={props.emptyText}
      >
        {shown.map((attendee) => (
          <tr key={attendee.id} data-testid={`badge-row-${String(attendee.id)}`}>
            <td className="cell-number">{attendee.id}</td>
            <td className="cell-strong">
              <LongText text={attendee.name} lines={2} />
            </td>
            <td>
              <LongText text={attendee.affiliation} lines={2} />
            </td>
            <td>
              <LongText text={attendee.country} lines={2} />
            </td>
            <td>{badgeTexts.registrationType[attendee.registrationType]}</td>
            <td>{attendee.paymentStatus}</td>
            <td>{attendee.paymentStatus2}</td>
          </tr>
        ))}
      </DataTable>
      {more > 0 && <p className="muted badge-more-rows">{badgeTexts.moreRows(more)}</p>}
    </>
  );
}
