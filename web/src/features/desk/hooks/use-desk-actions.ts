import { seoulClock } from '@expo/contract/seoul-time';
import { useState } from 'react';

import { type ApiError, toApiError } from '../../../lib/api/api-errors';
import { newClientEventId } from '../../../lib/qr-scan/client-event-id';
import { recordBadgePrint } from '../api/record-badge-print';
import { recordEntry } from '../api/record-entry';
import { isRetryableStatus } from '../../../lib/offline/offline-queue';
import { deskQueue } from '../desk-queue';
import { deskTexts } from '../texts';
import type { DeskAttendee, PrintOptions } from '@expo/contract/desks';
import type { DeskAction } from '../types';

export interface DeskOutcome {
  kind: 'success' | 'info' | 'queued' | 'error';
  text: string;
}

interface DeskActionsOptions {
  /** Shows the attendee as the server now has them. */
  show: (attendee: DeskAttendee) => void;
  /** Prints the attendee's badge (after the server recorded it, or queued while offline). */
  printBadge: (attendee: DeskAttendee) => void;
  /** The desk's name, for a print made offline. */
  deskName: string;
}

function queue(kind: DeskAction['kind'], attendee: DeskAttendee, key: string, options: PrintOptions = {}) {
  deskQueue.add({
    kind,
    attendeeId: attendee.id,
    attendeeName: attendee.name,
    clientEventId: key,
    options,
    madeAt: new Date().toISOString(),
  });
}

/** The server could not take it now (a refused login is no reason to print: the page signs out). */
function waitsOffline(error: ApiError): boolean {
  return isRetryableStatus(error.status);
}

/** When the card (or a print waiting in the queue) says the badge was printed: the time and by whom. */
function printedBefore(attendee: DeskAttendee, deskName: string): { time: string; by: string } | null {
  const waiting = deskQueue
    .snapshot()
    .pending.find((a) => a.kind === 'print' && a.attendeeId === attendee.id);
  if (waiting) return { time: seoulClock(waiting.madeAt), by: deskName };
  const { lastPrintedAt, lastPrintedBy, printCount } = attendee.badge;
  if (printCount === 0 && attendee.paymentStatus !== 'Y') return null;
  return { time: lastPrintedAt ? seoulClock(lastPrintedAt) : '-', by: lastPrintedBy ?? '-' };
}

/** The desk's two buttons, 명찰 출력 and 입장 확인, with their confirmations and the offline queue. */
export function useDeskActions({ show, printBadge, deskName }: DeskActionsOptions) {
  const [busy, setBusy] = useState<'print' | 'entry' | null>(null);
  const [outcome, setOutcome] = useState<DeskOutcome | null>(null);

  /** Records the print, asking first for an unpaid attendee and for a reprint; then prints. */
  const runPrint = async (attendee: DeskAttendee) => {
    let options: PrintOptions = {};
    if (attendee.paymentStatus2 === 'N') {
      if (!window.confirm(deskTexts.unpaidConfirm))
        return setOutcome({ kind: 'info', text: deskTexts.printCancelled });
      options = { unpaidConfirmed: true };
    }
    for (;;) {
      const key = newClientEventId();
      let error: ApiError;
      try {
        const result = await recordBadgePrint(attendee.id, options, key);
        show(result.attendee);
        printBadge(result.attendee);
        return setOutcome({ kind: 'success', text: deskTexts.printRecorded(result.printCount) });
      } catch (caught) {
        error = toApiError(caught);
      }
      const asked =
        error.code === 'BADGE.ALREADY_PRINTED' && !options.reprint
          ? { reprint: true }
          : error.code === 'BADGE.UNPAID' && !options.unpaidConfirmed
            ? { unpaidConfirmed: true }
            : null;
      if (error.status === 409 && asked) {
        const question = asked.reprint ? error.message : `${error.message}\n${deskTexts.unpaidConfirm}`;
        if (!window.confirm(question)) return setOutcome({ kind: 'info', text: deskTexts.printCancelled });
        options = { ...options, ...asked };
        continue;
      }
      if (!waitsOffline(error)) return setOutcome({ kind: 'error', text: error.message });
      // offline: the badge prints from the card, the record waits in the queue
      const before = options.reprint ? null : printedBefore(attendee, deskName);
      if (before) {
        if (!window.confirm(deskTexts.reprintConfirm(before.time, before.by)))
          return setOutcome({ kind: 'info', text: deskTexts.printCancelled });
        queue('print', attendee, newClientEventId(), { ...options, reprint: true });
      } else queue('print', attendee, key, options);
      printBadge(attendee);
      return setOutcome({ kind: 'queued', text: deskTexts.printQueued });
    }
  };

  const runEntry = async (attendee: DeskAttendee) => {
    const key = newClientEventId();
    try {
      const result = await recordEntry(attendee.id, key);
      show(result.attendee);
      const time = seoulClock(result.entry.at);
      setOutcome(
        result.recorded
          ? { kind: 'success', text: deskTexts.entryRecorded(time) }
          : { kind: 'info', text: deskTexts.entryAlready(time, result.entry.by) },
      );
    } catch (caught) {
      const error = toApiError(caught);
      if (!waitsOffline(error)) return setOutcome({ kind: 'error', text: error.message });
      const today = attendee.enteredToday;
      if (today)
        return setOutcome({ kind: 'info', text: deskTexts.entryAlready(seoulClock(today.at), today.by) });
      queue('entry', attendee, key);
      setOutcome({ kind: 'queued', text: deskTexts.entryQueued });
    }
  };

  const guarded = (kind: 'print' | 'entry', run: (attendee: DeskAttendee) => Promise<void>) => {
    return async (attendee: DeskAttendee) => {
      if (busy) return;
      setBusy(kind);
      setOutcome(null);
      try {
        await run(attendee);
      } finally {
        setBusy(null);
      }
    };
  };

  return {
    busy,
    outcome,
    clearOutcome: () => {
      setOutcome(null);
    },
    print: guarded('print', runPrint),
    checkIn: guarded('entry', runEntry),
  };
}
