import { type SubmitEvent, useState } from 'react';

import { attendeeTexts } from '../texts';

interface AttendeeSearchFormProps {
  initialKeyword: string;
  onSearch: (keyword: string) => void;
  onShowAll: () => void;
}

/** Keyword search (trimmed) and the reset to the full list. */
export function AttendeeSearchForm({ initialKeyword, onSearch, onShowAll }: AttendeeSearchFormProps) {
  const [keyword, setKeyword] = useState(initialKeyword);

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(keyword.trim());
  };

  return (
    <form className="search-form" role="search" onSubmit={handleSubmit}>
      <label htmlFor="attendee-keyword" className="visually-hidden">
        {attendeeTexts.keywordLabel}
      </label>
      <input
        id="attendee-keyword"
        type="search"
        value={keyword}
        placeholder={attendeeTexts.keywordPlaceholder}
        onChange={(event) => {
          setKeyword(event.target.value);
        }}
      />
      <button type="submit" className="btn btn-primary">
        {attendeeTexts.search}
      </button>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => {
          setKeyword('');
          onShowAll();
        }}
      >
        {attendeeTexts.showAll}
      </button>
    </form>
  );
}
