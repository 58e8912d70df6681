import { attendeeTexts } from '../texts';

/** How many page numbers are shown on each side of the current page. */
const PAGE_WINDOW = 4;

interface PaginationProps {
  /** 0-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

function pageWindow(page: number, totalPages: number): number[] {
  const first = Math.max(0, page - PAGE_WINDOW);
  const last = Math.min(totalPages - 1, page + PAGE_WINDOW);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

/** Previous / next and the page numbers within 4 of the current page; shown 1-based. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  if (totalPages <= 0) return null;
  return (
    <nav className="pagination" aria-label={attendeeTexts.pagination}>
      <button
        type="button"
        className="page-button"
        onClick={() => {
          onChange(page - 1);
        }}
        disabled={page <= 0}
        data-testid="page-prev"
      >
        {attendeeTexts.previous}
      </button>
      {pageWindow(page, totalPages).map((index) => (
        <button
          key={index}
          type="button"
          className={index === page ? 'page-button page-button-current' : 'page-button'}
          aria-current={index === page ? 'page' : undefined}
          onClick={() => {
            onChange(index);
          }}
          data-testid={`page-${String(index)}`}
        >
          {index + 1}
        </button>
      ))}
      <button
        type="button"
        className="page-button"
        onClick={() => {
          onChange(page + 1);
        }}
        disabled={page >= totalPages - 1}
        data-testid="page-next"
      >
        {attendeeTexts.next}
      </button>
    </nav>
  );
}
