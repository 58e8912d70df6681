import { useState, type CSSProperties } from 'react';

/** The full text of a cell or a line that may be cut or broken: its title (shown on hover). */
export function fullText(text: string | null | undefined): { title?: string } {
  return text ? { title: text } : {};
}

interface LongTextProps {
  text: string | null | undefined;
  /** Clamp to this many lines with an ellipsis (a tap shows the whole text); unset: only break anywhere. */
  lines?: number;
  className?: string;
}

/**
 * A name, affiliation or booth name that may be one long word (100 characters, no space): it breaks
 * anywhere, so it never widens a table or a page, and `lines` clamps it. The full text is its title
 * (hover) and, when clamped, a tap unfolds it.
 */
export function LongText({ text, lines, className }: LongTextProps) {
  const [expanded, setExpanded] = useState(false);
  const value = text ?? '';
  const classes = ['long-text', lines ? 'long-text-clamp' : '', className ?? ''].filter(Boolean).join(' ');
  if (!lines) {
    return (
      <span className={classes} {...fullText(value)}>
        {value}
      </span>
    );
  }
  const toggle = () => {
    setExpanded((current) => !current);
  };
  return (
    <span
      className={classes}
      style={{ '--lines': String(lines) } as CSSProperties}
      data-expanded={expanded}
      {...fullText(value)}
      onClick={toggle}
    >
      {value}
    </span>
  );
}
