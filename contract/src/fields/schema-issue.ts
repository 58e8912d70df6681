import { z } from 'zod';

/** The code a refused field answers with unless its schema names another. */
export const VALIDATION_INVALID = 'VALIDATION.INVALID';

/**
 * Records a Korean issue on the value being parsed, with the stable error code the answer carries
 * (`toValidationError` reads it back) and, for a field an attendee page sends, its English (issue 50), and
 * ends the transform.
 */
export function refuse(
  ctx: z.RefinementCtx,
  message: string,
  code = VALIDATION_INVALID,
  english?: string,
): never {
  ctx.addIssue({ code: 'custom', message, params: english ? { code, english } : { code } });
  return z.NEVER;
}
