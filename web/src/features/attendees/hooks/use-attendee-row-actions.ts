import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

import { useReasonPrompt } from '../../../components/use-reason-prompt';
import { isApiError } from '../../../lib/api/api-client';
import { DownloadCancelled, withReasonPrompt } from '../../../lib/api/download-file';
import { confirmDelete } from '../../../lib/hooks/use-confirmed-delete';
import { deleteAttendee } from '../api/delete-attendee';
import { downloadAttendeePersonalData } from '../api/download-personal-data';
import { getAttendeeMessages } from '../api/get-attendee-messages';
import { sendAttendeeQr } from '../api/send-attendee-qr';
import { followQrSend } from '../follow-qr-send';
import { consentTexts } from '../consent-texts';
import { outcomeOfError, qrSendAlert, type QrSendOutcome } from '../qr-send-outcome';
import { attendeeTexts } from '../texts';
import type { ListedAttendee } from '@expo/contract/attendees';

export interface AttendeeRowActions {
  busyIds: ReadonlySet<number>;
  edit: (attendee: ListedAttendee) => void;
  remove: (attendee: ListedAttendee) => void;
  sendQr: (attendee: ListedAttendee) => void;
  viewQr: (attendee: ListedAttendee) => void;
  /** '열람': downloads everything held about the attendee (.xlsx), asking its reason when the event says so. */
  viewPersonalData: (attendee: ListedAttendee) => void;
  /** The '다운로드 사유' dialog of '열람' while it asks (rendered by the list). */
  reasonDialog: ReactNode;
  /** What the last '열람' downloaded: whose data, in which file (the list's status line). */
  notice: string | null;
}

/** The per-row actions of the attendee list; a row is busy while its delete or QR send runs. */
export function useAttendeeRowActions(onDeleted: (attendee: ListedAttendee) => void): AttendeeRowActions {
  const navigate = useNavigate();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set());
  const reasons = useReasonPrompt();
  const [notice, setNotice] = useState<string | null>(null);

  const whileBusy = async (id: number, work: () => Promise<void>) => {
    setBusyIds((current) => new Set(current).add(id));
    try {
      await work();
    } finally {
      setBusyIds((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  const remove = (attendee: ListedAttendee) => {
    if (!confirmDelete(attendeeTexts.confirmDelete, attendee)) return;
    void whileBusy(attendee.id, async () => {
      try {
        await deleteAttendee(attendee.id);
      } catch {
        window.alert(attendeeTexts.deleteFailed);
        return;
      }
      window.alert(attendeeTexts.deleted);
      onDeleted(attendee);
    });
  };

  // the row stays busy until the alert says what became of the message (kept, sent, failed, still waiting)
  const sendQr = (attendee: ListedAttendee) => {
    void whileBusy(attendee.id, async () => {
      let outcome: QrSendOutcome;
      try {
        const receipt = await sendAttendeeQr(attendee.id);
        outcome = await followQrSend(receipt, () => getAttendeeMessages(attendee.id));
      } catch (error) {
        outcome = outcomeOfError(error);
      }
      window.alert(qrSendAlert(outcome));
    });
  };

  const viewPersonalData = (attendee: ListedAttendee) => {
    void whileBusy(attendee.id, async () => {
      setNotice(null);
      try {
        const fileName = await withReasonPrompt(reasons.ask, () => downloadAttendeePersonalData(attendee.id));
        setNotice(consentTexts.viewPersonalDataDone(attendee.name, attendee.id, fileName));
      } catch (error) {
        if (error instanceof DownloadCancelled) return;
        if (error instanceof DOMException && error.name === 'AbortError') return;
        window.alert(consentTexts.viewPersonalDataFailed(isApiError(error) ? error.message : String(error)));
      }
    });
  };

  return {
    busyIds,
    viewPersonalData,
    reasonDialog: reasons.dialog,
    notice,
    edit: (attendee) => void navigate(`/users/${String(attendee.id)}/edit`),
    remove,
    sendQr,
    // the signed link the attendee receives, so the admin sees what the attendee sees
    viewQr: (attendee) => {
      window.open(attendee.qrViewPath, '_blank', 'noopener');
    },
  };
}
