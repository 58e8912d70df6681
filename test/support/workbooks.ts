import ExcelJS from 'exceljs';

/** An .xlsx file in memory with the given rows (first row = headers). */
export async function workbook(rows: unknown[][], sheetName = '참석자'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const HEADERS = [
  '이름',
  '소속',
  '전화번호',
  '이메일',
  '국가',
  '방문유형',
  '출력유무',
  '결제유무',
  '등록유형',
];

/** The multipart form of an upload; `contentType` is the file part's own type (none by default). */
export function uploadForm(
  file: Buffer | string,
  fileName = 'attendees.xlsx',
  eventId?: number,
  contentType?: string,
): FormData {
  const form = new FormData();
  if (eventId !== undefined) form.append('eventId', String(eventId));
  const content = typeof file === 'string' ? file : new Uint8Array(file);
  form.append('file', new Blob([content], contentType ? { type: contentType } : {}), fileName);
  return form;
}
