/** Request fields (zod): Korean messages with the right particle, stable codes, OpenAPI from the same source. */
export { actedAtField } from './fields/acted-at-field.js';
export { eventIdField, idParam, positiveInt } from './fields/id-fields.js';
export { withParticle } from './fields/korean-particle.js';
export { keywordField, MAX_KEYWORD_LENGTH, pageField, sizeField } from './fields/query-fields.js';
export { eventScopeQuery, requestBody, requestQuery, type EventScope } from './fields/request-body.js';
export { refuse, VALIDATION_INVALID } from './fields/schema-issue.js';
export {
  characterCount,
  email,
  hasUnstorableCharacters,
  oneOf,
  text,
  textThen,
} from './fields/text-fields.js';
