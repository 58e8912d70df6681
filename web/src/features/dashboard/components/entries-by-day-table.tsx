import { memo } from 'react';

import { dashboardTexts } from '../texts';
import type { DayEntries } from '@expo/contract/stats';
import { ChartPanel } from './chart-panel';

/** '일별 입장': the entries at the desk of every event day so far, oldest first. */
export const EntriesByDayTable = memo(function EntriesByDayTable({ days }: { days: readonly DayEntries[] }) {
  const { entriesByDay, entriesByDayColumns: columns, count } = dashboardTexts;
  return (
    <ChartPanel
      area="days"
      title={entriesByDay}
      testId="entries-by-day"
      emptyText={days.length === 0 ? dashboardTexts.noEntries : null}
    >
      <table className="data-table entries-by-day-table">
        <thead>
          <tr>
            <th scope="col">{columns.day}</th>
            <th scope="col" className="entries-by-day-count">
              {columns.entries}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map(({ day, entries }) => (
            <tr key={day} data-testid={`entries-day-${day}`}>
              <td>{day}</td>
              <td className="entries-by-day-count">{count(entries)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ChartPanel>
  );
});
