import { Figure } from '../../../components/report/figure';
import { boothFigure, visitTime } from '../booth-report-figures';
import { boothReportTexts } from '../texts';
import type { BoothReport } from '@expo/contract/reports';
import { ReportSection, type HeadingLevel } from '../../../components/report/report-section';

const t = boothReportTexts.visitors;
const c = t.columns;
const interestLabels = boothReportTexts.leads.interestLabels;

type VisitorListReport = Pick<BoothReport, 'boothId' | 'visitors' | 'consentRequired' | 'hiddenVisitors'>;

/** "'부스 제공 동의 확인'에 따라 동의한 방문자 n명만 표시합니다. 동의하지 않은 방문자 m명은 수만 셉니다." */
function ConsentNote({ report, named }: { report: VisitorListReport; named: number }) {
  return (
    <p className="booth-report-note booth-report-consent-note" data-testid="booth-report-consent-note">
      {t.consentNote.before}
      <Figure name={boothFigure(report.boothId, 'namedVisitors')} value={named} />
      {t.consentNote.between}
      <Figure name={boothFigure(report.boothId, 'hiddenVisitors')} value={report.hiddenVisitors} />
      {t.consentNote.after}
    </p>
  );
}

/**
 * 방문자 명단: the visitors the booth may name (in visit order), how often each came back, with its 관심도, 태그 and 메모; with
 * '부스 제공 동의 확인' on, a note says how many are left out. A report asked without the list says so. Printed,
 * the list starts a page of its own: the pages before it can be handed on without anyone's personal data.
 */
export function VisitorListSection({ report, level }: { report: VisitorListReport; level: HeadingLevel }) {
  const { visitors } = report;
  return (
    <ReportSection
      level={level}
      title={t.title}
      testId="booth-report-visitors"
      className={visitors?.length ? 'booth-report-section-list' : undefined}
    >
      {visitors === null ? (
        <p className="booth-report-note" data-testid="booth-report-no-list">
          {t.notIncluded}
        </p>
      ) : (
        <>
          {report.consentRequired && <ConsentNote report={report} named={visitors.length} />}
          {visitors.length === 0 ? (
            <p className="booth-report-note">{t.empty}</p>
          ) : (
            <table className="data-table report-table report-table-compact booth-report-visitor-table">
              <colgroup>
                <col className="booth-report-col-time" />
                <col className="booth-report-col-revisits" />
                <col className="booth-report-col-name" />
                <col className="booth-report-col-affiliation" />
                <col className="booth-report-col-phone" />
                <col className="booth-report-col-interest" />
                <col className="booth-report-col-tags" />
                <col />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">{c.visitedAt}</th>
                  <th scope="col" className="report-number">
                    {c.revisits}
                  </th>
                  <th scope="col">{c.name}</th>
                  <th scope="col">{c.affiliation}</th>
                  <th scope="col">{c.phone}</th>
                  <th scope="col">{c.interest}</th>
                  <th scope="col">{c.tags}</th>
                  <th scope="col">{c.memo}</th>
                </tr>
              </thead>
              <tbody>
                {visitors.map((visitor, i) => (
                  <tr key={`${String(visitor.userId)}-${String(i)}`} data-testid="booth-report-visitor">
                    <td data-label={c.visitedAt} className="booth-report-visit-time">
                      {visitTime(visitor.visitedAt)}
                    </td>
                    <td data-label={c.revisits} className="report-number">
                      {boothReportTexts.count(visitor.revisits)}
                    </td>
                    <th scope="row" data-label={c.name}>
                      {visitor.userName}
                    </th>
                    <td data-label={c.affiliation}>{visitor.affiliation}</td>
                    <td data-label={c.phone} className="booth-report-phone">
                      {visitor.phoneNumber}
                    </td>
                    <td data-label={c.interest}>
                      {visitor.interest ? interestLabels[visitor.interest] : interestLabels.unrated}
                    </td>
                    <td data-label={c.tags}>{visitor.tags.join(', ')}</td>
                    <td data-label={c.memo} className="booth-report-memo">
                      {visitor.memo}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </ReportSection>
  );
}
