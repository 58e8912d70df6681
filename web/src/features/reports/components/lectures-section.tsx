import { useMemo } from 'react';

import { CAPACITY_SERIES, CHECK_INS_SERIES } from '../report-series';
import { reportTexts } from '../texts';
import type { ReportLecture } from '@expo/contract/reports';
import { NumberCell, PercentCell } from '../../../components/report/figure';
import { ReportBlock, ReportSection } from '../../../components/report/report-section';
import { RowChart } from '../../../components/chart/row-chart';

const t = reportTexts.lectures;
const SERIES = [CHECK_INS_SERIES, CAPACITY_SERIES];

/**
 * 강연 현황: every lecture in programme order, its check-ins against its 정원, as bars and as a table, with the mean
 * of its lecture surveys' 5점 척도 answers ('-' without one).
 */
export function LecturesSection({ lectures }: { lectures: readonly ReportLecture[] }) {
  const rows = useMemo(() => lectures.map((lecture) => ({ ...lecture, name: lecture.title })), [lectures]);
  if (lectures.length === 0)
    return (
      <ReportSection id="lectures" title={t.title} testId="report-lectures">
        <p className="report-note">{t.noLectures}</p>
      </ReportSection>
    );
  return (
    <ReportSection id="lectures" title={t.title} testId="report-lectures">
      <ReportBlock title={t.chart} testId="report-lecture-chart">
        {lectures.some((lecture) => lecture.checkIns > 0) ? (
          <RowChart rows={rows} series={SERIES} legend />
        ) : (
          <p className="report-note">{t.noCheckIns}</p>
        )}
      </ReportBlock>
      <div className="report-table-scroll">
        <table className="data-table report-table report-lecture-table" data-testid="report-lecture-table">
          <colgroup>
            <col />
            <col className="report-col-when" />
            <col className="report-col-location" />
            <col className="report-col-count" />
            <col className="report-col-count" />
            <col className="report-col-count" />
            <col className="report-col-count" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t.columns.title}</th>
              <th scope="col">{t.columns.when}</th>
              <th scope="col">{t.columns.location}</th>
              <th scope="col" className="report-number">
                {t.columns.checkIns}
              </th>
              <th scope="col" className="report-number">
                {t.columns.capacity}
              </th>
              <th scope="col" className="report-number">
                {t.columns.fillRate}
              </th>
              <th scope="col" className="report-number" title={t.satisfactionHint}>
                {t.columns.satisfaction}
              </th>
            </tr>
          </thead>
          <tbody>
            {lectures.map((lecture) => {
              const id = String(lecture.lectureId);
              return (
                <tr key={lecture.lectureId} data-testid={`report-lecture-${id}`}>
                  <th scope="row">{lecture.title}</th>
                  <td>{`${lecture.date} ${lecture.time}`}</td>
                  <td>{lecture.location || reportTexts.none}</td>
                  <NumberCell name={`lecture.${id}.checkIns`} value={lecture.checkIns} />
                  {lecture.capacity === null ? (
                    <td className="report-number">{reportTexts.none}</td>
                  ) : (
                    <NumberCell name={`lecture.${id}.capacity`} value={lecture.capacity} />
                  )}
                  <PercentCell name={`lecture.${id}.fillRate`} share={lecture.fillRate} />
                  <td className="report-number">
                    {lecture.satisfaction === null ? (
                      reportTexts.none
                    ) : (
                      <span data-figure={`lecture.${id}.satisfaction`}>
                        {lecture.satisfaction.toFixed(2)}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </ReportSection>
  );
}
