import { boothReportTexts } from '../texts';

/** '인쇄': the browser's print of the page (booth-reports.css prints the reports alone, on A4). */
export function PrintButton({ disabled }: { disabled: boolean }) {
  return (
    <button
      type="button"
      className="btn btn-primary"
      data-testid="booth-report-print"
      disabled={disabled}
      onClick={() => {
        window.print();
      }}
    >
      {boothReportTexts.pages.print}
    </button>
  );
}
