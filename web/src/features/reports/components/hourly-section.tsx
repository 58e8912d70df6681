import { useMemo } from 'react';

import { hourLabel } from '@expo/contract/report-figures';

import { HOURLY_KEYS, hourlyDays } from '../hourly-series';
import { dayWithWeekday } from '../../../components/report/report-format';
import { HOURLY_SERIES } from '../report-series';
import { reportTexts } from '../texts';
import type { ReportHour } from '@expo/contract/reports';
import { ColumnChart } from '../../../components/chart/column-chart';
import { NumberCell } from '../../../components/report/figure';
import { ReportBlock, ReportSection } from '../../../components/report/report-section';

const t = reportTexts.hourly;

/** 시간대별 추이: per event day, 입장, 부스 방문 and 강연 출석 of every hour, as columns and as a table. */
export function HourlySection({ hourly }: { hourly: readonly ReportHour[] }) {
  const days = useMemo(
    () =>
      hourlyDays(hourly).map((day) => ({
        ...day,
        columns: day.hours.map((point) => ({ ...point, label: hourLabel(point.hour) })),
      })),
    [hourly],
  );
  return (
    <ReportSection id="hourly" title={t.title} testId="report-hourly">
      {days.length === 0 && <p className="report-note">{t.noRecords}</p>}
      {days.map(({ day, columns, totals }) => (
        <ReportBlock key={day} title={dayWithWeekday(day)} testId={`report-hourly-${day}`}>
          <ColumnChart columns={columns} series={HOURLY_SERIES} height={220} legend />
          <table className="data-table report-table report-table-compact">
            <thead>
              <tr>
                <th scope="col">{t.hourColumn}</th>
                {HOURLY_SERIES.map((series) => (
                  <th key={series.dataKey} scope="col" className="report-number">
                    {series.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {columns.map((point) => (
                <tr key={point.hour}>
                  <th scope="row">{point.label}</th>
                  {HOURLY_KEYS.map((key) => (
                    <NumberCell
                      key={key}
                      name={`hourly.${day}.${String(point.hour)}.${key}`}
                      value={point[key]}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t.total}</th>
                {HOURLY_KEYS.map((key) => (
                  <NumberCell key={key} name={`hourly.${day}.total.${key}`} value={totals[key]} />
                ))}
              </tr>
            </tfoot>
          </table>
        </ReportBlock>
      ))}
    </ReportSection>
  );
}
