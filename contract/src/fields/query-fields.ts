import { z } from 'zod';
import { refuse } from './schema-issue.js';
import { hasUnstorableCharacters } from './text-fields.js';

export const MAX_KEYWORD_LENGTH = 100;

/** A query parameter as Fastify reads it: a string, or an array when the parameter is repeated. */
const queryValue = z.union([z.string(), z.array(z.string())]).optional();

/** 0-based page number. */
export const pageField = queryValue.meta({ description: '페이지 (0부터)' }).transform((raw, ctx): number => {
  const p = raw === undefined || raw === '' ? 0 : Number(raw);
  return Number.isInteger(p) && p >= 0 && p <= 1_000_000
    ? p
    : refuse(ctx, '페이지 번호가 올바르지 않습니다.', 'VALIDATION.PAGE');
});

/** Rows per page, 1–100 (10 unless said). */
export const sizeField = queryValue
  .meta({ description: '페이지 크기 (1~100, 기본 10)' })
  .transform((raw, ctx): number => {
    const s = raw === undefined || raw === '' ? 10 : Number(raw);
    return Number.isInteger(s) && s >= 1 && s <= 100
      ? s
      : refuse(ctx, '페이지 크기는 1~100 사이여야 합니다.', 'VALIDATION.SIZE');
  });

/**
 * A search keyword: trimmed and cut to 100 characters (whole code points); none is ''. A repeated parameter, a
 * control character or a lone surrogate (PostgreSQL cannot take them) is a Korean 400.
 */
export const keywordField = queryValue
  .meta({ description: '검색어 (이름·소속·전화번호)' })
  .transform((raw, ctx): string => {
    if (raw === undefined) return '';
    if (typeof raw !== 'string') return refuse(ctx, '검색어가 올바르지 않습니다.', 'VALIDATION.KEYWORD');
    const keyword = [...raw.trim()].slice(0, MAX_KEYWORD_LENGTH).join('');
    return hasUnstorableCharacters(keyword)
      ? refuse(ctx, '검색어에 사용할 수 없는 문자가 있습니다.', 'VALIDATION.KEYWORD')
      : keyword;
  });
