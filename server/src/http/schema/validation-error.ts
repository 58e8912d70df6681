import type { z } from 'zod';
import { AppError, badRequest } from '../../kernel/app-error.js';
import { VALIDATION_INVALID } from '@expo/contract/fields';

/**
 * The answer to a refused request: the first issue (fields are checked in the order the form shows them)
 * as `{code, message}` with its Korean message (and its English, when the field has one) and a 400.
 */
export function toValidationError(issues: readonly { readonly message: string }[]): AppError {
  const [first] = issues;
  const params = (first as { params?: { code?: unknown; english?: unknown } } | undefined)?.params;
  const english = typeof params?.english === 'string' ? params.english : undefined;
  return badRequest(
    typeof params?.code === 'string' ? params.code : VALIDATION_INVALID,
    first?.message ?? '',
    undefined,
    english,
  );
}

/** Parses `value` by `schema` outside a route (Excel rows, the CLI): the value or a Korean 400. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw toValidationError(result.error.issues);
  return result.data;
}
