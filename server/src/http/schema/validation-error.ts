import type { z } from 'zod';
import { AppError, badRequest } from '../../kernel/app-error.js';
import { VALIDATION_INVALID } from '@expo/contract/fields';

/**
 * The answer to a refused request: the first issue (fields are checked in the order the form shows them)
 * as `{code, message}` with its Korean message and a 400.
 */
export function toValidationError(issues: readonly { readonly message: string }[]): AppError {
  const [first] = issues;
  const code = (first as { params?: { code?: unknown } } | undefined)?.params?.code;
  return badRequest(typeof code === 'string' ? code : VALIDATION_INVALID, first?.message ?? '');
}

/** Parses `value` by `schema` outside a route (Excel rows, the CLI): the value or a Korean 400. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw toValidationError(result.error.issues);
  return result.data;
}
