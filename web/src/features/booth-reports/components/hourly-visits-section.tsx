import { useMemo } from 'react';

import { ColumnChart } from '../../../components/chart/column-chart';
import { CountsTable } from '../../../components/report/counts-table';
import { dayWithWeekday } from '../../../components/report/report-format';
import { boothFigure, hourlyChartWidth, visitDays } from '../booth-report-figures';
import { boothReportTexts } from '../texts';
import type { BoothReport } from '@expo/contract/reports';
import { ReportBlock, ReportSection, type HeadingLevel } from '../../../components/report/report-section';
import { VISITS_SERIES } from './booth-report-series';

const t = boothReportTexts.hourly;

/** 시간대별 방문: per day, the booth's visits of every hour as columns (fixed size) and as a table. */
export function HourlyVisitsSection({
  report,
  level,
}: {
  report: Pick<BoothReport, 'boothId' | 'hourly'>;
  level: HeadingLevel;
}) {
  const days = useMemo(() => visitDays(report.hourly), [report.hourly]);
  const figure = (key: string) => boothFigure(report.boothId, `hourly.${key}`);
  return (
    <ReportSection level={level} title={t.title} testId="booth-report-hourly">
      {days.map(({ day, hours, total }) => (
        <ReportBlock key={day} level={level} title={dayWithWeekday(day)} testId={`booth-report-day-${day}`}>
          <div className="booth-report-beside">
            <ColumnChart
              columns={hours}
              series={[VISITS_SERIES]}
              width={hourlyChartWidth(hours.length)}
              height={200}
              labelled
            />
            <CountsTable
              columns={{ name: t.hourColumn, count: t.visitsColumn }}
              rows={hours.map((column) => ({
                figure: figure(`${day}.${String(column.hour)}`),
                name: column.label,
                count: column.visits,
              }))}
              total={{ figure: figure(`${day}.total`), name: t.total, count: total }}
              className="report-table-compact booth-report-hour-table"
            />
          </div>
        </ReportBlock>
      ))}
    </ReportSection>
  );
}
