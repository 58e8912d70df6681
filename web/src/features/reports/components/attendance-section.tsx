import { useMemo } from 'react';

import { dayWithWeekday } from '../../../components/report/report-format';
import { ENTRIES_SERIES } from '../report-series';
import { reportTexts } from '../texts';
import type { ReportAttendance } from '@expo/contract/reports';
import { ColumnChart } from '../../../components/chart/column-chart';
import { CountsTable } from '../../../components/report/counts-table';
import { Figure, PercentFigure } from '../../../components/report/figure';
import { ReportCard } from '../../../components/report/report-card';
import { ReportBlock, ReportSection } from '../../../components/report/report-section';

const t = reportTexts.attendance;

const COUNT_CARDS = [
  'registered',
  'preRegistered',
  'onSite',
  'paid',
  'badgesPrinted',
  'walkIns',
  'entered',
] as const;

/** 참가 현황: who registered, paid, got a badge and came in, then the entries of each event day. */
export function AttendanceSection({
  attendance,
  showDays,
}: {
  attendance: ReportAttendance;
  /** Draw the entries per day (false while nothing happened yet: no empty axes). */
  showDays: boolean;
}) {
  const days = useMemo(
    () => attendance.byDay.map((day) => ({ ...day, label: day.day.slice(5) })),
    [attendance.byDay],
  );
  return (
    <ReportSection id="attendance" title={t.title} testId="report-attendance">
      <ul className="stat-cards report-cards">
        {COUNT_CARDS.map((key) => (
          <ReportCard key={key} label={t.cards[key]} testId={`report-card-${key}`} className="report-card">
            <Figure name={`attendance.${key}`} value={attendance[key]} />
          </ReportCard>
        ))}
        <ReportCard label={t.cards.entryRate} testId="report-card-entryRate" className="report-card">
          <PercentFigure name="attendance.entryRate" share={attendance.entryRate} />
        </ReportCard>
      </ul>
      {showDays && days.length > 0 && (
        <ReportBlock title={t.byDay} testId="report-attendance-days">
          <div className="report-chart-beside">
            <ColumnChart columns={days} series={[ENTRIES_SERIES]} width={400} height={200} labelled />
            <CountsTable
              columns={{ name: t.byDayColumns.day, count: t.byDayColumns.entries }}
              rows={attendance.byDay.map(({ day, entries }) => ({
                figure: `attendance.byDay.${day}`,
                name: dayWithWeekday(day),
                count: entries,
              }))}
            />
          </div>
        </ReportBlock>
      )}
    </ReportSection>
  );
}
