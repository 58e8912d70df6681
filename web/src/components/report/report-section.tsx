import { createElement, type HTMLAttributes, type ReactNode } from 'react';

/**
 * The heading levels of a report: 1 where the report is the page (/report, a booth's own /booth-report), 2
 * under a page heading of its own (the admin's /report/booths).
 */
export type HeadingLevel = 1 | 2;

const TAGS = ['h1', 'h2', 'h3', 'h4'] as const;

interface ReportHeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level: HeadingLevel;
  /** How many levels under the report's own heading (0: the report's, 1: a section's, 2: a block's). */
  depth: 0 | 1 | 2;
}

/** A heading of a report at its level: h1–h4. */
export function ReportHeading({ level, depth, ...props }: ReportHeadingProps) {
  return createElement(TAGS[level - 1 + depth], props);
}

interface ReportSectionProps {
  title: string;
  testId: string;
  /** Names the heading's id (`report-<id>-title`) and the event report's print rules of the section (reports.css). */
  id?: string;
  level?: HeadingLevel;
  /** A short remark beside the heading ('동의한 방문자 기준'). */
  note?: string;
  /** Buttons beside the heading (never printed). */
  actions?: ReactNode;
  /** Print rules of the section of its own (booth-reports.css). */
  className?: string;
  children: ReactNode;
}

/** One section of a report (the event's, a booth's): a card with its heading, one level under the report's. */
export function ReportSection({
  title,
  testId,
  id,
  level = 1,
  note,
  actions,
  className,
  children,
}: ReportSectionProps) {
  const headingId = id && `report-${id}-title`;
  const classes = ['card', 'report-section', id && `report-section-${id}`, className].filter(Boolean);
  return (
    <section className={classes.join(' ')} data-testid={testId} aria-labelledby={headingId}>
      <header className="report-section-header">
        <ReportHeading level={level} depth={1} id={headingId}>
          {title}
        </ReportHeading>
        {note && <p className="report-section-note">{note}</p>}
        {actions && <div className="report-no-print">{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/**
 * A part of a section (일별 입장, one day of the 시간대별 추이, 국가별, 관심도별…): its small heading, kept with
 * what follows it.
 */
export function ReportBlock({
  title,
  testId,
  level = 1,
  children,
}: {
  title: string;
  testId?: string;
  level?: HeadingLevel;
  children: ReactNode;
}) {
  return (
    <div className="report-block" data-testid={testId}>
      <ReportHeading level={level} depth={2} className="report-block-title">
        {title}
      </ReportHeading>
      {children}
    </div>
  );
}
