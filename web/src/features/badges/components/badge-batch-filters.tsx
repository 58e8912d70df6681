import { type SubmitEvent, useState } from 'react';

import type { BadgeFilter, BadgeSort } from '@expo/contract/badges';
import type { BadgeAttendeeQuery } from '../api/get-badge-attendees';
import { badgeTexts } from '../texts';

const FILTERS: readonly BadgeFilter[] = ['all', 'unprinted', 'pre', 'paid'];
const SORTS: readonly BadgeSort[] = ['name', 'id'];

/** Which attendees to print (전체, 미출력, 사전등록만, 결제 완료만, a keyword) and their order. */
export function BadgeBatchFilters(props: {
  query: BadgeAttendeeQuery;
  onChange: (query: BadgeAttendeeQuery) => void;
}) {
  const { query, onChange } = props;
  const [keyword, setKeyword] = useState(query.keyword);

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...query, keyword });
  };

  return (
    <form className="badge-batch-filters" onSubmit={handleSubmit}>
      <fieldset className="badge-filter-group">
        <legend>{badgeTexts.filterLabel}</legend>
        {FILTERS.map((filter) => (
          <label key={filter} className="badge-checkbox">
            <input
              type="radio"
              name="badge-filter"
              value={filter}
              checked={query.filter === filter}
              onChange={() => {
                onChange({ ...query, keyword, filter });
              }}
            />
            {badgeTexts.filters[filter]}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="badge-keyword">{badgeTexts.keyword}</label>
        <div className="badge-keyword-row">
          <input
            id="badge-keyword"
            type="search"
            placeholder={badgeTexts.keywordPlaceholder}
            value={keyword}
            onChange={(event) => {
              setKeyword(event.target.value);
            }}
          />
          <button type="submit" className="btn btn-secondary">
            {badgeTexts.search}
          </button>
        </div>
      </div>
      <div className="field">
        <label htmlFor="badge-sort">{badgeTexts.sortLabel}</label>
        <select
          id="badge-sort"
          value={query.sort}
          onChange={(event) => {
            onChange({ ...query, keyword, sort: event.target.value as BadgeSort });
          }}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {badgeTexts.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
