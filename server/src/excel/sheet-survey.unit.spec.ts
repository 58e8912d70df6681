import { describe, expect, it } from 'vitest';
import { hostileZip } from '../../../test/support/hostile-zip.js';
import { XlsxTooLargeError } from './not-xlsx.error.js';
import { MAX_MERGED_RANGES, surveySheet } from './sheet-survey.js';
import { readZipDirectory } from './zip-reader.js';

const NAME = 'xl/worksheets/sheet1.xml';

async function survey(xml: string, maxBytes = 2 ** 30) {
  const zip = hostileZip([{ name: NAME, content: xml }]);
  return surveySheet(zip, readZipDirectory(zip).get(NAME)!, maxBytes);
}

describe('surveySheet', () => {
  it('counts row start tags, with or without a prefix, and nothing else that contains "row"', async () => {
    const xml =
      '<worksheet><sheetData><row r="1"><c><v>1</v></c></row><x:row>' +
      '<c t="inlineStr"><is><t>throw arrow rows</t></is></c></x:row><row/><row\n r="9"></row></sheetData></worksheet>';
    expect(await survey(xml)).toMatchObject({ bytes: xml.length, rowTags: 4, merged: [] });
  });

  it('finds every row tag and merged range wherever the pieces of the inflated sheet are cut', async () => {
    // rows of many lengths put the tags at every offset of the 64 KiB pieces
    const rows = Array.from(
      { length: 20_000 },
      (_, i) => `<row r="${i + 1}"><c><v>${'9'.repeat(i % 7)}</v></c></row>`,
    );
    const merges = Array.from(
      { length: 5000 },
      (_, i) => `<x:mergeCell ref="A${2 * i + 1}:${i % 2 ? 'C' : 'B'}${2 * i + 2}" />`,
    );
    const xml = `<worksheet><sheetData>${rows.join('')}</sheetData><mergeCells>${merges.join(' '.repeat(3))}</mergeCells><mergeCells/></worksheet>`;
    const result = await survey(xml);
    expect(result.rowTags).toBe(20_000);
    expect(result.merged).toHaveLength(5000);
    expect(result.merged[4999]).toEqual({ top: 9999, left: 1, bottom: 10_000, right: 3 });
  });

  it('ignores single cells and references outside a worksheet', async () => {
    const xml =
      '<worksheet><mergeCells><mergeCell ref="A1"/><mergeCell ref="A1:XFE2"/><mergeCell ref="$B$2:$A$1"/>' +
      '<mergeCell ref="A1:A1048577"/><mergeCell ref="nonsense"/></mergeCells></worksheet>';
    expect((await survey(xml)).merged).toEqual([{ top: 1, left: 1, bottom: 2, right: 2 }]);
  });

  it('refuses a sheet larger than allowed, and more merged ranges than allowed', async () => {
    await expect(survey('<worksheet/>'.padEnd(1000, ' '), 999)).rejects.toThrow(XlsxTooLargeError);
    const many = '<mergeCell ref="A1:B2"/>'.repeat(MAX_MERGED_RANGES + 1);
    await expect(survey(`<worksheet><mergeCells>${many}</mergeCells></worksheet>`)).rejects.toThrow(
      XlsxTooLargeError,
    );
  });
});
