import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { lectureTexts } from '../texts';

/** The frame of the lecture register and edit pages: title, the way back to /lectures, and a card. */
export function LectureFormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page page-form">
      <header className="page-header">
        <h1>{title}</h1>
        <Link to="/lectures" className="btn btn-ghost">
          {lectureTexts.backToList}
        </Link>
      </header>
      <div className="card">{children}</div>
    </section>
  );
}
