import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { setTimeout as delay, setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { zipWithOffsets } from '../../../../test/support/hostile-zip.js';
import { AppError } from '../../kernel/app-error.js';
import { readAttendeeWorkbook } from './read-attendee-workbook.js';

/** A zip with deflated entries in the given order (tests control the order and can break the bytes). */
const zip = (entries: [name: string, content: string][]) =>
  zipWithOffsets(entries.map(([name, content]) => ({ name, content })));

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const SHEET = 'xl/worksheets/sheet1.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';

/** The parts of an .xlsx whose first sheet holds `rows` as shared strings. */
function workbookParts(rows: string[][]): Record<string, string> {
  const strings: string[] = [];
  const sheetData = rows
    .map((cells, r) => {
      const xml = cells.map((text, c) => {
        strings.push(text);
        return `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="s"><v>${strings.length - 1}</v></c>`;
      });
      return `<row r="${r + 1}">${xml.join('')}</row>`;
    })
    .join('');
  return {
    'xl/workbook.xml': `<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    [SHARED_STRINGS]: `<sst xmlns="${MAIN}">${strings.map((text) => `<si><t>${text}</t></si>`).join('')}</sst>`,
    [SHEET]: `<worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData></worksheet>`,
  };
}

const ROWS = 3000;
const parts = workbookParts([
  ['이름', '소속', '전화번호'],
  ...Array.from({ length: ROWS }, (_, i) => [`참석자${i}`, '한빛전자', `010-${10_000_000 + i}`]),
]);
const inOrder = (...names: string[]): [string, string][] => names.map((name) => [name, parts[name]]);
/**
 * exceljs reads a sheet in place only when the shared strings came before it in the zip; Excel writes the
 * sheet first, and exceljs then parks the sheet in a temporary file. Both paths must fail cleanly.
 */
const layouts = {
  'sheet before shared strings (as Excel writes it)': zip(
    inOrder('xl/workbook.xml', 'xl/_rels/workbook.xml.rels', SHEET, SHARED_STRINGS),
  ),
  'shared strings before sheet (read in place)': zip(
    inOrder('xl/workbook.xml', 'xl/_rels/workbook.xml.rels', SHARED_STRINGS, SHEET),
  ),
  'workbook part last (as exceljs writes it)': zip(
    inOrder('xl/_rels/workbook.xml.rels', SHEET, SHARED_STRINGS, 'xl/workbook.xml'),
  ),
};

/** Delivers `bytes` in small chunks, one per event-loop turn, like a network upload. */
function upload(bytes: Buffer, opts: { failAt?: number; destroyAt?: number } = {}): Readable {
  const chunk = 4096;
  let at = 0;
  return new Readable({
    async read() {
      await nextTurn();
      if (opts.failAt !== undefined && at >= opts.failAt) return this.destroy(new Error('connection reset'));
      if (opts.destroyAt !== undefined && at >= opts.destroyAt) return this.destroy();
      if (at >= bytes.length) return this.push(null);
      this.push(bytes.subarray(at, at + chunk));
      at += chunk;
    },
  });
}

/** Fails the test instead of hanging it. */
function settled<T>(promise: Promise<T>, ms = 10_000): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still pending after ${ms} ms`)), ms).unref(),
    ),
  ]);
}

const notWorkbook = expect.objectContaining({
  code: 'EXCEL.NOT_WORKBOOK',
  message: '엑셀(.xlsx) 파일이 아닙니다.',
  status: 400,
});

const readUpload = (input: Readable, maxRows = ROWS) => settled(readAttendeeWorkbook(input, { maxRows }));

describe('readAttendeeWorkbook: not a workbook', () => {
  it('refuses random bytes', async () => {
    await expect(readUpload(upload(randomBytes(50_000)))).rejects.toEqual(notWorkbook);
  });

  it('refuses CSV text renamed to .xlsx', async () => {
    const csv = '이름,소속,전화번호\n김민수,한빛전자,010-1234-5678\n'.repeat(200);
    await expect(readUpload(upload(Buffer.from(csv)))).rejects.toEqual(notWorkbook);
  });

  it('refuses an empty file', async () => {
    await expect(readUpload(upload(Buffer.alloc(0)))).rejects.toEqual(notWorkbook);
  });

  it('refuses a zip without a workbook', async () => {
    const file = zip([
      ['hello.txt', '안녕하세요'],
      ['docs/readme.md', '# 문서'],
    ]);
    await expect(readUpload(upload(file.bytes))).rejects.toEqual(notWorkbook);
  });

  it('refuses a workbook whose sheet is not well-formed XML', async () => {
    const file = zip([
      ...inOrder('xl/workbook.xml', 'xl/_rels/workbook.xml.rels'),
      [SHEET, '<worksheet><sheetData></row>'],
    ]);
    await expect(readUpload(upload(file.bytes))).rejects.toEqual(notWorkbook);
  });

  it('consumes the rest of the input after refusing it', async () => {
    const input = upload(Buffer.concat([Buffer.from('이름,소속\n'), randomBytes(100_000)]));
    await expect(readUpload(input)).rejects.toEqual(notWorkbook);
    await settled(
      new Promise((resolve) => (input.readableEnded ? resolve(undefined) : input.on('end', resolve))),
    );
  });
});

describe.each(Object.entries(layouts))('readAttendeeWorkbook: broken upload, %s', (_, file) => {
  const sheet = file.data.get(SHEET) ?? { start: 0, end: 0 };
  const middle = Math.floor((sheet.start + sheet.end) / 2);

  it('reads the intact file', async () => {
    const result = await readUpload(upload(file.bytes));
    expect(result.total).toBe(ROWS);
    expect(result.rows[ROWS - 1]).toEqual({
      row: ROWS + 1,
      fields: expect.objectContaining({ name: `참석자${ROWS - 1}` }),
    });
  });

  it('refuses a file cut off in the middle of the sheet', async () => {
    await expect(readUpload(upload(file.bytes.subarray(0, middle)))).rejects.toEqual(notWorkbook);
  });

  it('refuses a file whose sheet data is corrupt', async () => {
    const corrupt = Buffer.from(file.bytes);
    corrupt.fill(0xff, middle, middle + 64);
    await expect(readUpload(upload(corrupt))).rejects.toEqual(notWorkbook);
  });

  it('refuses an upload whose stream fails half way', async () => {
    await expect(readUpload(upload(file.bytes, { failAt: middle }))).rejects.toEqual(notWorkbook);
  });

  it('refuses an upload whose stream is destroyed half way (e.g. over the size limit)', async () => {
    await expect(readUpload(upload(file.bytes, { destroyAt: middle }))).rejects.toEqual(notWorkbook);
  });

  it('refuses too many rows, and still consumes the whole input', async () => {
    const input = upload(file.bytes);
    await expect(readUpload(input, 10)).rejects.toEqual(
      expect.objectContaining({ code: 'EXCEL.TOO_MANY_ROWS' }),
    );
    expect(input.readableEnded).toBe(true);
  });

  it('settles for a file cut off anywhere', { timeout: 60_000 }, async () => {
    const step = Math.ceil(file.bytes.length / 40);
    for (let end = 0; end < file.bytes.length; end += step) {
      const outcome = await readUpload(upload(file.bytes.subarray(0, end))).catch((error: unknown) => error);
      if (outcome instanceof AppError) expect(outcome.code).toMatch(/^EXCEL\./);
      else expect(outcome).toMatchObject({ total: ROWS });
    }
  });
});

describe('readAttendeeWorkbook: cleanup', () => {
  /** exceljs parks sheets in files named by the `tmp` package: tmp-<pid>-<random> in the temp directory. */
  const parkedSheets = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`));

  it('leaves no temporary file behind, whatever failed', { timeout: 60_000 }, async () => {
    const malformed = zip([
      ...inOrder('xl/workbook.xml', 'xl/_rels/workbook.xml.rels'),
      [SHEET, '<worksheet></row>'],
    ]);
    const uploads = [upload(malformed.bytes)];
    for (const file of Object.values(layouts)) {
      const sheet = file.data.get(SHEET) ?? { start: 0, end: 0 };
      const middle = Math.floor((sheet.start + sheet.end) / 2);
      const corrupt = Buffer.from(file.bytes).fill(0xff, middle, middle + 64);
      uploads.push(
        upload(file.bytes),
        upload(file.bytes.subarray(0, middle)),
        upload(corrupt),
        upload(file.bytes, { failAt: middle }),
        upload(file.bytes, { destroyAt: middle }),
      );
    }

    for (const input of uploads) await readUpload(input).catch(() => undefined);

    for (let wait = 0; wait < 100 && parkedSheets().length > 0; wait++) await delay(20);
    expect(parkedSheets()).toEqual([]);
  });
});
