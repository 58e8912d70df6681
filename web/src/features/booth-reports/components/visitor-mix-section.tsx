import { useMemo } from 'react';

import { labelledCountRows } from '../../../components/report/counts-table';
import { boothFigure } from '../booth-report-figures';
import { boothReportTexts } from '../texts';
import type { BoothReport, LabelledCount } from '@expo/contract/reports';
import { ReportSection, type HeadingLevel } from '../../../components/report/report-section';
import { VISITORS_SERIES } from './booth-report-series';
import { CountsBlock } from './counts-block';

const t = boothReportTexts.mix;

const countRows = (boothId: number, key: string, items: readonly LabelledCount[]) =>
  labelledCountRows(items, (i) => boothFigure(boothId, `mix.${key}.${String(i)}`), t.unnamed);

/**
 * 방문자 구성: the booth's visitors by affiliation (the server's top 10 and 기타) and by country; with
 * '부스 제공 동의 확인' on, only the visitors who consented (said beside the heading).
 */
export function VisitorMixSection({
  report,
  level,
}: {
  report: Pick<BoothReport, 'boothId' | 'mix' | 'consentRequired'>;
  level: HeadingLevel;
}) {
  const { boothId, mix } = report;
  const affiliations = useMemo(() => countRows(boothId, 'affiliations', mix.affiliations), [boothId, mix]);
  const countries = useMemo(() => countRows(boothId, 'countries', mix.countries), [boothId, mix]);
  return (
    <ReportSection
      level={level}
      title={t.title}
      note={report.consentRequired ? t.consentBasis : undefined}
      testId="booth-report-mix"
    >
      <CountsBlock
        level={level}
        title={t.affiliations}
        columns={{ name: t.affiliationColumn, count: t.countColumn }}
        rows={affiliations}
        series={VISITORS_SERIES}
        empty={t.empty}
        testId="booth-report-affiliations"
      />
      <CountsBlock
        level={level}
        title={t.countries}
        columns={{ name: t.countryColumn, count: t.countColumn }}
        rows={countries}
        series={VISITORS_SERIES}
        empty={t.empty}
        testId="booth-report-countries"
      />
    </ReportSection>
  );
}
