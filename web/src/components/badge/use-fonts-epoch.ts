import { useSyncExternalStore } from 'react';

import { clearTextFits } from './text-fit';

let epoch = 0;
const listeners = new Set<() => void>();
let waiting = false;

/** After fonts finish loading, every text is measured again (a fallback font measures differently). */
function watchFonts(): void {
  if (waiting || typeof document === 'undefined' || document.fonts.status === 'loaded') return;
  waiting = true;
  void document.fonts.ready.then(() => {
    waiting = false;
    clearTextFits();
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

/** A number that changes when the document's fonts have finished loading (texts to be measured again). */
export function useFontsEpoch(): number {
  return useSyncExternalStore(subscribe, getEpoch, getEpoch);
}
