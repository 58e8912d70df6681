/** About how wide a character is drawn at 12 px: Hangul, CJK and full-width ones 12 px, the others 7 px. */
const charWidth = (char: string): number =>
  /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u.test(char) ? 12 : 7;

/** A name that fits `maxPx` at 12 px as it is, or its start and '…' (the full name is in the chart's table). */
export function fitName(name: string, maxPx: number): string {
  const chars = [...name];
  const widths = chars.map(charWidth);
  if (widths.reduce((sum, width) => sum + width, 0) <= maxPx) return name;
  let width = charWidth('…');
  let kept = 0;
  while (kept < chars.length && width + widths[kept] <= maxPx) width += widths[kept++];
  return `${chars.slice(0, kept).join('')}…`;
}
