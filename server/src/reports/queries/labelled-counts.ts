import type { LabelledCount } from '@expo/contract/reports';

export const OTHERS_LABEL = '기타';
/** An empty country or affiliation (blanked with the personal data after the retention period). */
export const BLANK_LABEL = '(미입력)';

/** SQL counting the rows of `from` (a FROM … WHERE clause) by `column`, most first (ties by value). */
export const countsBy = (column: string, from: string): string =>
  `SELECT ${column} AS label, count(*)::int AS count ${from} GROUP BY ${column} ORDER BY count(*) DESC, ${column}`;

/**
 * SQL of the same counts with only the first `$top` values named (a parameter of the statement) and the rest
 * summed in one last row whose label is null.
 */
export const topCountsBy = (column: string, from: string, top: string): string =>
  `SELECT CASE WHEN rank <= ${top} THEN label END AS label, sum(count)::int AS count
     FROM (SELECT ${column} AS label, count(*) AS count, row_number() OVER (ORDER BY count(*) DESC, ${column}) AS rank
             ${from} GROUP BY ${column}) AS ranked
    GROUP BY rank <= ${top}, CASE WHEN rank <= ${top} THEN label END
    ORDER BY rank <= ${top} DESC, min(rank)`;

/** Counts as the report shows them: the rest as '기타', an empty value as '(미입력)'. */
export const named = (rows: readonly { label: string | null; count: number }[]): LabelledCount[] =>
  rows.map(({ label, count }) => ({ label: label === null ? OTHERS_LABEL : label || BLANK_LABEL, count }));
