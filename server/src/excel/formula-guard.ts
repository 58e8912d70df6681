/**
 * Spreadsheet formula injection: a text cell starting with = + - @ (or tab / CR) may be taken as a formula
 * by a spreadsheet (or by whatever the sheet is exported to), so the writer puts an apostrophe in front.
 * Values that already start with apostrophes before such a character get one more, so the reader can
 * always take exactly one away again: download → upload returns the original text.
 */
const NEEDS_GUARD = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

export const guardFormula = (text: string): string => (NEEDS_GUARD.test(text) ? `'${text}` : text);

export const unguardFormula = (text: string): string => (GUARDED.test(text) ? text.slice(1) : text);
