/** The longest sheet name Excel takes. */
export const MAX_SHEET_NAME = 31;

/** Characters Excel refuses in a sheet name (and control characters). */
const FORBIDDEN = /[\\/?*[\]:\u0000-\u001f\u007f]/g;

/** `text` cut to `max` UTF-16 units, never in the middle of a character. */
function cut(text: string, max: number): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}

/**
 * A sheet name Excel opens: forbidden characters as spaces, no apostrophe at either end, at most 31 characters,
 * never 'History' (reserved), never blank (`fallback`).
 */
export function sheetName(wanted: string, fallback = '시트'): string {
  const cleaned = cut(wanted.replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim(), MAX_SHEET_NAME)
    .replace(/^'+|'+$/g, '')
    .trim();
  if (cleaned === '' || cleaned.toLowerCase() === 'history') return fallback;
  return cleaned;
}

/**
 * Sheet names for `wanted` in order, each valid (sheetName) and unlike every other and every `taken` name
 * (Excel compares them without regard to case): a repeat gets ' (2)', ' (3)'… within the 31 characters.
 */
export function uniqueSheetNames(wanted: readonly string[], taken: Iterable<string> = []): string[] {
  const used = new Set([...taken].map((name) => name.toLowerCase()));
  return wanted.map((name) => {
    const base = sheetName(name);
    let candidate = base;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) {
      const suffix = ` (${String(n)})`;
      candidate = `${cut(base, MAX_SHEET_NAME - suffix.length).trimEnd()}${suffix}`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}
