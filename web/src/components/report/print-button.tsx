import { reportPartTexts } from './texts';

interface PrintButtonProps {
  testId: string;
  /** The page's main action (the exhibitor reports), or beside others (the 결과보고서's). */
  primary?: boolean;
  disabled?: boolean;
}

/** '인쇄': the browser's print of the page (reports.css, booth-reports.css print the report alone, on A4). */
export function PrintButton({ testId, primary = false, disabled = false }: PrintButtonProps) {
  return (
    <button
      type="button"
      className={primary ? 'btn btn-primary' : 'btn btn-secondary'}
      data-testid={testId}
      disabled={disabled}
      onClick={() => {
        window.print();
      }}
    >
      {reportPartTexts.print}
    </button>
  );
}
