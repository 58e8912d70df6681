import { describe, expect, it } from 'vitest';
import { CellStylesReader, isDateFormat } from './cell-styles.js';
import { XmlScanner } from './xml-scanner.js';
import { decodeXml } from './xml-text.js';

describe('isDateFormat', () => {
  it.each([
    'yyyy-mm-dd',
    'yyyy"년" m"월" d"일"',
    'mm-dd-yy',
    '[$-412]AM/PM h:mm',
    'h:mm:ss',
    'YYYY/MM/DD',
    '[Red]d-mmm',
  ])('takes %s for a date or time', (code) => expect(isDateFormat(code)).toBe(true));

  it.each([
    'General',
    'G/표준',
    '0.00',
    '#,##0"원"',
    '"day"0',
    '0.00E+00',
    '@',
    '[$₩-412]#,##0',
    '_-* #,##0_-',
    '\\d0',
  ])('does not take %s for a date', (code) => expect(isDateFormat(code)).toBe(false));
});

describe('CellStylesReader', () => {
  it('names the cell formats (cellXfs, not cellStyleXfs) that show dates, built-in or custom', () => {
    const reader = new CellStylesReader();
    const scanner = new XmlScanner(reader, decodeXml);
    scanner.feed(
      '<styleSheet><numFmts><numFmt numFmtId="164" formatCode="yyyy&quot;년&quot;"/><numFmt numFmtId="165" formatCode="0.0"/>' +
        '<numFmt numFmtId="14" formatCode="0.00"/></numFmts>' +
        '<cellStyleXfs><xf numFmtId="22"/></cellStyleXfs>' +
        '<cellXfs><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="22"/><xf numFmtId="14"/><xf numFmtId="57"/><xf/></cellXfs></styleSheet>',
    );
    scanner.end();
    // 14 is redefined as a number format; 57 is a built-in East Asian date
    expect([...reader.dateStyles()]).toEqual([1, 3, 5]);
  });
});
