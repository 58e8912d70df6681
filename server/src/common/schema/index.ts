/** Request schemas (zod): Korean messages with the right particle, stable codes, OpenAPI from the same source. */
export { eventIdField, idParam, positiveInt } from './id-fields.js';
export { keywordField, MAX_KEYWORD_LENGTH, pageField, sizeField } from './query-fields.js';
export { eventScopeQuery, requestBody, requestQuery, type EventScope } from './request-body.js';
export { refuse, VALIDATION_INVALID } from './schema-issue.js';
export { characterCount, email, hasUnstorableCharacters, oneOf, text, textThen } from './text-fields.js';
export { parseWith, toValidationError } from './validation-error.js';
export { actedAtField } from './acted-at-field.js';
