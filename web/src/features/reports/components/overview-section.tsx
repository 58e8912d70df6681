import { useState } from 'react';

import { minuteText } from '../../../components/report/report-format';
import { reportTexts } from '../texts';
import type { EventReport } from '@expo/contract/reports';
import { EventDetailsForm } from './event-details-form';
import { ReportSection } from '../../../components/report/report-section';

const t = reportTexts.overview;

interface OverviewSectionProps {
  report: Pick<EventReport, 'details' | 'generatedAt'>;
  /** The details were saved: fetch the report again. */
  onSaved: () => void;
}

/** 행사 개요: the event's name, period and venue (editable here) and when the report was made. */
export function OverviewSection({ report, onSaved }: OverviewSectionProps) {
  const [editing, setEditing] = useState(false);
  const { details } = report;
  const rows = [
    { key: 'event-name', label: t.name, value: details.name },
    { key: 'period', label: t.period, value: details.period },
    { key: 'venue', label: t.venue, value: details.venue },
    { key: 'generated-at', label: t.generatedAt, value: minuteText(report.generatedAt) },
  ];
  return (
    <ReportSection
      id="overview"
      title={t.title}
      testId="report-overview"
      actions={
        !editing && (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            data-testid="report-edit"
            onClick={() => {
              setEditing(true);
            }}
          >
            {t.edit}
          </button>
        )
      }
    >
      <dl className="report-overview">
        {rows.map((row) => (
          <div key={row.key} className={`report-overview-row report-overview-${row.key}`}>
            <dt>{row.label}</dt>
            <dd data-testid={`report-${row.key}`}>{row.value || reportTexts.none}</dd>
          </div>
        ))}
      </dl>
      {editing && (
        <EventDetailsForm
          initial={details}
          onCancel={() => {
            setEditing(false);
          }}
          onSaved={() => {
            setEditing(false);
            onSaved();
          }}
        />
      )}
    </ReportSection>
  );
}
