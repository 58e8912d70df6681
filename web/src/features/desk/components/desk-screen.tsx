import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { toApiError } from '../../../lib/api/api-errors';
import { clearDeskSession } from '../../../lib/session/desk';
import { saveKioskSession } from '../../../lib/session/kiosk';
import { usePrintJob } from '../../../lib/hooks/use-print-job';
import { BadgePreview } from '../../../components/badge/badge-preview';
import { BadgePrintArea } from '../../../components/badge/badge-print-area';
import type { BadgeAttendee } from '@expo/contract/badges';
import { getDeskAttendee } from '../api/get-desk-attendee';
import { startKioskSession } from '../api/start-kiosk-session';
import { toBadgeAttendee } from '../badge-attendee';
import { useDeskActions } from '../hooks/use-desk-actions';
import { useDeskBadgeSettings } from '../hooks/use-desk-badge-settings';
import { useDeskQueue } from '../hooks/use-desk-queue';
import { useScannerKeys } from '../../../lib/qr-scan/use-scanner-keys';
import { deskTexts } from '../texts';
import type { DeskAttendee } from '@expo/contract/desks';
import { AttendeeCard } from './attendee-card';
import { DeskCamera } from './desk-camera';
import { DeskQueueNotice } from './desk-queue-notice';
import { DeskSearch } from './desk-search';
import { WalkInList } from './walk-in-list';

export interface DeskStation {
  kind: 'desk' | 'admin';
  /** The desk's name (or the admin's), shown and used for prints made offline. */
  name: string;
  /** '' for an admin: looked up before the first print. */
  eventName: string;
}

/** The desk laptop's screen: one input, the attendee card, the walk-ins, and the badge to print. */
export function DeskScreen({ station }: { station: DeskStation }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [attendee, setAttendee] = useState<DeskAttendee | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [kiosk, setKiosk] = useState<{ starting: boolean; error?: string }>({ starting: false });
  const settings = useDeskBadgeSettings();
  // a desk's session names its event; an admin's does not: the badge settings answer it
  const eventName = station.eventName || settings.eventName || '';
  const printJob = usePrintJob<BadgeAttendee>();
  useScannerKeys(inputRef);

  const refocus = useCallback(() => {
    window.requestAnimationFrame(() => inputRef.current?.focus());
  }, []);

  const shownId = attendee?.id;
  const refreshShown = useCallback(() => {
    if (shownId === undefined) return;
    getDeskAttendee(shownId).then(
      (fresh) => {
        setAttendee((current) => (current?.id === fresh.id ? fresh : current));
      },
      () => undefined,
    );
  }, [shownId]);
  const queue = useDeskQueue(refreshShown);

  const printBadge = (printed: DeskAttendee) => {
    printJob.print(toBadgeAttendee(printed));
  };
  const actions = useDeskActions({ show: setAttendee, printBadge, deskName: station.name });

  const open = (found: DeskAttendee) => {
    setAttendee(found);
    setLookupError(null);
    setCameraOpen(false);
    actions.clearOutcome();
    refocus();
  };
  const openId = async (id: number) => {
    try {
      open(await getDeskAttendee(id));
      return true;
    } catch (error) {
      setLookupError(toApiError(error).message);
      return false;
    }
  };
  const act = async (run: (a: DeskAttendee) => Promise<void>, target: DeskAttendee) => {
    await run(target);
    refocus();
  };

  const startKiosk = async () => {
    if (document.fullscreenEnabled) document.documentElement.requestFullscreen().catch(() => undefined);
    setKiosk({ starting: true });
    try {
      saveKioskSession(await startKioskSession());
      void navigate('/kiosk');
    } catch (error) {
      setKiosk({ starting: false, error: deskTexts.kioskFailed(toApiError(error).message) });
    }
  };

  useEffect(refocus, [refocus]);
  const waiting = attendee !== null && queue.pending.some((a) => a.attendeeId === attendee.id);

  return (
    <section className="page desk-page">
      <header className="page-header desk-header">
        <div>
          <h1>{deskTexts.title}</h1>
          <p className="page-subtitle" data-testid="desk-station">
            {station.name}
            {eventName && ` · ${eventName}`}
          </p>
        </div>
        {station.kind === 'desk' && (
          <div className="page-header-actions">
            <button
              type="button"
              className="btn btn-secondary"
              disabled={kiosk.starting}
              onClick={() => void startKiosk()}
            >
              {kiosk.starting ? deskTexts.kioskStarting : deskTexts.kioskStart}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                clearDeskSession();
                void navigate('/desk-login', { replace: true });
              }}
            >
              {deskTexts.logout}
            </button>
          </div>
        )}
      </header>
      {kiosk.error && (
        <p className="message message-error" role="alert">
          {kiosk.error}
        </p>
      )}
      <DeskQueueNotice pending={queue.pending} failed={queue.failed} onDismiss={queue.dismissFailed} />
      <div className="desk-layout">
        <div className="desk-main">
          <div className="desk-finder">
            <DeskSearch
              inputRef={inputRef}
              onOpen={open}
              onOpenId={openId}
              onEdit={() => {
                setLookupError(null);
              }}
            />
            <button
              type="button"
              className="btn btn-secondary desk-camera-button"
              onClick={() => {
                setCameraOpen((current) => !current);
                refocus();
              }}
            >
              {cameraOpen ? deskTexts.closeCamera : deskTexts.camera}
            </button>
          </div>
          {cameraOpen && <DeskCamera onScanned={(id) => void openId(id)} />}
          {lookupError && (
            <p className="message message-error" role="alert" data-testid="desk-lookup-error">
              {lookupError}
            </p>
          )}
          {attendee ? (
            <div className="desk-card-row">
              <AttendeeCard
                attendee={attendee}
                waiting={waiting}
                busy={actions.busy}
                outcome={actions.outcome}
                onPrint={() => void act(actions.print, attendee)}
                onCheckIn={() => void act(actions.checkIn, attendee)}
              />
              {/* what 명찰 출력 prints, at the event's badge size */}
              <section className="desk-badge-preview" aria-label={deskTexts.badgePreview}>
                <BadgePreview
                  samples={[toBadgeAttendee(attendee)]}
                  settings={settings}
                  eventName={eventName}
                />
              </section>
            </div>
          ) : (
            <p className="card muted desk-empty">{deskTexts.noAttendee}</p>
          )}
        </div>
        <WalkInList
          onOpen={open}
          onPrint={(walkIn) => {
            open(walkIn);
            void act(actions.print, walkIn);
          }}
        />
      </div>
      {printJob.job && (
        <BadgePrintArea
          key={printJob.job.serial}
          attendees={[printJob.job.item]}
          settings={settings}
          eventName={eventName}
        />
      )}
    </section>
  );
}
