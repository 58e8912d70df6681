import type { ReactNode } from 'react';

interface ReportCardProps {
  label: string;
  testId: string;
  /** The report's own look of its cards (reports.css .report-card, booth-reports.css .booth-report-card). */
  className: string;
  /** What the figure means (hover text). */
  title?: string;
  /** A line under the figure. */
  note?: ReactNode;
  /** The figure (Figure, PercentFigure, with its units). */
  children: ReactNode;
}

/** One big number of a report, as the dashboard's cards show theirs: its label, the figure, a line under it. */
export function ReportCard({ label, testId, className, title, note, children }: ReportCardProps) {
  return (
    <li className={`card stat-card ${className}`} data-testid={testId} title={title}>
      <span className="stat-label">{label}</span>
      <span className="stat-value">{children}</span>
      {note}
    </li>
  );
}
