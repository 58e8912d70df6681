import { NotXlsxError, XlsxTooLargeError } from './not-xlsx.error.js';
import { resolveTarget } from './part-names.js';
import { attributes } from './xml-attributes.js';
import { localName, type XmlHandler } from './xml-scanner.js';

/** Where the parts of a workbook are, from the workbook part (xl/workbook.xml) and its relationships. */
export interface WorkbookMap {
  /** The part name of the first visible worksheet of the workbook's tab order. */
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

/** The last segment of a relationship's type (transitional and strict OOXML name types in different namespaces). */
const typeOf = (rel: Map<string, string> | undefined) => rel?.get('Type')?.split('/').pop();

/** Relationships to parts of the package (an external target, a URL, names no part). */
const internal = (relationships: Map<string, string>[]) =>
  relationships.filter((rel) => rel.get('TargetMode') !== 'External');

/**
 * The workbook part, from the `<Relationship>` tags of the package's relationships (_rels/.rels): the target of
 * the officeDocument relationship; undefined without one.
 */
export function officeDocumentOf(packageRelationships: Map<string, string>[]): string | undefined {
  const rel = internal(packageRelationships).find((candidate) => typeOf(candidate) === 'officeDocument');
  return rel ? resolveTarget('', rel.get('Target') ?? '') : undefined;
}

/** The relationship id attribute of a <sheet> (r:id, whatever the prefix). */
const relationshipId = (sheet: Map<string, string>) =>
  [...sheet].find(([name]) => name !== 'id' && localName(name) === 'id')?.[1];

/** A sheet whose tab is hidden (right-click → unhide) or very hidden (only from code). */
const isHidden = (sheet: Map<string, string>) => {
  const state = sheet.get('state');
  return state === 'hidden' || state === 'veryHidden';
};

/**
 * The first visible worksheet in the workbook's tab order (chart sheets and hidden sheets skipped), the shared
 * strings and the styles, from the `<sheet>` tags of the workbook part `workbook` and the `<Relationship>` tags of
 * its relationships (targets relative to the workbook's folder, or absolute). Refuses a workbook whose worksheets
 * are all hidden.
 */
export function workbookMap(
  workbook: string,
  sheets: Map<string, string>[],
  relationships: Map<string, string>[],
): WorkbookMap {
  const rels = internal(relationships);
  const byId = new Map(rels.map((rel) => [rel.get('Id'), rel]));
  const worksheets = sheets
    .map((sheet) => ({ sheet, rel: byId.get(relationshipId(sheet)) }))
    .filter(({ rel }) => typeOf(rel) === 'worksheet');
  const first = worksheets.find(({ sheet }) => !isHidden(sheet));
  if (worksheets.length && !first) throw new NotXlsxError('every worksheet is hidden');
  const target = (rel: Map<string, string> | undefined) =>
    rel ? resolveTarget(workbook, rel.get('Target') ?? '') : undefined;
  return {
    firstSheet: target(first?.rel),
    sharedStrings: target(rels.find((rel) => typeOf(rel) === 'sharedStrings')),
    styles: target(rels.find((rel) => typeOf(rel) === 'styles')),
  };
}
