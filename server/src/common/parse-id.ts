import { badRequest } from './app-error.js';
import { hasUnstorableCharacters } from './fields.js';

export const MAX_KEYWORD_LENGTH = 100;

/** A positive integer id from a path or query parameter, or a Korean 400. */
export function parseId(raw: unknown, label: string): number {
  const text = typeof raw === 'string' ? raw.trim() : '';
  const n = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647)
    throw badRequest('VALIDATION.ID', `${label}가 올바르지 않습니다.`);
  return n;
}

/** A 0-based page number and a page size within bounds. */
export function parsePaging(page: unknown, size: unknown): { page: number; size: number } {
  const p = page === undefined || page === '' ? 0 : Number(page);
  const s = size === undefined || size === '' ? 10 : Number(size);
  if (!Number.isInteger(p) || p < 0 || p > 1_000_000)
    throw badRequest('VALIDATION.PAGE', '페이지 번호가 올바르지 않습니다.');
  if (!Number.isInteger(s) || s < 1 || s > 100)
    throw badRequest('VALIDATION.SIZE', '페이지 크기는 1~100 사이여야 합니다.');
  return { page: p, size: s };
}

/**
 * A search keyword from the query: trimmed and cut to 100 characters (whole code points); none is ''. A
 * repeated parameter, a control character or a lone surrogate (PostgreSQL cannot take them) is a Korean 400.
 */
export function parseKeyword(raw: unknown): string {
  if (raw === undefined) return '';
  if (typeof raw !== 'string') throw badRequest('VALIDATION.KEYWORD', '검색어가 올바르지 않습니다.');
  const keyword = [...raw.trim()].slice(0, MAX_KEYWORD_LENGTH).join('');
  if (hasUnstorableCharacters(keyword))
    throw badRequest('VALIDATION.KEYWORD', '검색어에 사용할 수 없는 문자가 있습니다.');
  return keyword;
}
