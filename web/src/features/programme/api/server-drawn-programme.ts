import { PROGRAMME_DATA_ELEMENT, programmePageData, type ProgrammePageData } from '@expo/contract/programme';

let drawn: { path: string; data: ProgrammePageData | undefined } | undefined;

/**
 * What the server drew /program/{eventId} with (server/src/programme/http/programme-page.controller.ts), for that
 * path only: the page the browser opened (or the copy the phone kept). Read once from its
 * `<script type="application/json">`; undefined when the app drew the page itself or the JSON is not the
 * contract's.
 */
export function serverDrawnProgramme(path: string): ProgrammePageData | undefined {
  if (!drawn) {
    let data: ProgrammePageData | undefined;
    try {
      const element = document.getElementById(PROGRAMME_DATA_ELEMENT);
      const parsed = programmePageData.safeParse(JSON.parse(element?.textContent ?? 'null'));
      data = parsed.success ? parsed.data : undefined;
    } catch {
      data = undefined;
    }
    drawn = { path: location.pathname, data };
  }
  return drawn.path === path ? drawn.data : undefined;
}
