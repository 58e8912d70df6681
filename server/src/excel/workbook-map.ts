import { attributes } from './xml-attributes.js';
import { localName, type XmlHandler } from './xml-scanner.js';

/** Where the parts of a workbook are, from xl/workbook.xml and xl/_rels/workbook.xml.rels. */
export interface WorkbookMap {
  /** The zip path of the first worksheet of the workbook's tab order. */
  firstSheet: string | undefined;
  sharedStrings: string | undefined;
}

/** Collects the start tags named `wanted` (without prefix) with their attributes. */
export class TagCollector implements XmlHandler {
  capturing = false;
  readonly found: Map<string, string>[] = [];

  constructor(private readonly wanted: string) {}

  open(name: string, source: string, from: number, to: number): void {
    if (localName(name) === this.wanted) this.found.push(attributes(source, from, to));
  }

  close(): void {}

  text(): void {}
}

/** A relationship target, relative to xl/ unless absolute, as a zip path. */
function resolve(target: string): string {
  const parts = target.startsWith('/') ? [] : ['xl'];
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part && part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The relationship id attribute of a <sheet> (r:id, whatever the prefix). */
const relationshipId = (sheet: Map<string, string>) =>
  [...sheet].find(([name]) => name !== 'id' && localName(name) === 'id')?.[1];

/**
 * The first worksheet in the workbook's tab order (chart sheets skipped) and the shared strings, from the
 * `<sheet>` tags of xl/workbook.xml and the `<Relationship>` tags of its relationships.
 */
export function workbookMap(
  sheets: Map<string, string>[],
  relationships: Map<string, string>[],
): WorkbookMap {
  const byId = new Map(relationships.map((rel) => [rel.get('Id'), rel]));
  // transitional and strict OOXML name the types in different namespaces: compare the last segment
  const typeOf = (rel: Map<string, string> | undefined) => rel?.get('Type')?.split('/').pop();
  const first = sheets
    .map((sheet) => byId.get(relationshipId(sheet)))
    .find((rel) => typeOf(rel) === 'worksheet');
  const strings = relationships.find((rel) => typeOf(rel) === 'sharedStrings');
  return {
    firstSheet: first ? resolve(first.get('Target') ?? '') : undefined,
    sharedStrings: strings ? resolve(strings.get('Target') ?? '') : undefined,
  };
}
