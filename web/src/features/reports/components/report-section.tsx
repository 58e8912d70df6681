import type { ReactNode } from 'react';

interface ReportSectionProps {
  /** Names the heading's id (`report-<id>-title`) and the print rules of the section (reports.css). */
  id: string;
  title: string;
  testId: string;
  /** Buttons beside the heading (never printed). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One section of the report: a card with its heading. */
export function ReportSection({ id, title, testId, actions, children }: ReportSectionProps) {
  const headingId = `report-${id}-title`;
  return (
    <section
      className={`card report-section report-section-${id}`}
      data-testid={testId}
      aria-labelledby={headingId}
    >
      <header className="report-section-header">
        <h2 id={headingId}>{title}</h2>
        {actions && <div className="report-no-print">{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/** A part of a section (일별 입장, one day of the 시간대별 추이, 국가별…): its small heading, kept together. */
export function ReportBlock({
  title,
  testId,
  children,
}: {
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="report-block" data-testid={testId}>
      <h3 className="report-block-title">{title}</h3>
      {children}
    </div>
  );
}
