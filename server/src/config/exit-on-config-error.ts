import { ConfigError } from './config.js';

/** Ends the process for a ConfigError: its message on stderr (no stack trace) and exit code 1; rethrows the rest. */
export function endOnConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

/** `load()`, but a ConfigError ends the process (`endOnConfigError`). */
export function exitOnConfigError<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    return endOnConfigError(error);
  }
}
