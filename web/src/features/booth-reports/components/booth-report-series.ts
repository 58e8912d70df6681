import { SERIES } from '../../../components/chart/chart-series';
import { boothReportTexts as t } from '../texts';

/** A booth's visits per hour: the colour the dashboard and the 결과보고서 give booth traffic. */
export const VISITS_SERIES = {
  dataKey: 'visits',
  name: t.hourly.visitsColumn,
  color: SERIES.boothVisits.color,
};

/** Leads by 관심도 or tag. */
export const LEADS_SERIES = { dataKey: 'count', name: t.leads.countColumn, color: '#7c3aed' };

/** Visitors by affiliation or country: a neutral slate, as the 결과보고서's 참관객 분석. */
export const VISITORS_SERIES = { dataKey: 'count', name: t.mix.countColumn, color: '#55617a' };
