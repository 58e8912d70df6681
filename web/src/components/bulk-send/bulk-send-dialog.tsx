import type { BulkSendForm } from '@expo/contract/messaging';
import type { BulkAudience } from '@expo/contract/messaging-values';
import { previewBulkSend, startBulkSend } from './bulk-sends';
import { bulkSendTexts } from './texts';
import { BulkSendFormDialog } from './bulk-send-form-dialog';

interface BulkSendDialogProps {
  /** The /users search keyword; offers '현재 검색 결과' when there is one. */
  keyword: string;
  onClose: () => void;
}

/**
 * 'QR 일괄 발송': the admin picks the set (everyone, those without their QR yet, or the current search), sees
 * the plan the server makes of it, confirms, and follows the send live (`BulkSendFormDialog`).
 */
export function BulkSendDialog({ keyword, onClose }: BulkSendDialogProps) {
  const audiences = (['ALL', 'UNSENT', ...(keyword ? ['SEARCH'] : [])] as BulkAudience[]).map((value) => ({
    value,
    label: value === 'SEARCH' ? bulkSendTexts.audiences.SEARCH(keyword) : bulkSendTexts.audiences[value],
  }));
  return (
    <BulkSendFormDialog
      className="bulk-dialog"
      testId="bulk-send-dialog"
      texts={bulkSendTexts}
      audiences={audiences}
      initialAudience="ALL"
      audienceName="bulk-audience"
      toRequest={(audience, resend): BulkSendForm =>
        audience === 'SEARCH' && keyword ? { audience, keyword, resend } : { audience, resend }
      }
      preview={previewBulkSend}
      start={startBulkSend}
      confirmTestId="bulk-send-confirm"
      startErrorTestId="bulk-start-error"
      onClose={onClose}
    />
  );
}
