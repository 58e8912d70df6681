import { useEffect, useRef } from 'react';

/** The kiosk goes back to its start screen after this long without a touch or a key. */
export const KIOSK_IDLE_MS = 20_000;

/**
 * While `active`, calls `onIdle` after `ms` without pointer or key input (each input restarts the wait, and so
 * does a new `screen`: a welcome shown after a slow lookup still stays its whole time).
 */
export function useIdleReset(active: boolean, screen: string, onIdle: () => void, ms = KIOSK_IDLE_MS): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  });
  useEffect(() => {
    if (!active) return;
    let timer = window.setTimeout(() => onIdleRef.current(), ms);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => onIdleRef.current(), ms);
    };
    const events = ['pointerdown', 'keydown'] as const;
    events.forEach((name) => {
      window.addEventListener(name, restart, true);
    });
    return () => {
      window.clearTimeout(timer);
      events.forEach((name) => {
        window.removeEventListener(name, restart, true);
      });
    };
  }, [active, screen, ms]);
}
