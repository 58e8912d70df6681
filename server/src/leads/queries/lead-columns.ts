import type { VisitorExtras } from '../../visits/queries/visitor-workbook.js';
import { LEAD_INTEREST_LABELS } from '@expo/contract/leads-values';
import { leadsOf } from './lead-reads.js';

/** The booth visitor downloads' lead columns (관심도, 태그, 메모), after the spec's columns. */
export const leadColumns: VisitorExtras = {
  columns: [
    { header: '관심도', width: 8 },
    { header: '태그', width: 24 },
    { header: '메모', width: 40 },
  ],
  async read(sql, boothId, visits) {
    const leads = await leadsOf(
      sql,
      boothId,
      visits.map((visit) => visit.userId),
    );
    return (visit) => {
      const lead = leads.get(visit.userId);
      if (!lead) return ['', '', ''];
      return [lead.interest ? LEAD_INTEREST_LABELS[lead.interest] : '', lead.tags.join(', '), lead.memo];
    };
  },
};
