import { type FormEvent, useId, useState } from 'react';

import { toApiError } from '../../../lib/api/api-errors';
import { saveLeadTags } from '../api/save-lead-tags';
import { addTag, removeTag } from '../leads/lead-tag-list';
import { leadStore } from '../leads/lead-store';
import { boothManagerTexts } from '../texts';

interface LeadTagsManagerProps {
  boothId: number;
  /** The booth's tags as stored. */
  tags: readonly string[];
  /** The server refused the booth token. */
  onSignedOut: () => void;
}

type Notice = { kind: 'error' | 'saved'; text: string } | null;

/**
 * '태그 관리': the booth defines its tags; each '추가' and '×' is saved at once (a tag added and not saved was
 * lost when the panel closed). A save that failed leaves the change on screen with its reason and '태그 저장'
 * to try again; the rows then offer the tags as chips.
 */
export function LeadTagsManager({ boothId, tags, onSignedOut }: LeadTagsManagerProps) {
  const inputId = useId();
  // null while nothing is changed: the stored tags are shown
  const [draft, setDraft] = useState<string[] | null>(null);
  const [typed, setTyped] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [saving, setSaving] = useState(false);
  const shown = draft ?? [...tags];

  const add = (event: FormEvent) => {
    event.preventDefault();
    const result = addTag(shown, typed);
    if (!result.ok) {
      setNotice({ kind: 'error', text: result.message });
      return;
    }
    setTyped('');
    void save(result.tags);
  };

  const save = async (next: string[]) => {
    setDraft(next);
    setSaving(true);
    setNotice(null);
    try {
      const answer = await saveLeadTags(boothId, next);
      leadStore.tagsSaved(boothId, answer.tags);
      setDraft(null);
      setNotice({ kind: 'saved', text: boothManagerTexts.leadTagsSaved });
    } catch (caught) {
      const error = toApiError(caught);
      if (error.status === 401) onSignedOut();
      else setNotice({ kind: 'error', text: boothManagerTexts.leadTagsFailed(error.message) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <details className="lead-tags-manager" data-testid="lead-tags-manager">
      <summary>
        {boothManagerTexts.leadTagsTitle}
        {shown.length === 0 && <span className="lead-no-tags">{boothManagerTexts.leadNoTags}</span>}
      </summary>
      <ul className="lead-tags-list">
        {shown.map((tag) => (
          <li key={tag} className="lead-tag lead-tag-defined">
            {tag}
            <button
              type="button"
              className="lead-tag-remove"
              aria-label={boothManagerTexts.leadTagRemove(tag)}
              disabled={saving}
              onClick={() => {
                void save(removeTag(shown, tag));
              }}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <form className="lead-tags-add" onSubmit={add} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          {boothManagerTexts.leadTagInput}
        </label>
        <input
          id={inputId}
          value={typed}
          placeholder={boothManagerTexts.leadTagInput}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
        />
        <button type="submit" className="btn btn-secondary" disabled={saving}>
          {boothManagerTexts.leadTagAdd}
        </button>
      </form>
      {notice && (
        <p
          className={notice.kind === 'error' ? 'message message-error' : 'message message-success'}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      {saving && <p className="message muted">{boothManagerTexts.leadTagsSaving}</p>}
      {/* a change the server did not take: kept on screen, saved again from here */}
      {draft !== null && !saving && (
        <button type="button" className="btn btn-primary btn-block" onClick={() => void save(draft)}>
          {boothManagerTexts.leadTagsSave}
        </button>
      )}
    </details>
  );
}
