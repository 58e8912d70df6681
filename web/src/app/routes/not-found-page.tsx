import { Link } from 'react-router-dom';

/** Unknown addresses. */
export function NotFoundPage() {
  return (
    <section className="page page-narrow empty-page">
      <h1>페이지를 찾을 수 없습니다.</h1>
      <p className="muted">주소를 다시 확인해주세요.</p>
      <Link to="/" className="btn btn-primary">
        처음으로
      </Link>
    </section>
  );
}
