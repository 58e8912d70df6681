import { minuteText } from '../../../components/report/report-format';
import { boothReportTexts as t } from '../texts';
import type { BoothReport } from '@expo/contract/reports';
import { ReportHeading, type HeadingLevel } from '../../../components/report/report-section';

interface BoothReportHeadingProps {
  report: Pick<BoothReport, 'boothId' | 'boothName' | 'details' | 'generatedAt'>;
  level: HeadingLevel;
  headingId: string;
}

/** '부스 성과 보고서' and the booth's name, then the event's name, 기간 and 장소 and when the report was made. */
export function BoothReportHeading({ report, level, headingId }: BoothReportHeadingProps) {
  const { details } = report;
  const rows = [
    { key: 'event', label: t.details.event, value: details.name },
    { key: 'period', label: t.details.period, value: details.period },
    { key: 'venue', label: t.details.venue, value: details.venue },
    { key: 'generated-at', label: t.details.generatedAt, value: minuteText(report.generatedAt) },
  ];
  return (
    <header className="booth-report-head">
      <ReportHeading level={level} depth={0} id={headingId} className="booth-report-title">
        <span className="booth-report-kicker">{t.title}</span>
        <span className="booth-report-booth-name" data-testid="booth-report-booth-name">
          {report.boothName}
        </span>
      </ReportHeading>
      <dl className="booth-report-details">
        {rows.map((row) => (
          <div key={row.key} className="booth-report-detail">
            <dt>{row.label}</dt>
            <dd data-testid={`booth-report-${row.key}`}>{row.value || t.none}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
