import type { ReactNode } from 'react';

import { visitTexts } from '../texts';
import type { BoothLeads, Lead } from '@expo/contract/leads';
import type { Visit } from '@expo/contract/visits';
import { LongText } from '../../../components/long-text';

/** The columns 관심도, 태그, 메모 of a booth's visitors (read-only), for VisitorTable's `extra`. */
export function leadColumns(leads: BoothLeads | undefined): {
  columns: readonly string[];
  cells: (visit: Visit) => ReactNode;
} {
  const byUser = new Map<number, Lead>(leads?.leads.map((lead) => [lead.userId, lead]));
  return {
    columns: visitTexts.leadColumns,
    cells(visit) {
      const lead = byUser.get(visit.userId);
      return (
        <>
          <td className="cell-nowrap" data-testid={`lead-interest-${String(visit.userId)}`}>
            {lead?.interest ? visitTexts.leadInterestLabels[lead.interest] : ''}
          </td>
          <td data-testid={`lead-tags-${String(visit.userId)}`}>
            <LongText text={lead?.tags.join(', ')} />
          </td>
          <td className="cell-memo" data-testid={`lead-memo-${String(visit.userId)}`}>
            {lead?.memo ?? ''}
          </td>
        </>
      );
    },
  };
}
