import type { ReactNode } from 'react';

interface ChartPanelProps {
  title: string;
  testId: string;
  /** Said instead of the chart while there is nothing to draw. */
  emptyText: string | null;
  children: ReactNode;
  /** Where the card sits in the dashboard's grid (dashboard.css). */
  area: 'timeline' | 'top' | 'days' | 'booths' | 'lectures';
}

/** A dashboard card: its title, then the chart or a line saying why there is none. */
export function ChartPanel({ title, testId, emptyText, children, area }: ChartPanelProps) {
  return (
    <section className={`card dashboard-panel dashboard-area-${area}`} data-testid={testId}>
      <h2 className="dashboard-panel-title">{title}</h2>
      {emptyText === null ? children : <p className="dashboard-empty">{emptyText}</p>}
    </section>
  );
}
