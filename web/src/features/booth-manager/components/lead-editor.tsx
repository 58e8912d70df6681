import { leadRowStatus } from '../leads/lead-row-status';
import { leadStore } from '../leads/lead-store';
import { LEAD_INTERESTS } from '@expo/contract/leads-values';
import { shownLead, tapInterest, toggleTag } from '../leads/lead-values';
import { useBoothLeads } from '../leads/use-booth-leads';
import { boothManagerTexts } from '../texts';
import { LeadMemo } from './lead-memo';
import { LeadStatusMark } from './lead-status-mark';

interface LeadEditorProps {
  boothId: number;
  userId: number;
  /** Smaller, for a row of the scanner's recent list (labels hidden, the memo folded). */
  compact?: boolean;
}

/**
 * A visitor's 관심도 (one tap; again to clear), the booth's tags (toggle chips) and 메모. Works on its own: it
 * reads and writes the shared lead store, whose edits wait on the phone and are sent once.
 */
export function LeadEditor({ boothId, userId, compact = false }: LeadEditorProps) {
  const { state, pending, failed } = useBoothLeads(boothId);
  const mine = pending.filter((edit) => edit.userId === userId);
  const values = shownLead(state.leads.get(userId), mine);
  const status = leadRowStatus(userId, pending, failed, state.saved);
  const disabled = !state.loaded;
  const edit = (change: Parameters<typeof leadStore.edit>[2]) => {
    leadStore.edit(boothId, userId, change);
  };
  const testId = (part: string) => `lead-${part}-${String(userId)}`;
  const className = compact ? 'lead-editor lead-editor-compact' : 'lead-editor';

  return (
    <div className={className} data-testid={testId('editor')}>
      <div className="lead-line">
        {!compact && <span className="lead-label">{boothManagerTexts.leadInterest}</span>}
        <div className="lead-interest" role="group" aria-label={boothManagerTexts.leadInterest}>
          {LEAD_INTERESTS.map((interest) => (
            <button
              key={interest}
              type="button"
              className={`lead-interest-button lead-interest-${interest}`}
              aria-pressed={values.interest === interest}
              disabled={disabled}
              onClick={() => {
                edit({ interest: tapInterest(values.interest, interest) });
              }}
            >
              {boothManagerTexts.leadInterestLabels[interest]}
            </button>
          ))}
        </div>
        <LeadStatusMark
          status={status}
          testId={testId('status')}
          onDismiss={() => {
            leadStore.dismissFailed(boothId, userId);
          }}
        />
      </div>
      {/* (the visitor list says it once for all its rows) */}
      {compact && state.error && !state.loaded && (
        <p className="lead-load-failed" role="alert">
          {boothManagerTexts.leadsLoadFailed}
        </p>
      )}
      {state.tags.length > 0 && (
        <div className="lead-line">
          {!compact && <span className="lead-label">{boothManagerTexts.leadTags}</span>}
          <div className="lead-tags" role="group" aria-label={boothManagerTexts.leadTags}>
            {state.tags.map((tag) => (
              <button
                key={tag}
                type="button"
                className="lead-tag"
                aria-pressed={values.tags.includes(tag)}
                onClick={() => {
                  edit({ tags: toggleTag(values.tags, tag, state.tags) });
                }}
              >
                {tag}
              </button>
            ))}
          </div>
        </div>
      )}
      <LeadMemo
        userId={userId}
        value={values.memo}
        disabled={disabled}
        compact={compact}
        onSave={(memo) => {
          edit({ memo });
        }}
      />
    </div>
  );
}
