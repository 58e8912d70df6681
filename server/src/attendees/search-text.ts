import { phoneDigits, type AttendeeFields } from './domain/attendee-fields.js';

/** What keyword search matches: name, affiliation and phone (also without dashes), lower-cased. */
export const searchText = (f: Pick<AttendeeFields, 'name' | 'affiliation' | 'phoneNumber'>) =>
  [f.name, f.affiliation, f.phoneNumber, phoneDigits(f.phoneNumber)].join(' ').toLowerCase();

/**
 * The distinct two-character pieces of each word of a text (words end at spaces and dashes). A GIN index
 * over them serves substring search for any keyword of two or more characters, Korean two-syllable names
 * included (trigrams need three): a keyword's words, having no space or dash, each lie within one word of
 * the text, so their pieces are among the text's. Pieces across a space or dash ('수 ', '0-') are left out:
 * they find nothing the words do not, and made the index half again as large.
 */
export function bigrams(text: string): string[] {
  const out = new Set<string>();
  for (const word of text.split(/[\s-]+/)) {
    const chars = Array.from(word);
    for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i] + chars[i + 1]);
  }
  return [...out];
}
