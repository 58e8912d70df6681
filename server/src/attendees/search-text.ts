import { phoneDigits, type AttendeeFields } from './domain/attendee-fields.js';

/** What keyword search matches: name, affiliation and phone (also without dashes), lower-cased. */
export const searchText = (f: Pick<AttendeeFields, 'name' | 'affiliation' | 'phoneNumber'>) =>
  [f.name, f.affiliation, f.phoneNumber, phoneDigits(f.phoneNumber)].join(' ').toLowerCase();

/**
 * The distinct two-character pieces of a text. A GIN index over them serves substring search for any
 * keyword of two or more characters, Korean two-syllable names included (trigrams need three).
 */
export function bigrams(text: string): string[] {
  const chars = Array.from(text);
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i] + chars[i + 1]);
  return [...out];
}
