import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { workbook as excelJsWorkbook } from '../../../test/support/workbooks.js';
import { NotXlsxError } from './not-xlsx.error.js';
import { OutputSink } from './output-sink.js';
import { readFirstSheet, type XlsxLimits } from './xlsx-reader.js';
import { ZipWriter } from './zip-writer.js';

const LIMITS: XlsxLimits = { maxPartBytes: 2 ** 20, maxSheetBytes: 2 ** 24 };

async function rowsOf(file: Buffer, limits = LIMITS) {
  const rows: [number, unknown[]][] = [];
  for await (const batch of readFirstSheet(file, limits))
    for (const row of batch) rows.push([row.number, row.values.slice(1)]);
  return rows;
}

/** A zip of these parts, in this order. */
async function zipOf(parts: [string, string][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const zip = new ZipWriter(new OutputSink(out));
  for (const [name, content] of parts) await zip.add(name, content);
  zip.finish();
  out.end();
  return Buffer.concat(chunks);
}

const NS = 'xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const workbookParts = (sheetXml: string, sharedStrings?: string): [string, string][] => [
  [
    'xl/workbook.xml',
    `<x:workbook ${NS} xmlns:r="${REL}"><x:sheets><x:sheet name="차트" sheetId="2" r:id="rId9"/><x:sheet name="A" sheetId="1" r:id="rId3"/></x:sheets></x:workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId9" Type="${REL}/chartsheet" Target="chartsheets/sheet1.xml"/>` +
      `<Relationship Id="rId3" Type="${REL}/worksheet" Target="/xl/worksheets/data.xml"/>` +
      `<Relationship Id="rId4" Type="${REL}/sharedStrings" Target="strings.xml"/></Relationships>`,
  ],
  ['xl/worksheets/data.xml', sheetXml],
  ...(sharedStrings ? [['xl/strings.xml', sharedStrings] as [string, string]] : []),
];

describe('readFirstSheet: files written by exceljs', () => {
  it('reads a workbook written by exceljs (shared strings), with numbers, booleans and formulas', async () => {
    // given a workbook as exceljs writes it (the fixtures of the HTTP tests)
    const file = await excelJsWorkbook([
      ['이름', '전화번호', '참석'],
      ['김민수', 1012345678, true],
      ['R&D <연구소>', { formula: 'B2+1', result: 1012345679 }, false],
    ]);

    // when read; then every value is there, by column number
    expect(await rowsOf(file)).toEqual([
      [1, ['이름', '전화번호', '참석']],
      [2, ['김민수', 1012345678, true]],
      [3, ['R&D <연구소>', { formula: '', result: 1012345679 }, false]],
    ]);
  });

  it('reads exceljs\'s streaming writer\'s output (string cells as t="str", data descriptors)', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
    const sheet = writer.addWorksheet('참석자');
    sheet.addRow(['이름', '소속']).commit();
    sheet.addRow(['김민수', 'A & B']).commit();
    sheet.commit();
    await writer.commit();

    expect(await rowsOf(Buffer.concat(chunks))).toEqual([
      [1, ['이름', '소속']],
      [2, ['김민수', 'A & B']],
    ]);
  });
});

describe('readFirstSheet: what a person sees, as exceljs writes it', () => {
  it('reads a date (a number with a date format) as a date, and a merged range as its value everywhere', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('참석자');
    ws.addRow(['이름', '소속', '등록일']);
    ws.addRow(['김민수', '한빛전자', new Date(Date.UTC(2026, 10, 21))]);
    ws.addRow(['이서연', undefined, new Date(Date.UTC(2026, 10, 21, 9, 30))]);
    ws.addRow(['박지훈', '푸른바이오', 46347]);
    ws.getCell('C4').numFmt = '0'; // a number formatted as a number stays a number
    ws.mergeCells('B2:B3');
    const file = Buffer.from(await wb.xlsx.writeBuffer());

    expect(await rowsOf(file)).toEqual([
      [1, ['이름', '소속', '등록일']],
      [2, ['김민수', '한빛전자', new Date(Date.UTC(2026, 10, 21))]],
      [3, ['이서연', '한빛전자', new Date(Date.UTC(2026, 10, 21, 9, 30))]],
      [4, ['박지훈', '푸른바이오', 46347]],
    ]);
  });
});

describe('readFirstSheet: what other spreadsheet programs write', () => {
  it('follows the relationships to the first worksheet (not a chart sheet) and its shared strings', async () => {
    // given prefixed elements, rich text and phonetic guides, escapes, rows and cells without references
    const strings =
      `<x:sst ${NS}><x:si><x:t>이름</x:t></x:si>` +
      '<x:si><x:r><x:rPr><x:b/></x:rPr><x:t>한빛</x:t></x:r><x:r><x:t xml:space="preserve">전자 </x:t></x:r>' +
      '<x:rPh sb="0" eb="1"><x:t>ハンビッ</x:t></x:rPh></x:si><x:si><x:t>줄_x000D_바꿈</x:t></x:si></x:sst>';
    const sheetXml =
      `<x:worksheet ${NS}><x:sheetData>` +
      '<x:row r="2"><x:c r="B2" t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c></x:row>' +
      '<x:row><x:c t="s"><x:v>2</x:v></x:c><x:c t="inlineStr"><x:is><x:r><x:t>인라인</x:t></x:r><x:r><x:t>런</x:t></x:r></x:is></x:c></x:row>' +
      '<x:row r="7"><x:c t="d"><x:v>2026-11-21T09:30:00</x:v></x:c><x:c t="b"><x:v>1</x:v></x:c>' +
      '<x:c t="e"><x:v>#N/A</x:v></x:c><x:c t="e"><x:f>VLOOKUP(1,A:B,2)</x:f><x:v>#REF!</x:v></x:c>' +
      '<x:c><x:f>A1</x:f></x:c><x:c t="str"><x:f>A1</x:f><x:v>결과</x:v></x:c><x:c s="3"/><x:c><x:v>1.5E3</x:v></x:c></x:row>' +
      '</x:sheetData></x:worksheet>';

    // when read (the sheet comes before its shared strings in the zip)
    const rows = await rowsOf(await zipOf(workbookParts(sheetXml, strings)));

    // then
    expect(rows).toEqual([
      [2, [undefined, '이름', '한빛전자 ']],
      [3, ['줄\r바꿈', '인라인런']],
      [
        7,
        [
          new Date(Date.UTC(2026, 10, 21, 9, 30)),
          true,
          { error: '#N/A' },
          { formula: '', result: { error: '#REF!' } },
          { formula: '', result: undefined },
          { formula: '', result: '결과' },
          undefined,
          1500,
        ],
      ],
    ]);
  });
});

describe('readFirstSheet: finding the parts as other programs name them', () => {
  const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const rels = (...relationships: [id: string, type: string, target: string][]) =>
    `<Relationships xmlns="${PACKAGE_RELS}">` +
    relationships
      .map(([id, type, target]) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`)
      .join('') +
    '</Relationships>';
  const workbookOf = (...sheets: string[]) =>
    `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL}"><sheets>${sheets.join('')}</sheets></workbook>`;
  const sheetWith = (text: string) =>
    `<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>${text}</t></is></c></row></sheetData></worksheet>`;
  const firstCell = async (file: Buffer) => (await rowsOf(file))[0]?.[1][0];

  it('finds the workbook through the officeDocument relationship of _rels/.rels, wherever it is', async () => {
    // given a workbook outside xl/ (and a stray xl/workbook.xml that is not it), targets relative to its
    // folder, absolute, and up a folder
    const file = await zipOf([
      ['_rels/.rels', rels(['rId1', 'officeDocument', 'book/main.xml'])],
      ['book/main.xml', workbookOf('<sheet name="명단" sheetId="1" r:id="r1"/>')],
      [
        'book/_rels/main.xml.rels',
        rels(['r1', 'worksheet', '../data/one.xml'], ['r2', 'sharedStrings', '/book/strings.xml']),
      ],
      ['data/one.xml', '<worksheet><sheetData><row><c t="s"><v>0</v></c></row></sheetData></worksheet>'],
      ['book/strings.xml', '<sst><si><t>참석자 명단</t></si></sst>'],
      ['xl/workbook.xml', workbookOf('<sheet name="가짜" sheetId="1" r:id="rId1"/>')],
      ['xl/_rels/workbook.xml.rels', rels(['rId1', 'worksheet', 'worksheets/sheet1.xml'])],
      ['xl/worksheets/sheet1.xml', sheetWith('가짜')],
    ]);

    expect(await rowsOf(file)).toEqual([[1, ['참석자 명단']]]);
  });

  it('takes xl/workbook.xml when _rels/.rels is missing or names no workbook, refuses a workbook it names that is not there', async () => {
    const parts: [string, string][] = [
      ['xl/workbook.xml', workbookOf('<sheet name="A" sheetId="1" r:id="rId1"/>')],
      ['xl/_rels/workbook.xml.rels', rels(['rId1', 'worksheet', 'worksheets/sheet1.xml'])],
      ['xl/worksheets/sheet1.xml', sheetWith('김민수')],
    ];
    const core = ['rId1', 'metadata/core-properties', 'docProps/core.xml'] as [string, string, string];

    expect(await firstCell(await zipOf(parts))).toBe('김민수');
    expect(await firstCell(await zipOf([['_rels/.rels', rels(core)], ...parts]))).toBe('김민수');
    const elsewhere = rels(core, ['rId2', 'officeDocument', '/xl/book.xml']);
    await expect(rowsOf(await zipOf([['_rels/.rels', elsewhere], ...parts]))).rejects.toThrow(
      /no workbook part \(xl\/book.xml\)/,
    );
  });

  it('skips hidden and very hidden sheets (and chart sheets): the first visible worksheet is read', async () => {
    const file = await zipOf([
      [
        'xl/workbook.xml',
        workbookOf(
          '<sheet name="숨김" sheetId="1" state="hidden" r:id="rId1"/>',
          '<sheet name="아주 숨김" sheetId="2" state="veryHidden" r:id="rId2"/>',
          '<sheet name="차트" sheetId="3" r:id="rId3"/>',
          '<sheet name="참석자" sheetId="4" state="visible" r:id="rId4"/>',
          '<sheet name="다음" sheetId="5" r:id="rId5"/>',
        ),
      ],
      [
        'xl/_rels/workbook.xml.rels',
        rels(
          ['rId1', 'worksheet', 'worksheets/sheet1.xml'],
          ['rId2', 'worksheet', 'worksheets/sheet2.xml'],
          ['rId3', 'chartsheet', 'chartsheets/sheet1.xml'],
          ['rId4', 'worksheet', 'worksheets/sheet4.xml'],
          ['rId5', 'worksheet', 'worksheets/sheet5.xml'],
        ),
      ],
      ...[1, 2, 4, 5].map((n): [string, string] => [`xl/worksheets/sheet${n}.xml`, sheetWith(`시트${n}`)]),
    ]);

    expect(await firstCell(file)).toBe('시트4');
  });

  it('refuses a workbook whose worksheets are all hidden', async () => {
    const file = await zipOf([
      ['xl/workbook.xml', workbookOf('<sheet name="숨김" sheetId="1" state="hidden" r:id="rId1"/>')],
      ['xl/_rels/workbook.xml.rels', rels(['rId1', 'worksheet', 'worksheets/sheet1.xml'])],
      ['xl/worksheets/sheet1.xml', sheetWith('숨김')],
    ]);

    await expect(rowsOf(file)).rejects.toThrow(NotXlsxError);
  });

  it('reads parts whose zip names are written with backslashes', async () => {
    const file = await zipOf([
      ['_rels\\.rels', rels(['rId1', 'officeDocument', 'xl/workbook.xml'])],
      ['xl\\workbook.xml', workbookOf('<sheet name="A" sheetId="1" r:id="rId1"/>')],
      [
        'xl\\_rels\\workbook.xml.rels',
        rels(['rId1', 'worksheet', 'worksheets\\sheet1.xml'], ['rId2', 'sharedStrings', 'sharedStrings.xml']),
      ],
      [
        'xl\\worksheets\\sheet1.xml',
        '<worksheet><sheetData><row><c t="s"><v>0</v></c></row></sheetData></worksheet>',
      ],
      ['xl\\sharedStrings.xml', '<sst><si><t>역슬래시</t></si></sst>'],
    ]);

    expect(await firstCell(file)).toBe('역슬래시');
  });

  it('reads parts whose zip names are in another letter case than the relationships say', async () => {
    const file = await zipOf([
      ['_RELS/.RELS', rels(['rId1', 'officeDocument', '/xl/workbook.xml'])],
      ['XL/Workbook.xml', workbookOf('<sheet name="A" sheetId="1" r:id="rId1"/>')],
      [
        'XL/_rels/Workbook.xml.rels',
        rels(['rId1', 'worksheet', 'worksheets/sheet1.xml'], ['rId2', 'sharedStrings', 'sharedStrings.xml']),
      ],
      [
        'XL/Worksheets/Sheet1.xml',
        '<worksheet><sheetData><row><c t="s"><v>0</v></c><c t="inlineStr"><is><t>대소문자</t></is></c></row></sheetData></worksheet>',
      ],
      ['Xl/SharedStrings.XML', '<sst><si><t>공유 문자열</t></si></sst>'],
    ]);

    expect(await rowsOf(file)).toEqual([[1, ['공유 문자열', '대소문자']]]);
  });

  it('without workbook relationships, reads the lowest-numbered worksheet, whatever the letter case', async () => {
    const file = await zipOf([
      ['xl/workbook.xml', workbookOf()],
      ['xl/worksheets/sheet10.xml', sheetWith('열')],
      ['XL/Worksheets/Sheet2.xml', sheetWith('둘')],
    ]);

    expect(await firstCell(file)).toBe('둘');
  });

  it('follows no relationship to an external target', async () => {
    const file = await zipOf([
      [
        'xl/workbook.xml',
        workbookOf('<sheet name="A" sheetId="1" r:id="rId1"/>', '<sheet name="B" sheetId="2" r:id="rId2"/>'),
      ],
      [
        'xl/_rels/workbook.xml.rels',
        `<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${REL}/worksheet" ` +
          'Target="worksheets/sheet1.xml" TargetMode="External"/>' +
          `<Relationship Id="rId2" Type="${REL}/worksheet" Target="worksheets/sheet2.xml"/></Relationships>`,
      ],
      ['xl/worksheets/sheet1.xml', sheetWith('외부')],
      ['xl/worksheets/sheet2.xml', sheetWith('내부')],
    ]);

    expect(await firstCell(file)).toBe('내부');
  });
});

describe('readFirstSheet: refused files', () => {
  const sheetOf = (rows: number) =>
    `<worksheet><sheetData>${'<row><c t="inlineStr"><is><t>가나다라마바사</t></is></c></row>'.repeat(rows)}</sheetData></worksheet>`;
  const refused = (file: Buffer, limits = LIMITS) =>
    expect(rowsOf(file, limits)).rejects.toThrow(NotXlsxError);

  it('refuses a zip bomb: a sheet that inflates beyond the limit', async () => {
    const file = await zipOf(workbookParts(sheetOf(20_000)));
    await expect(rowsOf(file)).resolves.toHaveLength(20_000);
    await refused(file, { ...LIMITS, maxSheetBytes: 100_000 });
  });

  it('refuses shared strings larger than the limit', async () => {
    const strings = `<sst>${'<si><t>가나다라마바사</t></si>'.repeat(1000)}</sst>`;
    await refused(await zipOf(workbookParts(sheetOf(1), strings)), { ...LIMITS, maxPartBytes: 10_000 });
  });

  it('refuses an entry whose CRC does not match its content', async () => {
    const file = await zipOf(workbookParts(sheetOf(10)));
    const directory = file.lastIndexOf(Buffer.from('xl/worksheets/data.xml')) - 46;
    file.writeUInt32LE((file.readUInt32LE(directory + 16) ^ 1) >>> 0, directory + 16);
    await refused(file);
  });

  it('refuses a workbook without worksheets, and bytes that are not a zip', async () => {
    await refused(await zipOf([['xl/workbook.xml', '<workbook><sheets/></workbook>']]));
    await refused(await zipOf([['xl/worksheets/sheet1.xml', sheetOf(1)]]));
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.from(['PK\u0003\u0004 not really']))
      chunks.push(Buffer.from(chunk as string));
    await refused(Buffer.concat(chunks));
  });
});
