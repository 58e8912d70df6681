import { MAX_SHEET_ROWS, mergedRange, type MergedRange } from './merged-cells.js';
import { XlsxTooLargeError } from './not-xlsx.error.js';
import { attribute } from './xml-attributes.js';
import { inflateEntry, type ZipEntry } from './zip-reader.js';

/** What a quick pass over a worksheet's bytes tells before it is parsed. */
export interface SheetSurvey {
  /** Inflated size in bytes. */
  bytes: number;
  /**
   * `<row` start tags, counted in the bytes: at least as many as the sheet has rows. Counting stops past
   * the rows a worksheet can have (MAX_SHEET_ROWS + 1 means "more").
   */
  rowTags: number;
  /** The merged ranges (`<mergeCell>` tags, which come after the rows). */
  merged: MergedRange[];
}

/** More merged ranges than this are refused. */
export const MAX_MERGED_RANGES = 100_000;
/** A `<mergeCell …>` tag is short; one longer than this is not taken for one. */
const MAX_MERGE_TAG = 200;
/** Bytes of one piece carried into the next, so a tag cut in two is still found. */
const CARRY = 256;

const ROW = Buffer.from('row');
const MERGE_CELL = Buffer.from('mergeCell');

/** After a tag name: white space, '>' or '/'. */
const endsName = (byte: number) =>
  byte === 32 || byte === 9 || byte === 10 || byte === 13 || byte === 62 || byte === 47;

/** The name at `at` is that of a start tag: right after '<', or after '<prefix:' (not '</prefix:'). */
function startsTag(window: Buffer, at: number): boolean {
  const before = window[at - 1];
  if (before === 60) return true;
  if (before !== 58) return false;
  // (searched back a prefix's length only: text full of 'x:row ' must not cost a search to its start)
  for (let lt = at - 2; lt >= Math.max(0, at - 34); lt--) if (window[lt] === 60) return window[lt + 1] !== 47;
  return false;
}

/**
 * Inflates the worksheet once (refusing it beyond `maxBytes`, checking its CRC) without parsing it: counts its
 * row tags and collects its merged ranges. Only bytes are searched (no text is decoded), so this costs a small
 * part of the parse and refuses a zip bomb before any XML is read.
 */
export async function surveySheet(zip: Buffer, entry: ZipEntry, maxBytes: number): Promise<SheetSurvey> {
  const survey: SheetSurvey = { bytes: 0, rowTags: 0, merged: [] };
  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of inflateEntry(zip, entry, maxBytes)) {
    survey.bytes += chunk.length;
    const window: Buffer = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    // a name is looked at once the byte after it is in: in the piece where that byte arrived
    const fresh = carry.length;
    for (
      let at = window.indexOf(ROW, 1);
      at !== -1 && survey.rowTags <= MAX_SHEET_ROWS;
      at = window.indexOf(ROW, at + 1)
    ) {
      if (at + 3 >= window.length) break;
      if (at + 3 >= fresh && startsTag(window, at) && endsName(window[at + 3])) survey.rowTags++;
    }
    for (let at = window.indexOf(MERGE_CELL, 1); at !== -1; at = window.indexOf(MERGE_CELL, at + 1)) {
      const end = window.indexOf(62, at); // '>'
      if (end === -1) break; // the tag ends in the next piece
      if (end < fresh || end - at > MAX_MERGE_TAG) continue;
      if (!startsTag(window, at) || !endsName(window[at + MERGE_CELL.length])) continue;
      const tag = window.toString('utf8', at + MERGE_CELL.length, end);
      const range = mergedRange(attribute(tag, 0, tag.length, 'ref') ?? '');
      if (!range) continue;
      if (survey.merged.length >= MAX_MERGED_RANGES)
        throw new XlsxTooLargeError(`more than ${MAX_MERGED_RANGES} merged ranges`);
      survey.merged.push(range);
    }
    carry = window.subarray(Math.max(0, window.length - CARRY));
  }
  return survey;
}
