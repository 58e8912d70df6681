import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { deleteAttendee } from '../api/delete-attendee';
import { sendAttendeeQr } from '../api/send-attendee-qr';
import { attendeeTexts } from '../texts';
import type { Attendee } from '../types';

export interface AttendeeRowActions {
  busyIds: ReadonlySet<number>;
  edit: (attendee: Attendee) => void;
  remove: (attendee: Attendee) => void;
  sendQr: (attendee: Attendee) => void;
  viewQr: (attendee: Attendee) => void;
}

/** The per-row actions of the attendee list; a row is busy while its delete or QR send runs. */
export function useAttendeeRowActions(onDeleted: (attendee: Attendee) => void): AttendeeRowActions {
  const navigate = useNavigate();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set());

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

  const remove = (attendee: Attendee) => {
    if (!window.confirm(attendeeTexts.confirmDelete)) return;
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

  const sendQr = (attendee: Attendee) => {
    void whileBusy(attendee.id, async () => {
      try {
        await sendAttendeeQr(attendee.id);
        window.alert(attendeeTexts.qrSent);
      } catch {
        window.alert(attendeeTexts.qrSendFailed);
      }
    });
  };

  return {
    busyIds,
    edit: (attendee) => void navigate(`/users/${String(attendee.id)}/edit`),
    remove,
    sendQr,
    viewQr: (attendee) => {
      window.open(`/qr-view/${String(attendee.id)}`, '_blank', 'noopener');
    },
  };
}
