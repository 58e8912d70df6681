import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the phone says it has a network (false: certainly offline; true may still be a dead Wi-Fi). */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine);
