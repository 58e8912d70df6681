import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { boothTexts } from '../texts';

/** The frame of the booth register and edit pages: title, the way back to /booths, and a card. */
export function BoothFormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page page-form">
      <header className="page-header">
        <h1>{title}</h1>
        <Link to="/booths" className="btn btn-ghost">
          {boothTexts.backToList}
        </Link>
      </header>
      <div className="card">{children}</div>
    </section>
  );
}
