import { useCallback, useEffect, useState } from 'react';
import type { Lang } from '@expo/contract/lang';

import { LanguageButtons } from '../../../components/language-switch';

import { usePrintJob } from '../../../lib/hooks/use-print-job';
import { Badge } from '../../../components/badge/badge';
import { BadgePrintArea } from '../../../components/badge/badge-print-area';
import type { BadgeAttendee } from '@expo/contract/badges';
import { useIdleReset } from '../hooks/use-idle-reset';
import { toBadgeAttendee, useKioskFlow } from '../hooks/use-kiosk-flow';
import { useKioskBadgeSettings } from '../hooks/use-kiosk-badge-settings';
import { KIOSK_TEXTS } from '../texts';
import { KioskCamera } from './kiosk-camera';
import { KioskScannerInput } from './kiosk-scanner-input';

interface KioskScreenProps {
  eventName: string;
  /** The kiosk token was refused: the kiosk needs a new start from a desk. */
  onEnded: () => void;
}

/**
 * Full screen, large text: scan, welcome with the badge preview, one big 출력 button. In Korean, or in English
 * for the attendee in front of it who chose it; the next one starts in Korean again (a kiosk is shared).
 */
export function KioskScreen({ eventName, onEnded }: KioskScreenProps) {
  const settings = useKioskBadgeSettings();
  const printJob = usePrintJob<BadgeAttendee>();
  const { clear } = printJob;
  const [lang, setLang] = useState<Lang>('ko');
  const kioskTexts = KIOSK_TEXTS[lang];
  const inKorean = useCallback(() => {
    setLang('ko');
  }, []);
  const { state, scan, print, reset } = useKioskFlow(printJob.print, clear, lang, inKorean);
  useIdleReset(state.screen !== 'start' && state.screen !== 'ended', state.screen, reset);
  useEffect(() => {
    if (state.screen === 'ended') onEnded();
  }, [state.screen, onEnded]);
  const onCamera = useCallback((text: string) => void scan(text, 'camera'), [scan]);

  return (
    <main className={`kiosk kiosk-${state.screen}`} data-testid="kiosk" data-screen={state.screen}>
      <KioskScannerInput onScanned={(text) => void scan(text, 'scanner')} label={kioskTexts.scannerLabel} />
      <div className="kiosk-language">
        <LanguageButtons lang={lang} onChoose={setLang} />
      </div>
      <p className="kiosk-event">{eventName}</p>
      {state.screen === 'start' && (
        <div className="kiosk-panel">
          <h1 className="kiosk-title">{kioskTexts.scanPrompt}</h1>
          <p className="kiosk-hint">{kioskTexts.scanHint}</p>
        </div>
      )}
      <KioskCamera onDecoded={onCamera} hidden={state.screen !== 'start'} />
      {state.screen === 'looking' && (
        <p className="kiosk-message" role="status">
          {kioskTexts.looking}
        </p>
      )}
      {state.screen === 'found' && (
        <div className="kiosk-panel">
          <h1 className="kiosk-title" data-testid="kiosk-welcome">
            {kioskTexts.welcome(state.attendee.name)}
          </h1>
          <div className="kiosk-preview" data-testid="kiosk-preview">
            <Badge attendee={toBadgeAttendee(state.attendee)} settings={settings} eventName={eventName} />
          </div>
          <button
            type="button"
            className="btn btn-primary kiosk-print"
            disabled={state.printing}
            onClick={() => void print()}
          >
            {state.printing ? kioskTexts.printing : kioskTexts.print}
          </button>
        </div>
      )}
      {state.screen === 'printed' && (
        <p className="kiosk-message kiosk-done" role="status" data-testid="kiosk-message">
          {kioskTexts.printed}
        </p>
      )}
      {state.screen === 'refused' && (
        <p className="kiosk-message kiosk-refused" role="alert" data-testid="kiosk-message">
          {'reason' in state ? kioskTexts[state.reason] : state.message}
        </p>
      )}
      {state.screen !== 'start' && state.screen !== 'looking' && (
        <button type="button" className="btn btn-ghost kiosk-back" onClick={reset}>
          {kioskTexts.backToStart}
        </button>
      )}
      {printJob.job && (
        <BadgePrintArea
          key={printJob.job.serial}
          attendees={[printJob.job.item]}
          settings={settings}
          eventName={eventName}
        />
      )}
    </main>
  );
}
