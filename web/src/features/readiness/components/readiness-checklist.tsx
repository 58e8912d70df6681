import type { ReadinessItem } from '@expo/contract/readiness';
import { READINESS_TEXTS as T } from '@expo/contract/readiness-texts';
import { Link } from 'react-router-dom';

const MARK = { done: '✓', todo: '○', warning: '!' } as const;

/** Where an item is fixed: a screen of the app, or (the HTTPS recipe) a file of the docs. */
function FixLink({ item }: { item: ReadinessItem }) {
  if (item.fixPath.startsWith('/'))
    return (
      <Link to={item.fixPath} className="readiness-fix">
        {item.fixLabel}
      </Link>
    );
  return (
    <span className="readiness-fix readiness-doc">
      {item.fixLabel}: <code>{item.fixPath}</code>
    </span>
  );
}

/** The six items, each with its state, its reason and where it is fixed. */
export function ReadinessChecklist({ items }: { items: ReadinessItem[] }) {
  return (
    <ol className="readiness-list" data-testid="readiness-list">
      {items.map((item) => (
        <li
          key={item.key}
          className={`readiness-item readiness-${item.state}`}
          data-testid={`readiness-${item.key}`}
          data-state={item.state}
        >
          <span className="readiness-mark" aria-hidden="true">
            {MARK[item.state]}
          </span>
          <div className="readiness-body">
            <p className="readiness-title">
              {item.title} <span className="readiness-state">{T.states[item.state]}</span>
            </p>
            <p className="readiness-explanation">{item.explanation}</p>
            {item.state !== 'done' && <FixLink item={item} />}
          </div>
        </li>
      ))}
    </ol>
  );
}
