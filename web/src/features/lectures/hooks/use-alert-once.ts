import { useEffect, useRef } from 'react';

/** Shows `message` in an alert the first time it is set (not again on re-render). */
export function useAlertOnce(message: string | null): void {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (message === null || shown.current === message) return;
    shown.current = message;
    window.alert(message);
  }, [message]);
}
