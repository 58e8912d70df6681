import { useState, type CSSProperties } from 'react';

/** The full text of a cell or a line that may be cut or broken: its title (shown on hover). */
export function fullText(text: string | null | undefined): { title?: string } {
  return text ? { title: text } : {};
}

/**
 * The longest word (in characters) that is kept whole: a Korean name, a country, an affiliation of ordinary
 * words. A longer one (a long Latin string, an address, 100 letters without a space) may break anywhere.
 */
export const WHOLE_WORD_MAX = 15;

/** Whether every word of the text is short enough to stay whole (never broken inside, in a table or a card). */
export function hasOnlyShortWords(text: string): boolean {
  return text.split(/\s+/).every((word) => [...word].length <= WHOLE_WORD_MAX);
}

interface LongTextProps {
  text: string | null | undefined;
  /** Clamp to this many lines with an ellipsis (a tap shows the whole text); unset: only break anywhere. */
  lines?: number;
  className?: string;
}

/**
 * A name, affiliation or booth name that may be one long word (100 characters, no space): a long word breaks
 * anywhere, so it never widens a table or a page, while short words ('박지호', '대한민국') stay whole (a table
 * column never gets narrower than them); `lines` clamps it. The full text is its title (hover) and, when
 * clamped, a tap unfolds it.
 */
export function LongText({ text, lines, className }: LongTextProps) {
  const [expanded, setExpanded] = useState(false);
  const value = text ?? '';
  const classes = [
    'long-text',
    hasOnlyShortWords(value) ? 'long-text-words' : '',
    lines ? 'long-text-clamp' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
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
