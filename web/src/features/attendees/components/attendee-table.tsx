import type { AttendeeRowActions } from '../hooks/use-attendee-row-actions';
import { attendeeTexts } from '../texts';
import type { Attendee } from '../types';
import { AttendeeRow } from './attendee-row';

interface AttendeeTableProps {
  attendees: Attendee[];
  actions: AttendeeRowActions;
  emptyText: string;
  loading: boolean;
}

export function AttendeeTable({ attendees, actions, emptyText, loading }: AttendeeTableProps) {
  const { busyIds, ...rowActions } = actions;
  return (
    <div className="table-wrap" aria-busy={loading}>
      <table className="data-table" data-testid="attendee-table">
        <thead>
          <tr>
            {attendeeTexts.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {attendees.map((attendee) => (
            <AttendeeRow
              key={attendee.id}
              attendee={attendee}
              actions={rowActions}
              busy={busyIds.has(attendee.id)}
            />
          ))}
          {attendees.length === 0 && !loading && (
            <tr>
              <td colSpan={attendeeTexts.columns.length} className="cell-empty">
                {emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
