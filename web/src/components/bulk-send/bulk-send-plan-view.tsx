import type { BulkSendPlan } from '@expo/contract/messaging';
import { planChannelLines, planCostLines, planSkippedLines } from './bulk-send-plan';
import { bulkSendTexts } from './texts';

/** The plan of a bulk send as it is: who gets what by which channel, who is left out, what costs money. */
export function BulkSendPlanView({ plan, busy }: { plan: BulkSendPlan; busy: boolean }) {
  const channels = planChannelLines(plan);
  const skipped = planSkippedLines(plan);
  return (
    <div className="bulk-plan" data-testid="bulk-plan" aria-busy={busy}>
      <p className="bulk-plan-total" data-testid="bulk-plan-total">
        {plan.total > 0 ? bulkSendTexts.matched(plan.matched, plan.total) : bulkSendTexts.nothingToSend}
      </p>
      {channels.length > 0 && (
        <ul className="bulk-plan-list" data-testid="bulk-plan-channels">
          {channels.map((line) => (
            <li key={line.channel} data-channel={line.channel}>
              <strong>{line.text}</strong>
              {line.note && <span className="bulk-plan-note"> – {line.note}</span>}
            </li>
          ))}
        </ul>
      )}
      {skipped.length > 0 && (
        <p className="bulk-plan-skipped" data-testid="bulk-plan-skipped">
          <span className="bulk-plan-label">{bulkSendTexts.skippedTitle}</span> {skipped.join(', ')}
        </p>
      )}
      <div className="bulk-plan-cost" data-testid="bulk-plan-cost">
        {planCostLines(plan).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}
