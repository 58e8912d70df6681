import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sheet, writeWorkbook, type CellInput } from './workbook-writer.js';
import { readFirstSheet } from './xlsx-reader.js';

async function written(sheets: Parameters<typeof writeWorkbook>[1]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeWorkbook(out, sheets);
  return Buffer.concat(chunks);
}

const LIMITS = { maxPartBytes: 2 ** 20, maxSheetBytes: 2 ** 24 };

async function readBack(file: Buffer) {
  const rows: unknown[][] = [];
  for await (const batch of readFirstSheet(file, LIMITS))
    for (const row of batch) rows.push(row.values.slice(1));
  return rows;
}

/** Text a naive writer gets wrong: XML specials, CR (read back as LF if written bare), control characters, spreadsheet escapes. */
const TRICKY = [
  '박&amp;지훈 <b> "q" \'a\'',
  'line 1\r\nline 2',
  '  leading and trailing  ',
  'bell \u0007 and nul \u0000',
  'literal _x0041_ stays',
  '\t탭으로 시작',
];

const people = [
  { id: 1, name: '김민수', phone: '010-1234-5678', score: 0.5 },
  { id: 2, name: '=HYPERLINK("http://evil.example")', phone: '+82 10-2222-3333', score: 0 },
];

const twoSheets = () => [
  sheet({
    name: '참석자 & 목록',
    columns: [
      { header: 'ID', width: 8 },
      { header: '이름', width: 14 },
      { header: '전화번호', width: 18, text: true },
      { header: '점수', width: 10 },
    ],
    rows: people,
    values: (p: (typeof people)[number]): CellInput[] => [p.id, p.name, p.phone, p.score],
  }),
  sheet({
    name: '설명',
    columns: [{ header: '글', width: 40 }],
    rows: TRICKY.map((text) => [text]),
    values: (row: CellInput[]) => row,
    frozenHeader: false,
  }),
];

describe('writeWorkbook: read by exceljs (an independent reader)', () => {
  it('writes the sheets in order, with bold frozen headers, widths, a text-format column and guarded formulas', async () => {
    // given two sheets; when they are written
    const file = await written(twoSheets());

    // then exceljs reads what was meant
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(file).buffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['참석자 & 목록', '설명']);
    const first = workbook.worksheets[0];
    const rows: unknown[][] = [];
    first.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['ID', '이름', '전화번호', '점수'],
      [1, '김민수', '010-1234-5678', 0.5],
      [2, `'=HYPERLINK("http://evil.example")`, "'+82 10-2222-3333", 0],
    ]);
    expect(first.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(first.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(first.getColumn(2).width).toBe(14);
    expect(first.getColumn(3).numFmt).toBe('@');
    expect(first.getRow(2).getCell(3).numFmt).toBe('@');
    expect(workbook.worksheets[1].views[0]?.state ?? 'normal').toBe('normal');
  });

  it('keeps text exactly: XML specials, carriage returns, spaces at the ends', async () => {
    const file = await written(twoSheets().reverse());

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(file).buffer);
    const texts = workbook.worksheets[0].getColumn(1).values.slice(2);
    expect(texts.slice(0, 3)).toEqual(TRICKY.slice(0, 3));
  });
});

describe('writeWorkbook: read by readFirstSheet', () => {
  it('reads back every text exactly, control characters included', async () => {
    // given the tricky texts on the first sheet; when written and read again
    const rows = await readBack(await written(twoSheets().reverse()));

    // then each comes back as it was (the tab-led one guarded with an apostrophe, as a formula would be)
    expect(rows).toEqual([['글'], ...TRICKY.slice(0, 5).map((text) => [text]), [`'${TRICKY[5]}`]]);
  });

  it('streams a large sheet: rows arrive in batches, numbers stay numbers', { timeout: 30_000 }, async () => {
    function* many() {
      for (let i = 1; i <= 30_000; i++) yield [i, `참석자${i}`];
    }
    const file = await written([
      sheet({
        name: 'big',
        columns: [
          { header: 'n', width: 5 },
          { header: 'name', width: 5 },
        ],
        rows: many(),
        values: (r) => r,
      }),
    ]);

    let batches = 0;
    let last: unknown[] = [];
    let count = 0;
    for await (const batch of readFirstSheet(file, LIMITS)) {
      batches++;
      count += batch.length;
      last = batch.at(-1)?.values ?? [];
    }
    expect(count).toBe(30_001);
    expect(batches).toBeGreaterThan(5);
    expect(last.slice(1)).toEqual([30_000, '참석자30000']);
  });
});
