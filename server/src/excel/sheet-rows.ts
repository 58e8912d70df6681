import { MAX_SHEET_COLUMNS, MAX_SHEET_ROWS, MergedCellFill } from './merged-cells.js';
import { NotXlsxError } from './not-xlsx.error.js';
import { unescapeSpreadsheet } from './xml-text.js';
import { attribute } from './xml-attributes.js';
import { localName, type XmlHandler } from './xml-scanner.js';
import { sheetValue, type RawCell, type SheetValue, type SheetValueContext } from './sheet-cell-value.js';

/** One row of a sheet: its number (1-based, as Excel shows it) and its values by column number (1-based). */
export type SheetRowHandler = (rowNumber: number, values: SheetValue[]) => void;

/** 'A1' → 1, 'AB12' → 28; 0 when the reference has no column letters. */
function columnNumber(ref: string): number {
  let column = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code >= 65 && code <= 90) column = column * 26 + code - 64;
    else if (code >= 97 && code <= 122) column = column * 26 + code - 96;
    else break;
  }
  return column;
}

/** What a sheet's rows are read with besides its XML. */
export interface SheetRowsOptions extends SheetValueContext {
  /** Style ids whose format shows numbers as dates (see CellStylesReader); none when absent. */
  dateStyles?: ReadonlySet<number>;
  /** Fills merged ranges with the value of their top-left cell. */
  merged?: MergedCellFill;
}

/**
 * Turns worksheet XML (from an XmlScanner) into rows. Rows and cells without a reference (r) follow the one
 * before; a row or column number that does not go forward is taken as the next one. A sheet with more rows
 * or columns than a worksheet can have (A1:XFD1048576) is refused.
 */
export class SheetRowsReader implements XmlHandler {
  capturing = false;
  private inSheetData = false;
  private values: SheetValue[] | undefined;
  private rowNumber = 0;
  private column = 0;
  private cell: RawCell | undefined;
  /** One object for every cell, reset at each (less garbage with a million cells). */
  private readonly reusedCell: RawCell = {
    type: undefined,
    value: undefined,
    inline: undefined,
    formula: false,
    dateFormat: false,
  };
  private capture: 'v' | 't' | undefined;
  private phonetic = false;
  private readonly dateStyles: ReadonlySet<number> | undefined;

  constructor(
    private readonly options: SheetRowsOptions,
    private readonly onRow: SheetRowHandler,
  ) {
    this.dateStyles = options.dateStyles?.size ? options.dateStyles : undefined;
  }

  open(name: string, source: string, from: number, to: number): void {
    switch (localName(name)) {
      case 'sheetData':
        this.inSheetData = true;
        return;
      case 'row': {
        if (!this.inSheetData) return;
        const number = Number(attribute(source, from, to, 'r'));
        this.rowNumber =
          Number.isSafeInteger(number) && number > this.rowNumber ? number : this.rowNumber + 1;
        if (this.rowNumber > MAX_SHEET_ROWS) throw new NotXlsxError(`more than ${MAX_SHEET_ROWS} rows`);
        this.values = [];
        this.column = 0;
        return;
      }
      case 'c': {
        if (!this.values) return;
        const ref = attribute(source, from, to, 'r');
        const column = ref ? columnNumber(ref) : 0;
        this.column = column > this.column ? column : this.column + 1;
        if (this.column > MAX_SHEET_COLUMNS) throw new NotXlsxError(`more than ${MAX_SHEET_COLUMNS} columns`);
        const cell = this.reusedCell;
        cell.type = attribute(source, from, to, 't');
        cell.value = undefined;
        cell.inline = undefined;
        cell.formula = false;
        cell.dateFormat = this.dateStyles?.has(Number(attribute(source, from, to, 's'))) ?? false;
        this.cell = cell;
        return;
      }
      default:
        this.openInCell(localName(name));
    }
  }

  private openInCell(name: string): void {
    const cell = this.cell;
    if (!cell) return;
    if (name === 'v') {
      cell.value = '';
      this.capture = 'v';
      this.capturing = true;
    } else if (name === 'f') cell.formula = true;
    else if (name === 'is') cell.inline = '';
    else if (name === 'rPh') this.phonetic = true;
    else if (name === 't' && cell.inline !== undefined && !this.phonetic) {
      this.capture = 't';
      this.capturing = true;
    }
  }

  text(text: string): void {
    const cell = this.cell;
    if (!cell) return;
    if (this.capture === 'v') cell.value += text;
    else if (this.capture === 't') cell.inline += text;
  }

  close(name: string): void {
    switch (localName(name)) {
      case 'v':
      case 't':
        this.capture = undefined;
        this.capturing = false;
        return;
      case 'rPh':
        this.phonetic = false;
        return;
      case 'is':
        if (this.cell?.inline) this.cell.inline = unescapeSpreadsheet(this.cell.inline);
        return;
      case 'c':
        if (this.cell && this.values) {
          const value = sheetValue(this.cell, this.options);
          if (value !== undefined) this.values[this.column] = value;
        }
        this.cell = undefined;
        return;
      case 'row':
        if (this.values) {
          this.options.merged?.apply(this.rowNumber, this.values);
          this.onRow(this.rowNumber, this.values);
        }
        this.values = undefined;
        return;
      case 'sheetData':
        this.inSheetData = false;
    }
  }
}
