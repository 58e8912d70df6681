import type { BulkSend } from '@expo/contract/messaging';
import { audienceLabel } from './bulk-send-plan';
import { useLiveBulkSends } from './use-live-bulk-sends';
import { bulkSendTexts } from './texts';
import { BulkSendProgress } from './bulk-send-progress';

/** The progress of the bulk send just started, from the live list (the start's answer until it has it). */
export function BulkSendFollow({ started }: { started: BulkSend }) {
  const { bulkSends } = useLiveBulkSends();
  const current = bulkSends?.find((bulk) => bulk.id === started.id) ?? started;
  return (
    <>
      <p className="bulk-follow-set" data-testid="bulk-follow-set">
        <strong>{audienceLabel(started.audience, started.keyword, started.survey)}</strong>
        {started.resend && ` · ${bulkSendTexts.withResend}`} · {bulkSendTexts.totalCount(started.total)}
      </p>
      <BulkSendProgress bulkSend={current} closable />
    </>
  );
}
