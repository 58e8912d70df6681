import { ConfigError } from './config.js';

/** `load()`, but a ConfigError ends the process: its message on stderr (no stack trace) and exit code 1. */
export function exitOnConfigError<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
