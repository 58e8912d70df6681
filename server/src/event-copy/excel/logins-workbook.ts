import type { IssuedLogin, LoginsWorkbookBody } from '@expo/contract/events';
import { columnSheet, type ValueColumn } from '../../excel/column-sheet.js';
import type { WorkbookDownload } from '../../excel/workbook-download.js';
import { writeWorkbook } from '../../excel/workbook-writer.js';

const columns = (nameHeader: string): ValueColumn<IssuedLogin>[] => [
  { header: nameHeader, width: 28, value: (login) => login.name },
  { header: '로그인 ID', width: 26, value: (login) => login.loginId },
  { header: '비밀번호', width: 20, value: (login) => login.password },
];

/** The copied event's new logins to hand out: a sheet of booths and one of desks. */
export function loginsWorkbook(eventName: string, logins: LoginsWorkbookBody): WorkbookDownload {
  return {
    fileName: `${eventName} 부스·데스크 로그인.xlsx`,
    write: (out) =>
      writeWorkbook(out, [
        columnSheet('부스', columns('부스명'), logins.booths),
        columnSheet('데스크', columns('데스크'), logins.desks),
      ]),
  };
}
