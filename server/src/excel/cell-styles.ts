import { attribute } from './xml-attributes.js';
import { localName, type XmlHandler } from './xml-scanner.js';

/**
 * Which cell formats show a number as a date or time, from xl/styles.xml: a date is stored as a number (days
 * since 1900) with such a format, and a person sees the date, not the number.
 */

/** Built-in number formats of dates and times (ECMA-376 18.8.30, with the East Asian ones, Korean included). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** More formats than Excel allows (64,000) are not looked at. */
const MAX_FORMATS = 65_536;

/**
 * A format code that shows a date or time: y, m, d, h or s outside quoted text, [brackets] (colours,
 * locales) and escaped or padding characters (as exceljs decides it).
 */
export function isDateFormat(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\[[^\]]*\]|\\.|_.|\*./g, '');
  return /[ymdhs]/i.test(bare);
}

/** Collects the number formats (numFmts) and the cell formats (cellXfs) of a styles part. */
export class CellStylesReader implements XmlHandler {
  capturing = false;
  private readonly formatCodes = new Map<number, string>();
  private readonly cellFormats: number[] = [];
  private inCellXfs = false;

  open(name: string, source: string, from: number, to: number): void {
    switch (localName(name)) {
      case 'cellXfs':
        this.inCellXfs = true;
        return;
      case 'numFmt': {
        const id = Number(attribute(source, from, to, 'numFmtId'));
        const code = attribute(source, from, to, 'formatCode');
        if (Number.isInteger(id) && code !== undefined && this.formatCodes.size < MAX_FORMATS)
          this.formatCodes.set(id, code);
        return;
      }
      case 'xf':
        if (this.inCellXfs && this.cellFormats.length < MAX_FORMATS)
          this.cellFormats.push(Number(attribute(source, from, to, 'numFmtId') ?? 0));
    }
  }

  close(name: string): void {
    if (localName(name) === 'cellXfs') this.inCellXfs = false;
  }

  text(): void {}

  /** The style ids (the s attribute of a cell: an index into cellXfs) that show dates or times. */
  dateStyles(): Set<number> {
    const dates = new Set<number>();
    this.cellFormats.forEach((formatId, styleId) => {
      const code = this.formatCodes.get(formatId);
      if (code !== undefined ? isDateFormat(code) : BUILT_IN_DATE_FORMATS.has(formatId)) dates.add(styleId);
    });
    return dates;
  }
}
