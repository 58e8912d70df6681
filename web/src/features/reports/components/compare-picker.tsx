import { useId } from 'react';

import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { getOtherEvents } from '../api/get-other-events';
import { reportTexts } from '../texts';

const t = reportTexts.comparison;

/**
 * '전년 대비' (organisers): the event to compare the report with, among the deployment's other events, newest
 * first; '비교 안 함' takes the comparison away. Never printed.
 */
export function ComparePicker({
  compareTo,
  onChange,
}: {
  compareTo: number | null;
  onChange: (eventId: number | null) => void;
}) {
  const id = useId();
  const events = useAsyncData(getOtherEvents);
  return (
    <div className="report-compare report-no-print">
      <label htmlFor={id} className="report-compare-label">
        {t.picker}
      </label>
      <select
        id={id}
        data-testid="report-compare"
        value={compareTo === null ? '' : String(compareTo)}
        onChange={(event) => {
          const value = Number(event.target.value);
          onChange(value > 0 ? value : null);
        }}
      >
        <option value="">{t.none}</option>
        {events.data?.map((event) => (
          <option key={event.id} value={String(event.id)}>
            {`${event.name} (${event.startDate ?? t.noDate})`}
          </option>
        ))}
      </select>
      {events.error && (
        <p className="message error" role="alert">
          {t.eventsFailed(events.error.message)}
        </p>
      )}
    </div>
  );
}
