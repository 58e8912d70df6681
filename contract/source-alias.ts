// Where Vite and Vitest find the contract: its TypeScript source, so an edit to a schema needs no build first
// (Node runs contract/dist, built by scripts/build.mjs).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const contractSourceAlias = {
  find: /^@expo\/contract\/(.*)$/,
  replacement: `${join(dirname(fileURLToPath(import.meta.url)), 'src')}/$1`,
};
