import { useMemo } from 'react';

import { LEAD_INTERESTS } from '@expo/contract/leads-values';
import { labelledCountRows } from '../../../components/report/counts-table';
import { boothFigure } from '../booth-report-figures';
import { boothReportTexts } from '../texts';
import type { BoothReport } from '@expo/contract/reports';
import { ReportSection, type HeadingLevel } from '../../../components/report/report-section';
import { LEADS_SERIES } from './booth-report-series';
import { CountsBlock } from './counts-block';

const t = boothReportTexts.leads;
const INTEREST_KEYS = [...LEAD_INTERESTS, 'unrated'] as const;

/** 리드: the booth's visitors by 관심도 (높음, 보통, 낮음, 미평가) and by tag (most first). */
export function LeadsSection({
  report,
  level,
}: {
  report: Pick<BoothReport, 'boothId' | 'leads'>;
  level: HeadingLevel;
}) {
  const { boothId, leads } = report;
  const byInterest = useMemo(
    () =>
      INTEREST_KEYS.map((key) => ({
        figure: boothFigure(boothId, `leads.${key}`),
        name: t.interestLabels[key],
        count: leads.byInterest[key],
      })),
    [boothId, leads.byInterest],
  );
  const byTag = useMemo(
    () => labelledCountRows(leads.byTag, (i) => boothFigure(boothId, `tags.${String(i)}`)),
    [boothId, leads.byTag],
  );
  return (
    <ReportSection level={level} title={t.title} testId="booth-report-leads">
      <CountsBlock
        level={level}
        title={t.byInterest}
        columns={{ name: t.interestColumn, count: t.countColumn }}
        rows={byInterest}
        series={LEADS_SERIES}
        testId="booth-report-leads-interest"
      />
      <CountsBlock
        level={level}
        title={t.byTag}
        columns={{ name: t.tagColumn, count: t.countColumn }}
        rows={byTag}
        series={LEADS_SERIES}
        empty={t.noTags}
        testId="booth-report-leads-tags"
      />
    </ReportSection>
  );
}
