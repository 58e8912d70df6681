import { useMemo } from 'react';

import { withShares } from '../../../components/report/report-format';
import { reportTexts } from '../texts';
import type { ReportAudience } from '@expo/contract/reports';
import { NumberCell, PercentCell } from '../../../components/report/figure';
import { LabelledCountsBlock } from './labelled-counts-block';
import { ReportBlock, ReportSection } from '../../../components/report/report-section';

const t = reportTexts.audience;

/** 참관객 분석: attendees by country, by affiliation (the top 20 and 기타) and by registration type. */
export function AudienceSection({ audience }: { audience: ReportAudience }) {
  const types = useMemo(() => withShares(audience.registrationTypes), [audience.registrationTypes]);
  return (
    <ReportSection id="audience" title={t.title} testId="report-audience">
      <LabelledCountsBlock
        title={t.countries}
        column={t.columns.country}
        items={audience.countries}
        figure="audience.countries"
        testId="report-countries"
      />
      <LabelledCountsBlock
        title={t.affiliations}
        column={t.columns.affiliation}
        items={audience.affiliations}
        figure="audience.affiliations"
        testId="report-affiliations"
      />
      <ReportBlock title={t.registrationTypes} testId="report-registration-types">
        <table className="data-table report-table report-table-compact">
          <thead>
            <tr>
              <th scope="col">{t.columns.type}</th>
              <th scope="col" className="report-number report-col-count">
                {t.columns.count}
              </th>
              <th scope="col" className="report-number report-col-count">
                {t.columns.share}
              </th>
            </tr>
          </thead>
          <tbody>
            {types.map(({ type, count, share }) => (
              <tr key={type}>
                <th scope="row">{t.registrationTypeLabels[type]}</th>
                <NumberCell name={`audience.registrationTypes.${type}`} value={count} />
                <PercentCell name={`audience.registrationTypes.${type}.share`} share={share} />
              </tr>
            ))}
          </tbody>
        </table>
      </ReportBlock>
    </ReportSection>
  );
}
