import { percentNumber } from './report-format';
import { reportPartTexts } from './texts';

/**
 * A number of the report, in the element that holds exactly it: `data-figure` names which figure it is
 * (`attendance.registered`, `booth.3.uniqueVisitors`), so a reader (or a test) can find it and compare it.
 */
export function Figure({ name, value }: { name: string; value: number }) {
  return <span data-figure={name}>{reportPartTexts.count(value)}</span>;
}

/** A share as a percent: the number in the figure's element, the '%' after it; '-' when there is none. */
export function PercentFigure({ name, share }: { name: string; share: number | null }) {
  const percent = percentNumber(share);
  return (
    <>
      <span data-figure={name}>{percent ?? reportPartTexts.none}</span>
      {percent !== null && '%'}
    </>
  );
}

/** A table cell holding one number. */
export function NumberCell({ name, value }: { name: string; value: number }) {
  return (
    <td className="report-number" data-figure={name}>
      {reportPartTexts.count(value)}
    </td>
  );
}

/** A table cell holding one share as a percent. */
export function PercentCell({ name, share }: { name: string; share: number | null }) {
  return (
    <td className="report-number">
      <PercentFigure name={name} share={share} />
    </td>
  );
}
