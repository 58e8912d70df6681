import { useMemo } from 'react';

import type { NameBox } from '../badge-layout';
import { fitName, type NameFit } from '../name-fit';
import { useFontsEpoch } from './use-fonts-epoch';

/**
 * The fitted size of one badge's name, measured while rendering (on the hidden measurer, never on the
 * badge) or taken from the cache a print area filled for all its badges in one pass. Measured again
 * once the document's fonts have loaded (the epoch changes).
 */
export function useNameFit(name: string, box: NameBox): NameFit {
  const epoch = useFontsEpoch();
  const { widthMm, heightMm, maxFontMm, minFontMm } = box;
  const measured = useMemo(
    () => ({ epoch, fit: fitName(name, { widthMm, heightMm, maxFontMm, minFontMm }) }),
    [epoch, name, widthMm, heightMm, maxFontMm, minFontMm],
  );
  return measured.fit;
}
