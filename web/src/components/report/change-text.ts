import type { ComparisonRow } from '@expo/contract/report-comparison';

import { percentNumber } from './report-format';

/**
 * How 전년 대비 writes its changes: a sign before every change but 0 ('+12', '-3', '0'), 입장률's in percent
 * points ('+16.7'), the change rate as a signed percent; '-' where there is none.
 */

const NONE = '-';

const signed = (text: string, value: number) => (value > 0 ? `+${text}` : text);

/** A change of counts: '+1,204', '-3', '0'. */
export function countChangeText(change: number): string {
  return signed(change.toLocaleString('ko-KR'), change);
}

/** A change of shares in percent points ('+16.7'), or a relative change in percent ('-33.3'); '-' for none. */
export function percentChangeText(share: number | null): string {
  const text = percentNumber(share);
  return text === null || share === null ? NONE : signed(text, share);
}

/** The text of a row's change: of counts, or of 입장률 in points. */
export function changeText(row: ComparisonRow): string {
  if (row.change === null) return NONE;
  return row.metric === 'entryRate' ? percentChangeText(row.change) : countChangeText(row.change);
}

/** Which way a change went, for its colour: up, down or none. */
export function changeDirection(change: number | null): 'up' | 'down' | 'same' {
  if (change === null || change === 0) return 'same';
  return change > 0 ? 'up' : 'down';
}
