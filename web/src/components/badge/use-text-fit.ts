import { useMemo } from 'react';

import type { FitBox } from './badge-layout';
import { fitText, type TextFit } from './text-fit';
import { useFontsEpoch } from './use-fonts-epoch';

/**
 * The fitted size of one badge text (the name, the affiliation), measured while rendering (on the hidden
 * measurer, never on the badge) or taken from the cache a print area filled for all its badges in one
 * pass. Measured again once the document's fonts have loaded (the epoch changes).
 */
export function useTextFit(text: string, box: FitBox): TextFit {
  const epoch = useFontsEpoch();
  const { kind, widthMm, heightMm, maxFontMm, minFontMm } = box;
  const measured = useMemo(
    () => ({ epoch, fit: fitText(text, { kind, widthMm, heightMm, maxFontMm, minFontMm }) }),
    [epoch, text, kind, widthMm, heightMm, maxFontMm, minFontMm],
  );
  return measured.fit;
}
