import { downloadBoothVisits } from '../api/download-booth-visits';
import { getBoothLeads } from '../api/get-booth-leads';
import { getBoothTargets } from '../api/get-booth-targets';
import { getBoothVisits } from '../api/get-booth-visits';
import { visitTexts } from '../texts';
import type { VisitorSource } from '../visitor-source';
import { VisitorView } from './visitor-view';

const BOOTH_VISITORS: VisitorSource = {
  place: 'booth',
  title: visitTexts.boothTitle,
  selectLabel: visitTexts.boothSelect,
  timeColumn: visitTexts.boothTimeColumn,
  loadTargets: getBoothTargets,
  loadVisits: getBoothVisits,
  download: downloadBoothVisits,
  loadLeads: getBoothLeads,
};

/** /booth-visits (admin): the visitors of a chosen booth. */
export function BoothVisitsPage() {
  return <VisitorView source={BOOTH_VISITORS} />;
}
