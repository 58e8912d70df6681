import { useCallback, useRef, useState } from 'react';

import { toApiError } from '../../../lib/api/api-errors';
import { clearKioskSession } from '../../../lib/session/kiosk';
import { newClientEventId } from '../../../lib/qr-scan/client-event-id';
import type { BadgeAttendee } from '@expo/contract/badges';
import { getKioskAttendee } from '../api/get-kiosk-attendee';
import { recordKioskPrint } from '../api/record-kiosk-print';
import type { KioskAttendee } from '@expo/contract/kiosk';
import type { Lang } from '@expo/contract/lang';

export type KioskState =
  | { screen: 'start' }
  | { screen: 'looking' }
  | { screen: 'found'; attendee: KioskAttendee; printing: boolean; error?: string }
  | { screen: 'printed'; attendee: KioskAttendee }
  /** Refused: by the kiosk (not paid, printed before: said in the screen's language) or by the server. */
  | { screen: 'refused'; reason: 'unpaid' | 'alreadyPrinted' }
  | { screen: 'refused'; message: string }
  | { screen: 'ended' };

/** How long the kiosk thanks the attendee after printing before it shows the start screen again. */
export const PRINTED_SCREEN_MS = 4_000;
/** The camera ignores the QR it just handled for this long after the start screen is back. */
const SAME_QR_QUIET_MS = 5_000;

export function toBadgeAttendee({
  id,
  name,
  affiliation,
  country,
  registrationType,
}: KioskAttendee): BadgeAttendee {
  return { id, name, affiliation, country, registrationType };
}

/**
 * The kiosk's screens: start → (scan) → found → (출력) → printed → start; an attendee already printed or
 * not paid is refused with the message; a refused kiosk token ends the kiosk. A new scan starts over
 * from the refused, welcome and printed screens at once (no '처음으로' needed).
 */
export function useKioskFlow(
  printBadge: (attendee: BadgeAttendee) => void,
  onStart: () => void,
  /** The language of the server's messages: the one the attendee in front of the kiosk chose. */
  lang: Lang,
  /** The start screen is back for the next attendee (idle, '처음으로', after printing). */
  onReset: () => void,
) {
  const [state, setShown] = useState<KioskState>({ screen: 'start' });
  // the screen as of the last change, for handlers called before the next render (a scanner's repeats)
  const stateRef = useRef<KioskState>(state);
  const setState = useCallback((next: KioskState) => {
    stateRef.current = next;
    setShown(next);
  }, []);
  const lastCamera = useRef<{ text: string; quietUntil: number }>({ text: '', quietUntil: 0 });
  const printedTimer = useRef<number | undefined>(undefined);

  const fail = useCallback(
    (error: unknown, fallback: (message: string) => KioskState) => {
      const apiError = toApiError(error);
      if (apiError.status === 401) {
        clearKioskSession();
        return setState({ screen: 'ended' });
      }
      setState(fallback(apiError.message));
    },
    [setState],
  );

  const reset = useCallback(() => {
    window.clearTimeout(printedTimer.current);
    lastCamera.current.quietUntil = Date.now() + SAME_QR_QUIET_MS;
    setState({ screen: 'start' });
    onStart();
    onReset();
  }, [onStart, onReset, setState]);

  const scan = useCallback(
    async (raw: string, from: 'camera' | 'scanner') => {
      const text = raw.trim();
      const current = stateRef.current;
      // a scan starts over from any screen (the next person is already scanning), except while one is looked
      // up or printed
      const busy =
        current.screen === 'looking' ||
        current.screen === 'ended' ||
        (current.screen === 'found' && current.printing);
      if (text === '' || busy) return;
      if (from === 'camera') {
        // the camera keeps seeing the QR it just handled: that one is no new scan until the start screen's
        // quiet time is over
        const last = lastCamera.current;
        if (text === last.text && (current.screen !== 'start' || Date.now() < last.quietUntil)) return;
        lastCamera.current = { text, quietUntil: 0 };
      }
      if (current.screen !== 'start') {
        window.clearTimeout(printedTimer.current);
        onStart();
      }
      setState({ screen: 'looking' });
      try {
        const attendee = await getKioskAttendee(text, lang);
        if (!attendee.paid) return setState({ screen: 'refused', reason: 'unpaid' });
        if (attendee.printed) return setState({ screen: 'refused', reason: 'alreadyPrinted' });
        setState({ screen: 'found', attendee, printing: false });
      } catch (error) {
        fail(error, (message) => ({ screen: 'refused', message }));
      }
    },
    [fail, onStart, setState, lang],
  );

  const print = useCallback(async () => {
    const current = stateRef.current;
    if (current.screen !== 'found' || current.printing) return;
    const { attendee } = current;
    setState({ screen: 'found', attendee, printing: true });
    try {
      await recordKioskPrint(attendee.id, newClientEventId(), lang);
    } catch (error) {
      return fail(error, (message) => ({ screen: 'refused', message }));
    }
    printBadge(toBadgeAttendee(attendee));
    setState({ screen: 'printed', attendee });
    printedTimer.current = window.setTimeout(reset, PRINTED_SCREEN_MS);
  }, [fail, printBadge, reset, setState, lang]);

  return { state, scan, print, reset };
}
