import type { Response } from 'express';
import { attachmentHeader } from '../../excel/content-disposition.js';
import type { VisitorWorkbook } from '../excel/visitor-workbook.js';

/** Streams a visitor workbook into the answer, with its Korean file name. */
export async function sendWorkbook(res: Response, workbook: VisitorWorkbook): Promise<void> {
  res.setHeader('Content-Type', workbook.contentType);
  res.setHeader('Content-Disposition', attachmentHeader(workbook.fileName));
  await workbook.write(res);
}
