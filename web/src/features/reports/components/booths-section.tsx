import { useMemo } from 'react';

import { LEAD_INTEREST_LABELS, LEAD_INTERESTS } from '@expo/contract/leads-values';
import { dayHourLabel } from '@expo/contract/report-figures';
import { topBoothsByVisitors } from '../report-activity';
import { UNIQUE_VISITORS_SERIES } from '../report-series';
import { reportTexts } from '../texts';
import type { ReportBooth } from '@expo/contract/reports';
import { Figure, NumberCell, PercentCell } from '../../../components/report/figure';
import { ReportBlock, ReportSection } from '../../../components/report/report-section';
import { RowChart } from '../../../components/chart/row-chart';

const t = reportTexts.booths;
const LEAD_KEYS = [...LEAD_INTERESTS, 'unrated'] as const;
const LEAD_LABELS = { ...LEAD_INTEREST_LABELS, unrated: t.unrated };

/** '11-27 14시 (32명)': the booth's busiest hour and its visits, or '-' without a visit. */
function PeakHour({ booth }: { booth: ReportBooth }) {
  const { peakHour } = booth;
  if (!peakHour) return <>{reportTexts.none}</>;
  return (
    <>
      {dayHourLabel(peakHour.day, peakHour.hour)}
      {t.peakVisitsBefore}
      <Figure name={`booth.${String(booth.boothId)}.peakHour.visits`} value={peakHour.visits} />
      {t.peakVisitsAfter}
    </>
  );
}

/** 부스 현황: the ten booths with the most visitors as bars, then every booth in rank order with its leads. */
export function BoothsSection({ booths }: { booths: readonly ReportBooth[] }) {
  const top = useMemo(
    () => topBoothsByVisitors(booths).map((booth) => ({ ...booth, name: booth.boothName })),
    [booths],
  );
  const ranked = useMemo(
    () => [...booths].sort((a, b) => a.rank - b.rank || a.boothId - b.boothId),
    [booths],
  );
  if (booths.length === 0)
    return (
      <ReportSection id="booths" title={t.title} testId="report-booths">
        <p className="report-note">{t.noBooths}</p>
      </ReportSection>
    );
  return (
    <ReportSection id="booths" title={t.title} testId="report-booths">
      <ReportBlock title={t.topChart} testId="report-top-booths">
        {top.length === 0 ? (
          <p className="report-note">{t.noVisits}</p>
        ) : (
          <RowChart rows={top} series={[UNIQUE_VISITORS_SERIES]} />
        )}
      </ReportBlock>
      <div className="report-table-scroll">
        <table className="data-table report-table report-booth-table" data-testid="report-booth-table">
          <colgroup>
            <col className="report-col-rank" />
            <col />
            <col className="report-col-count" />
            <col className="report-col-count" />
            <col className="report-col-rate" />
            <col className="report-col-peak" />
            {LEAD_KEYS.map((key) => (
              <col key={key} className="report-col-lead" />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col" rowSpan={2} className="report-number">
                {t.columns.rank}
              </th>
              <th scope="col" rowSpan={2}>
                {t.columns.name}
              </th>
              <th scope="col" rowSpan={2} className="report-number">
                {t.columns.uniqueVisitors}
              </th>
              <th scope="col" rowSpan={2} className="report-number">
                {t.columns.visits}
              </th>
              <th scope="col" rowSpan={2} className="report-number" title={t.revisitRateHint}>
                {t.columns.revisitRate}
              </th>
              <th scope="col" rowSpan={2}>
                {t.columns.peakHour}
              </th>
              <th scope="colgroup" colSpan={LEAD_KEYS.length} className="report-col-group">
                {t.columns.interest}
              </th>
            </tr>
            <tr>
              {LEAD_KEYS.map((key) => (
                <th key={key} scope="col" className="report-number">
                  {LEAD_LABELS[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ranked.map((booth) => {
              const id = String(booth.boothId);
              return (
                <tr key={booth.boothId} data-testid={`report-booth-${id}`}>
                  <NumberCell name={`booth.${id}.rank`} value={booth.rank} />
                  <th scope="row">{booth.boothName}</th>
                  <NumberCell name={`booth.${id}.uniqueVisitors`} value={booth.uniqueVisitors} />
                  <NumberCell name={`booth.${id}.visits`} value={booth.visits} />
                  <PercentCell name={`booth.${id}.revisitRate`} share={booth.revisitRate} />
                  <td>
                    <PeakHour booth={booth} />
                  </td>
                  {LEAD_KEYS.map((key) => (
                    <NumberCell key={key} name={`booth.${id}.leads.${key}`} value={booth.leads[key]} />
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </ReportSection>
  );
}
