import { StandardSchemaValidationPipe } from '@nestjs/common';
import { toValidationError } from './validation-error.js';

/**
 * The one pipe that checks every `@Body({ schema })`, `@Query({ schema })` and `@Param(…, { schema })`: a
 * refusal is the first issue as `{code, message}` with a 400, as every other refusal.
 */
export const schemaValidationPipe = () =>
  new StandardSchemaValidationPipe({ exceptionFactory: toValidationError });
