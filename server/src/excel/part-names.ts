import type { ZipEntry } from './zip-reader.js';

/**
 * The part names of an .xlsx package as its zip and its relationships write them. Other programs than Excel
 * write backslashes ('xl\worksheets\sheet1.xml'), another letter case in the zip than in the relationships,
 * and targets relative to the folder of the part that names them or absolute ('/xl/…'). Part names compare
 * as the package format (OPC) says: ASCII letters case-insensitively.
 */

/** '/xl\\worksheets/./sheet1.xml' → 'xl/worksheets/sheet1.xml' ('..' segments resolved, never above the root). */
export function normalPartName(name: string): string {
  const segments: string[] = [];
  for (const segment of name.split(/[/\\]/)) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return segments.join('/');
}

/** ASCII letters in lower case (others as they are), as OPC compares part names. */
export const foldCase = (name: string) => name.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/**
 * The part a relationship target names: relative to the folder of `source` (the part whose relationships
 * these are; '' for the package's own), or absolute when it starts with '/'.
 */
export function resolveTarget(source: string, target: string): string {
  if (target.startsWith('/') || target.startsWith('\\')) return normalPartName(target);
  const folder = normalPartName(source).split('/').slice(0, -1).join('/');
  return normalPartName(`${folder}/${target}`);
}

/** The relationships part of `part`: 'xl/workbook.xml' → 'xl/_rels/workbook.xml.rels', '' → '_rels/.rels'. */
export function relsPartOf(part: string): string {
  const segments = normalPartName(part).split('/');
  const name = segments.pop() ?? '';
  return [...segments, '_rels', `${name}.rels`].join('/');
}

/** The zip's entries by part name, found whatever their separators or letter case. */
export class PackageParts {
  private readonly exact = new Map<string, ZipEntry>();
  private readonly folded = new Map<string, ZipEntry>();

  constructor(entries: ReadonlyMap<string, ZipEntry>) {
    for (const [name, entry] of entries) {
      const normal = normalPartName(name);
      if (!this.exact.has(normal)) this.exact.set(normal, entry);
      if (!this.folded.has(foldCase(normal))) this.folded.set(foldCase(normal), entry);
    }
  }

  /** The entry of part `name`: the one written exactly so, else the first in another letter case. */
  get(name: string | undefined): ZipEntry | undefined {
    if (name === undefined) return undefined;
    const normal = normalPartName(name);
    return this.exact.get(normal) ?? this.folded.get(foldCase(normal));
  }

  /** Every part name, normalized and in lower case. */
  names(): IterableIterator<string> {
    return this.folded.keys();
  }
}
