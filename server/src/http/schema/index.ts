/** The server's side of the contract's request fields: the one validation pipe and its Korean 400. */
export { schemaValidationPipe } from './schema-validation.pipe.js';
export { parseWith, toValidationError } from './validation-error.js';
