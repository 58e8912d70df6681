import { bigrams } from './search-text.js';

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The condition (`AND …`, parameters from $2 on: $1 is the event) that finds attendees whose name, affiliation
 * or phone holds the keyword: the GIN index of two-character pieces finds candidates, LIKE confirms them; a
 * one-character keyword is looked for with LIKE over the search text (which the newest-first index carries).
 */
export function keywordFilter(keyword: string): { filter: string; params: unknown[] } {
  if (!keyword) return { filter: '', params: [] };
  const lowered = keyword.toLowerCase();
  const pieces = bigrams(lowered);
  return pieces.length
    ? {
        filter: `AND search_bigrams @> $2::text[] AND search_text LIKE $3`,
        params: [pieces, likePattern(lowered)],
      }
    : { filter: `AND search_text LIKE $2`, params: [likePattern(lowered)] };
}
