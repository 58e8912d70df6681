import { XlsxTooLargeError } from './not-xlsx.error.js';
import { attributes } from './xml-attributes.js';
import { localName, type XmlHandler } from './xml-scanner.js';

/** Where the parts of a workbook are, from xl/workbook.xml and xl/_rels/workbook.xml.rels. */
export interface WorkbookMap {
  /** The zip path of the first worksheet of the workbook's tab order. */
  firstSheet: string | undefined;
  sharedStrings: string | undefined;
  styles: string | undefined;
}

/** More tags of one kind than any workbook has (Excel's own limit on cell formats is 64,000). */
const MAX_TAGS = 65_536;

/** Collects the start tags of the `wanted` names (without prefix) with their attributes; refuses absurdly many. */
export class TagCollector implements XmlHandler {
  capturing = false;
  private readonly tags = new Map<string, Map<string, string>[]>();

  constructor(...wanted: string[]) {
    for (const name of wanted) this.tags.set(name, []);
  }

  /** The attributes of each tag named `name`, in document order. */
  found(name: string): Map<string, string>[] {
    return this.tags.get(name) ?? [];
  }

  open(name: string, source: string, from: number, to: number): void {
    const found = this.tags.get(localName(name));
    if (!found) return;
    if (found.length >= MAX_TAGS) throw new XlsxTooLargeError(`more than ${MAX_TAGS} <${name}> tags`);
    found.push(attributes(source, from, to));
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
 * The first worksheet in the workbook's tab order (chart sheets skipped), the shared strings and the styles, from the
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
  const target = (type: string) => {
    const rel = relationships.find((candidate) => typeOf(candidate) === type);
    return rel ? resolve(rel.get('Target') ?? '') : undefined;
  };
  return {
    firstSheet: first ? resolve(first.get('Target') ?? '') : undefined,
    sharedStrings: target('sharedStrings'),
    styles: target('styles'),
  };
}
