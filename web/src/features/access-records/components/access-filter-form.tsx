import { type SubmitEvent, useState } from 'react';

import { accessRecordTexts as t } from '../texts';
import type { ActorKind } from '@expo/contract/access-records';
import type { AccessFilter } from '../types';

interface AccessFilterFormProps {
  initial: AccessFilter;
  onSearch: (filter: AccessFilter) => void;
}

export const NO_FILTER: AccessFilter = { account: '', actorKind: '', from: '', to: '', attendeeId: '' };

const ROLES = Object.entries(t.roles) as [ActorKind, string][];

/** Account, role, Korean dates and attendee: the search of the records. */
export function AccessFilterForm({ initial, onSearch }: AccessFilterFormProps) {
  const [filter, setFilter] = useState(initial);
  const set = (key: keyof AccessFilter) => (event: { target: { value: string } }) => {
    setFilter((current) => ({ ...current, [key]: event.target.value }));
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ ...filter, account: filter.account.trim(), attendeeId: filter.attendeeId.trim() });
  };

  return (
    <form className="access-filters" role="search" aria-label={t.filters} onSubmit={handleSubmit}>
      <label className="access-filter">
        <span>{t.account}</span>
        <input
          type="search"
          value={filter.account}
          placeholder={t.accountPlaceholder}
          onChange={set('account')}
        />
      </label>
      <label className="access-filter">
        <span>{t.role}</span>
        <select value={filter.actorKind} onChange={set('actorKind')}>
          <option value="">{t.allRoles}</option>
          {ROLES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="access-filter">
        <span>{t.from}</span>
        <input type="date" value={filter.from} onChange={set('from')} />
      </label>
      <label className="access-filter">
        <span>{t.to}</span>
        <input type="date" value={filter.to} onChange={set('to')} />
      </label>
      <label className="access-filter">
        <span>{t.attendeeId}</span>
        <input
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          value={filter.attendeeId}
          onChange={set('attendeeId')}
        />
      </label>
      <div className="access-filter-actions">
        <button type="submit" className="btn btn-primary">
          {t.search}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            setFilter(NO_FILTER);
            onSearch(NO_FILTER);
          }}
        >
          {t.reset}
        </button>
      </div>
    </form>
  );
}
