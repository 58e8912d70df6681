import { memo } from 'react';

import { dashboardTexts } from '../texts';
import type { StatsTotals } from '@expo/contract/stats';

interface StatCard {
  key: string;
  label: string;
  value: string;
  /** A small line under the number. */
  note?: string;
}

function statCards(totals: StatsTotals): StatCard[] {
  const { cards, count } = dashboardTexts;
  return [
    { key: 'attendees', label: cards.attendees, value: count(totals.attendees) },
    { key: 'paid', label: cards.paid, value: count(totals.paid) },
    { key: 'printed', label: cards.printed, value: count(totals.printed) },
    {
      key: 'registration',
      label: cards.registration,
      value: `${count(totals.preRegistered)} / ${count(totals.onSite)}`,
    },
    { key: 'boothVisits', label: cards.boothVisits, value: count(totals.boothVisits) },
    { key: 'uniqueVisitors', label: cards.uniqueVisitors, value: count(totals.uniqueVisitors) },
    { key: 'lectureCheckIns', label: cards.lectureCheckIns, value: count(totals.lectureCheckIns) },
    // the registration desk: today's entries, and everyone who came in on any day
    {
      key: 'entries',
      label: cards.entries,
      value: count(totals.entriesToday),
      note: dashboardTexts.enteredTotal(totals.entered),
    },
  ];
}

/** The event's totals as big numbers (data-testid stat-<key>). */
export const StatCards = memo(function StatCards({ totals }: { totals: StatsTotals }) {
  return (
    <ul className="stat-cards">
      {statCards(totals).map((card) => (
        <li key={card.key} className="card stat-card" data-testid={`stat-${card.key}`}>
          <span className="stat-label">{card.label}</span>
          <span className="stat-value">{card.value}</span>
          {card.note && <span className="stat-note">{card.note}</span>}
        </li>
      ))}
    </ul>
  );
});
