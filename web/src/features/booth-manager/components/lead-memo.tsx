import { useId, useState } from 'react';

import { LEAD_LIMITS } from '@expo/contract/leads-values';
import { boothManagerTexts } from '../texts';

interface LeadMemoProps {
  userId: number;
  value: string;
  disabled: boolean;
  /** Folded behind a '메모' button (the scanner's list); open by default otherwise. */
  compact: boolean;
  onSave: (memo: string) => void;
}

/** A visitor's 메모: a text area saved when it loses focus or on 확인 (only when it changed). */
export function LeadMemo({ userId, value, disabled, compact, onSave }: LeadMemoProps) {
  const id = useId();
  // null while the manager is not typing: the area shows the stored memo (and follows it)
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(!compact);
  const shown = draft ?? value;

  const save = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft !== value && draft.length <= LEAD_LIMITS.memo) onSave(draft);
  };

  if (!open) {
    return (
      <button
        type="button"
        className="lead-memo-toggle"
        disabled={disabled}
        onClick={() => {
          setOpen(true);
        }}
        data-testid={`lead-memo-open-${String(userId)}`}
      >
        <span className="lead-memo-label">{boothManagerTexts.leadMemo}</span>
        {value && <span className="lead-memo-preview">{value}</span>}
      </button>
    );
  }
  return (
    <div className="lead-memo">
      <label htmlFor={id} className="lead-label">
        {boothManagerTexts.leadMemo}
      </label>
      <div className="lead-memo-field">
        <textarea
          id={id}
          rows={2}
          maxLength={LEAD_LIMITS.memo}
          value={shown}
          disabled={disabled}
          placeholder={boothManagerTexts.leadMemoPlaceholder}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          onBlur={save}
          data-testid={`lead-memo-${String(userId)}`}
        />
        {draft !== null && draft !== value && (
          <button
            type="button"
            className="btn btn-secondary btn-small lead-memo-save"
            // saving on mousedown keeps the blur that follows from saving it twice
            onMouseDown={(event) => {
              event.preventDefault();
            }}
            onClick={save}
          >
            {boothManagerTexts.leadMemoSave}
          </button>
        )}
      </div>
    </div>
  );
}
