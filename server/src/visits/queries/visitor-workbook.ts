import type { DataSource } from 'typeorm';
import type { WorkbookDownload } from '../../excel/workbook-download.js';
import { writeSheet, type CellInput, type SheetColumn } from '../../excel/workbook-writer.js';
import { seoulDate } from '@expo/contract/seoul-time';
import { withConnection, type Sql } from '../../database/sql.js';
import type { VisitPlace } from '../domain/visit-places.js';
import { listVisits } from './visit-reads.js';
import type { BoothView } from '../../privacy/exhibitor-view.js';
import type { Visit } from '@expo/contract/visits';

/**
 * THE column table of visitor downloads (booth visitors and lecture attendees alike); the time column is headed
 * by the place's word (`columnsOf`).
 */
export const visitorColumns: readonly (SheetColumn & { value: (v: Visit) => string | number })[] = [
  // a booth's hidden visitor ('비공개 방문자', privacy/exhibitor-view.ts) shows no id
  { header: '참석자 ID', width: 10, value: (v) => ((v as BoothView<Visit>).masked ? '' : v.userId) },
  { header: '이름', width: 14, value: (v) => v.userName },
  { header: '소속', width: 24, value: (v) => v.affiliation },
  { header: '전화번호', width: 18, text: true, value: (v) => v.phoneNumber },
  { header: '방문시간', width: 20, value: (v) => v.visitedAt.replace('T', ' ') },
];

/** The visitor columns of a place's download: a lecture's time column says 출석시간. */
export const columnsOf = (place: VisitPlace): typeof visitorColumns =>
  visitorColumns.map((column, index) =>
    index === visitorColumns.length - 1 ? { ...column, header: place.timeWord } : column,
  );

const BATCH = 5000;

/**
 * Columns another context adds after the visitor columns (a booth's leads): `read` gives, for one page of
 * visitors, each visitor's cells (read together with the page).
 */
export interface VisitorExtras {
  columns: readonly SheetColumn[];
  read(sql: Sql, placeId: number, visits: readonly Visit[]): Promise<(visit: Visit) => CellInput[]>;
}

type VisitorRow = { visit: Visit; extra: readonly CellInput[] };
const NO_EXTRAS: VisitorExtras = { columns: [], read: () => Promise.resolve(() => []) };

/**
 * How the reader of the file sees a page of visitors (a booth: privacy/exhibitor-view.ts); a visitor without a
 * view is left out. None: every visitor as recorded.
 */
export type VisitorView = (
  sql: Sql,
  visits: readonly Visit[],
) => Promise<(visit: Visit) => Visit | undefined>;

/**
 * The place's visitors newest first, read in pages: memory stays flat with the count. The next page is
 * asked for as soon as a page arrives, so PostgreSQL reads it while this one is written out.
 */
async function* streamVisits(
  dataSource: DataSource,
  place: VisitPlace,
  placeId: number,
  extras: VisitorExtras,
  view: VisitorView | undefined,
): AsyncGenerator<VisitorRow> {
  const read = (before: number | undefined) =>
    withConnection(dataSource, async (sql) => {
      const page = await listVisits(sql, place, placeId, { before, limit: BATCH });
      return {
        ...page,
        extraOf: await extras.read(sql, placeId, page.visits),
        viewOf: view ? await view(sql, page.visits) : (visit: Visit) => visit,
      };
    });
  let next = read(undefined);
  for (;;) {
    const page = await next;
    const more = page.visits.length === BATCH;
    if (more) {
      next = read(page.last);
      next.catch(() => undefined); // a download given up meanwhile leaves it unread
    }
    for (const visit of page.visits) {
      const seen = page.viewOf(visit);
      if (seen) yield { visit: seen, extra: page.extraOf(visit) };
    }
    if (!more) return;
  }
}

/** A file name from the place's name: characters file systems refuse are replaced. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').slice(0, 80);

/**
 * The place's visitor list as an .xlsx download: its Korean file name, and the workbook read in pages while it
 * is streamed into `out`; `extras` adds columns after the visitor columns; `view` is how the reader sees each
 * visitor (the extras are read for the visitor as recorded).
 */
export function visitorWorkbook(
  dataSource: DataSource,
  place: VisitPlace,
  placeId: number,
  placeName: string,
  extras: VisitorExtras = NO_EXTRAS,
  { view }: { view?: VisitorView } = {},
): WorkbookDownload {
  return {
    fileName: `${safeName(placeName)}_${place.visitorsWord}_${seoulDate(new Date())}.xlsx`,
    write: (out) =>
      writeSheet(
        out,
        place.visitorsWord,
        [...columnsOf(place), ...extras.columns],
        streamVisits(dataSource, place, placeId, extras, view),
        ({ visit, extra }) => [...visitorColumns.map((column) => column.value(visit)), ...extra],
      ),
  };
}
