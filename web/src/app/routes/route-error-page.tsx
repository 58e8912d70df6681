import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

/** A screen that failed to render or whose code failed to load (e.g. after a new deployment). */
export function RouteErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    console.error('화면 오류', error);
  }, [error]);

  return (
    <section className="page page-narrow empty-page" role="alert">
      <h1>화면을 표시하지 못했습니다.</h1>
      <p className="muted">잠시 후 다시 시도해주세요.</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          window.location.reload();
        }}
      >
        새로고침
      </button>
    </section>
  );
}
