import { guardFormula } from './formula-guard.js';
import { MAIN_NS, STYLE, XML_HEAD } from './xlsx-parts.js';
import { escapeXml } from './xml-text.js';

/** A cell as given to the writer: numbers stay numbers, text is guarded, empty ('' or none) is blank. */
export type CellInput = string | number | undefined | null;

export interface SheetColumn {
  header: string;
  width: number;
  /** Text format, so numbers such as phone numbers keep their leading zero when typed into the sheet. */
  text?: boolean;
}

/** 'A' for column 0, 'Z' for 25, 'AA' for 26 … */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Text that spreadsheets would trim or fold unless told to keep its spaces. */
function keepsSpaces(text: string): boolean {
  return (
    text.charCodeAt(0) <= 32 ||
    text.charCodeAt(text.length - 1) <= 32 ||
    text.includes('\n') ||
    text.includes('\t')
  );
}

const textCell = (ref: string, style: string, text: string) =>
  `<c r="${ref}"${style} t="inlineStr"><is><t${keepsSpaces(text) ? ' xml:space="preserve"' : ''}>${escapeXml(text)}</t></is></c>`;

/**
 * The XML of one worksheet, made piece by piece so it can be streamed: `head()` (views, column widths and
 * formats, the bold header row), then `row()` for each data row, then `tail()`. Strings are inline strings.
 */
export class SheetXml {
  private readonly names: string[] = [];
  private readonly styles: string[];
  private rowNumber = 0;

  constructor(private readonly columns: readonly SheetColumn[]) {
    this.styles = columns.map((column) => (column.text ? ` s="${STYLE.text}"` : ''));
  }

  head({ frozenHeader, selected }: { frozenHeader: boolean; selected: boolean }): string {
    const pane = frozenHeader
      ? '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/>'
      : '';
    const cols = this.columns
      .map((column, i) => {
        const style = column.text ? ` style="${STYLE.text}"` : '';
        return `<col min="${i + 1}" max="${i + 1}" width="${column.width}"${style} customWidth="1"/>`;
      })
      .join('');
    const header = this.columns.map((column) => column.header);
    return (
      `${XML_HEAD}<worksheet xmlns="${MAIN_NS}">` +
      `<sheetViews><sheetView${selected ? ' tabSelected="1"' : ''} workbookViewId="0">${pane}</sheetView></sheetViews>` +
      `<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>` +
      this.row(header, ` s="${STYLE.bold}"`)
    );
  }

  /** One row; text cells that a spreadsheet could take for a formula get an apostrophe in front. */
  row(values: readonly CellInput[], rowStyle?: string): string {
    const r = ++this.rowNumber;
    let xml = `<row r="${r}">`;
    for (let i = 0; i < values.length; i++) {
      const value = values[i];
      if (value === undefined || value === null || value === '') continue;
      const ref = `${this.name(i)}${r}`;
      const style = rowStyle ?? this.styles[i] ?? '';
      if (typeof value === 'number' && Number.isFinite(value))
        xml += `<c r="${ref}"${style}><v>${value}</v></c>`;
      else xml += textCell(ref, style, guardFormula(String(value)));
    }
    return `${xml}</row>`;
  }

  tail(): string {
    return '</sheetData></worksheet>';
  }

  private name(index: number): string {
    while (this.names.length <= index) this.names.push(columnName(this.names.length));
    return this.names[index];
  }
}
