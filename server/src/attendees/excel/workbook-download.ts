/**
 * A workbook a query answers with: its file name and how to write it. The controller sets the headers and
 * hands it the response; rows are read while they are written, so memory stays flat whatever the count.
 */
export interface WorkbookDownload {
  fileName: string;
  /** Streams the .xlsx to `out` and ends it. */
  write(out: NodeJS.WritableStream): Promise<void>;
}
