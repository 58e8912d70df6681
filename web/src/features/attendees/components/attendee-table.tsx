import { DataTable } from '../../../components/data-table';
import type { AttendeeRowActions } from '../hooks/use-attendee-row-actions';
import { attendeeTexts } from '../texts';
import type { ListedAttendee } from '@expo/contract/attendees';
import { AttendeeRow } from './attendee-row';

interface AttendeeTableProps {
  attendees: ListedAttendee[];
  actions: AttendeeRowActions;
  emptyText: string;
  loading: boolean;
}

export function AttendeeTable({ attendees, actions, emptyText, loading }: AttendeeTableProps) {
  const { busyIds, ...rowActions } = actions;
  return (
    <DataTable
      columns={attendeeTexts.columns}
      testId="attendee-table"
      className="attendee-table"
      loading={loading}
      rowCount={attendees.length}
      emptyText={loading ? null : emptyText}
    >
      {attendees.map((attendee) => (
        <AttendeeRow
          key={attendee.id}
          attendee={attendee}
          actions={rowActions}
          busy={busyIds.has(attendee.id)}
        />
      ))}
    </DataTable>
  );
}
