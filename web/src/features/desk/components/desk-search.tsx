import { type KeyboardEvent, type RefObject, useState } from 'react';

import { deskTexts } from '../texts';
import type { DeskAttendee } from '@expo/contract/desks';
import { useAttendeeSearch } from '../hooks/use-attendee-search';
import { AttendeeWho } from './attendee-who';

/** A scanner's text or a typed attendee ID: digits only. */
const ATTENDEE_ID = /^\d{1,10}$/;

interface DeskSearchProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** Opens a found attendee's card. */
  onOpen: (attendee: DeskAttendee) => void;
  /** Opens attendee `id` (a scanned QR or a typed ID); resolves false when there is none. */
  onOpenId: (id: number) => Promise<boolean>;
  /** The text changed: a new search begins (an earlier lookup's refusal is over). */
  onEdit?: () => void;
}

/**
 * The desk's one input: a barcode scanner or a typed ID then Enter opens that attendee; a name, affiliation
 * or phone fragment shows results as you type (↑↓ and Enter, or Enter when there is one).
 */
export function DeskSearch({ inputRef, onOpen, onOpenId, onEdit }: DeskSearchProps) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const search = useAttendeeSearch(text);
  const { results } = search;
  const [hint, setHint] = useState('');

  const reset = () => {
    setText('');
    setActive(-1);
    setHint('');
  };
  const open = (attendee: DeskAttendee) => {
    reset();
    onOpen(attendee);
  };

  // the text in the box now, for a submit whose answers arrive after the staff went on typing
  const typedNow = () => inputRef.current?.value.trim() ?? '';

  const submit = async () => {
    const keyword = text.trim();
    if (keyword === '') return;
    if (active >= 0 && results[active]) return open(results[active]);
    // a scanned QR or a typed ID opens that attendee; digits that are no ID may be a phone fragment
    const id = ATTENDEE_ID.test(keyword);
    if (id && (await onOpenId(Number(keyword)))) return reset();
    // no such ID: the next scan or typing replaces the text, even before the phone search below answers
    if (id && typedNow() === keyword) inputRef.current?.select();
    const found = search.keyword === keyword ? results : await search.searchNow(keyword).catch(() => []);
    if (typedNow() !== keyword) return; // the staff went on: this answer is for a search they left
    if (id && found.length !== 1) return;
    if (found.length === 1) return open(found[0]);
    setHint(found.length > 1 ? deskTexts.chooseOne(found.length) : deskTexts.noResults);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (!event.nativeEvent.isComposing) void submit();
    } else if (event.key === 'Escape') {
      reset();
    }
  };

  const listId = 'desk-search-results';
  const showList = text.trim() !== '';
  return (
    <div className="desk-search">
      <label htmlFor="desk-search-input" className="desk-search-label">
        {deskTexts.searchLabel}
      </label>
      <input
        id="desk-search-input"
        ref={inputRef}
        className="desk-search-input"
        type="search"
        autoComplete="off"
        autoFocus
        placeholder={deskTexts.searchPlaceholder}
        role="combobox"
        aria-expanded={showList && results.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `desk-result-${String(results[active]?.id)}` : undefined}
        aria-describedby="desk-search-hint"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setHint('');
          onEdit?.();
        }}
        onKeyDown={onKeyDown}
      />
      <p id="desk-search-hint" className="desk-search-hint" role="status" data-testid="desk-search-hint">
        {hint ||
          (search.error?.message ??
            (showList && search.searching
              ? deskTexts.searching
              : showList && search.keyword && results.length === 0
                ? deskTexts.noResults
                : deskTexts.searchHint))}
      </p>
      {showList && results.length > 0 && (
        <ul id={listId} className="desk-results" role="listbox" aria-label={deskTexts.resultsLabel}>
          {results.map((attendee, index) => (
            <li
              key={attendee.id}
              id={`desk-result-${String(attendee.id)}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'desk-result desk-result-active' : 'desk-result'}
              data-testid={`desk-result-${String(attendee.id)}`}
              onMouseDown={(event) => {
                event.preventDefault(); // the input keeps the focus
              }}
              onClick={() => {
                open(attendee);
              }}
            >
              <AttendeeWho name={attendee.name} affiliation={attendee.affiliation} />
              <span className="desk-result-detail">{attendee.phoneNumber}</span>
              <span className="desk-result-id">ID {attendee.id}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
