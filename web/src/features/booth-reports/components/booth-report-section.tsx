import { createElement, type HTMLAttributes, type ReactNode } from 'react';

/** The heading levels of one report: 1 on the booth's own page, 2 under the admin's page heading. */
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

interface BoothReportSectionProps {
  level: HeadingLevel;
  title: string;
  /** A short remark beside the heading ('동의한 방문자 기준'). */
  note?: string;
  testId: string;
  /** Print rules of the section (booth-reports.css). */
  className?: string;
  children: ReactNode;
}

/** One section of a booth's report: its heading (one level under the report's), then its blocks. */
export function BoothReportSection({
  level,
  title,
  note,
  testId,
  className,
  children,
}: BoothReportSectionProps) {
  return (
    <section className={`card booth-report-section ${className ?? ''}`} data-testid={testId}>
      <header className="booth-report-section-header">
        <ReportHeading level={level} depth={1}>
          {title}
        </ReportHeading>
        {note && <p className="booth-report-section-note">{note}</p>}
      </header>
      {children}
    </section>
  );
}

/** A part of a section (one day, 관심도별, 소속…): its small heading, kept with what follows it. */
export function BoothReportBlock({
  level,
  title,
  testId,
  children,
}: {
  level: HeadingLevel;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="booth-report-block" data-testid={testId}>
      <ReportHeading level={level} depth={2} className="booth-report-block-title">
        {title}
      </ReportHeading>
      {children}
    </div>
  );
}
