import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 18's words, kept for every text written later: no Korean text (messages, screens, logs) says the
 * field name 'eventId' or leaves the particle to the reader ('ID이(가)', '을(를)'); `withParticle` picks it.
 * API summaries (OpenAPI, read by developers) name fields as they are and are left out.
 */

const ROOT = join(import.meta.dirname, '../../..');
const SOURCES = ['server/src', 'web/src', 'contract/src'].map((dir) => join(ROOT, dir));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const LITERAL = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
const COMMENT = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
const PARTICLE_TEMPLATE = /\((?:이|가|을|를|은|는|과|와)\)/;

/** The Korean string literals of the sources that leak: a field name or a particle template. */
function leaks(): string[] {
  const found: string[] = [];
  for (const file of SOURCES.flatMap(sourceFiles)) {
    const source = readFileSync(file, 'utf8').replace(COMMENT, '');
    for (const match of source.matchAll(LITERAL)) {
      const text = match[0].replace(/\$\{[^}]*\}/g, '');
      if (!/[가-힣]/.test(text)) continue;
      if (/summary\s*:\s*$/.test(source.slice(Math.max(0, match.index - 40), match.index))) continue;
      if (/eventId/.test(text) || PARTICLE_TEMPLATE.test(text))
        found.push(`${relative(ROOT, file)}: ${match[0].slice(0, 100)}`);
    }
  }
  return found;
}

describe('Korean texts in the sources', () => {
  it("never say 'eventId' or leave a particle as 이(가) / 을(를)", () => {
    expect(leaks()).toEqual([]);
  });
});
