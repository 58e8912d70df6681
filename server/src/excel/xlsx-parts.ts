import { escapeXml } from './xml-text.js';

/** The fixed parts of the .xlsx files we write: package, workbook, relationships and styles. */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
export const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const DOC_RELS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

/** Style ids of cells (indexes into cellXfs of stylesXml). */
export const STYLE = { normal: 0, bold: 1, text: 2 } as const;

export const sheetPath = (index: number) => `xl/worksheets/sheet${index + 1}.xml`;

export function contentTypesXml(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) => `<Override PartName="/${sheetPath(i)}" ContentType="${SHEET_TYPE}"/>`,
  ).join('');
  return (
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    `${sheets}</Types>`
  );
}

export const packageRelsXml = () =>
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS_NS}">` +
  `<Relationship Id="rId1" Type="${DOC_RELS_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

export function workbookXml(sheetNames: readonly string[]): string {
  const sheets = sheetNames
    .map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  return (
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_RELS_NS}">` +
    `<bookViews><workbookView activeTab="0"/></bookViews><sheets>${sheets}</sheets></workbook>`
  );
}

export function workbookRelsXml(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${DOC_RELS_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('');
  return (
    `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS_NS}">${sheets}` +
    `<Relationship Id="rId${sheetCount + 1}" Type="${DOC_RELS_NS}/styles" Target="styles.xml"/></Relationships>`
  );
}

/** Two fonts (regular, bold) and three cell formats: normal, bold (headers), text '@' (numFmt 49). */
export const stylesXml = () =>
  `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

export { XML_HEAD };
