import { seoulDisplay } from '@expo/contract/seoul-time';
import { Fragment } from 'react';

import { DataTable } from '../../../components/data-table';
import { boothManagerTexts } from '../texts';
import type { BoothVisitor } from '@expo/contract/visits';
import { LeadEditor } from './lead-editor';
import { LongText } from '../../../components/long-text';

interface BoothVisitorTableProps {
  boothId: number;
  visitors: readonly BoothVisitor[];
  loading: boolean;
  emptyText: string | null;
  emptyIsError: boolean;
}

/**
 * The booth phone's visitors: the spec's columns (ID, 이름, 소속, 전화번호, 방문시간), and beneath each
 * visitor the lead editor (관심도, 태그, 메모). On a narrow screen each visitor becomes a card. A visitor who did
 * not consent to provision ('비공개 방문자') is one muted line with the visit time; the booth's notes stay.
 */
export function BoothVisitorTable({
  boothId,
  visitors,
  loading,
  emptyText,
  emptyIsError,
}: BoothVisitorTableProps) {
  const [id, name, affiliation, phone, visitedAt] = boothManagerTexts.columns;
  return (
    <DataTable
      className="booth-visitor-table"
      cardsOnPhone={false}
      columns={boothManagerTexts.columns}
      testId="visitor-table"
      loading={loading}
      rowCount={visitors.length}
      emptyText={emptyText}
      emptyIsError={emptyIsError}
    >
      {visitors.map((visitor) => (
        <Fragment key={visitor.userId}>
          {visitor.masked ? (
            <tr
              className="booth-visitor-row booth-visitor-hidden"
              data-testid={`visitor-row-${String(visitor.userId)}`}
              data-masked="true"
            >
              <td className="cell-muted" colSpan={4} data-label={name}>
                {visitor.userName}
              </td>
              <td className="cell-nowrap cell-muted" data-label={visitedAt}>
                {seoulDisplay(visitor.visitedAt, 'minute')}
              </td>
            </tr>
          ) : (
            <tr className="booth-visitor-row" data-testid={`visitor-row-${String(visitor.userId)}`}>
              <td className="cell-number" data-label={id}>
                {visitor.userId}
              </td>
              <td className="cell-strong" data-label={name}>
                <LongText text={visitor.userName} lines={2} />
              </td>
              <td data-label={affiliation}>
                <LongText text={visitor.affiliation} lines={2} />
              </td>
              <td className="cell-nowrap" data-label={phone}>
                {visitor.phoneNumber}
              </td>
              <td className="cell-nowrap cell-muted" data-label={visitedAt}>
                {seoulDisplay(visitor.visitedAt, 'minute')}
              </td>
            </tr>
          )}
          <tr className="booth-lead-row" data-testid={`lead-row-${String(visitor.userId)}`}>
            <td colSpan={boothManagerTexts.columns.length}>
              <LeadEditor boothId={boothId} userId={visitor.userId} />
            </td>
          </tr>
        </Fragment>
      ))}
    </DataTable>
  );
}
