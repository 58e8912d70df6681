import { useSyncExternalStore } from 'react';

import { clearNameFits } from '../name-fit';

let epoch = 0;
const listeners = new Set<() => void>();
let waiting = false;

/** After fonts finish loading, every name is measured again (a fallback font measures differently). */
function watchFonts(): void {
  if (waiting || typeof document === 'undefined' || document.fonts.status === 'loaded') return;
  waiting = true;
  void document.fonts.ready.then(() => {
    waiting = false;
    clearNameFits();
    epoch += 1;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  watchFonts();
  return () => listeners.delete(listener);
}

const getEpoch = () => epoch;

/** A number that changes when the document's fonts have finished loading (names to be measured again). */
export function useFontsEpoch(): number {
  return useSyncExternalStore(subscribe, getEpoch, getEpoch);
}
