import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { sharedTexts } from './texts';

interface FormPageProps {
  title: string;
  /** The list the page returns to ('목록으로'). */
  backTo: string;
  /** Buttons shown before the way back. */
  actions?: ReactNode;
  children: ReactNode;
  /** More cards below the form's (e.g. the attendee's change history). */
  after?: ReactNode;
}

/** The frame of a register, edit or upload page: the title, the way back to the list, and a card. */
export function FormPage({ title, backTo, actions, children, after }: FormPageProps) {
  const back = (
    <Link to={backTo} className="btn btn-ghost">
      {sharedTexts.backToList}
    </Link>
  );
  return (
    <section className="page page-form">
      <header className="page-header">
        <h1>{title}</h1>
        {actions ? (
          <div className="page-header-actions">
            {actions}
            {back}
          </div>
        ) : (
          back
        )}
      </header>
      <div className="card">{children}</div>
      {after}
    </section>
  );
}
