import { decodeXml } from './xml-text.js';

const isSpace = (code: number) => code === 32 || code === 10 || code === 9 || code === 13;

/** Where one attribute lies: its name in [nameStart, nameEnd), its raw value in [valueStart, valueEnd). */
const at = { nameStart: 0, nameEnd: 0, valueStart: 0, valueEnd: 0 };

/**
 * Finds the next attribute of the raw attribute text `text` from `from` up to `to` and records where it
 * lies in `at`; returns where the one after starts, or -1 when there is none (no copies are made).
 */
function nextAttribute(text: string, from: number, to: number): number {
  let i = from;
  while (i < to && isSpace(text.charCodeAt(i))) i++;
  // (searched up to `to` only: a search to the end of the text would cost the rest of the chunk per tag)
  let equals = i;
  while (equals < to && text.charCodeAt(equals) !== 61) equals++;
  if (equals >= to) return -1;
  let nameEnd = equals;
  while (nameEnd > i && isSpace(text.charCodeAt(nameEnd - 1))) nameEnd--;
  let quoteAt = equals + 1;
  while (quoteAt < to && isSpace(text.charCodeAt(quoteAt))) quoteAt++;
  const quote = text.charCodeAt(quoteAt);
  if (quote !== 34 && quote !== 39) return -1;
  let close = quoteAt + 1;
  while (close < to && text.charCodeAt(close) !== quote) close++;
  if (close >= to) return -1;
  at.nameStart = i;
  at.nameEnd = nameEnd;
  at.valueStart = quoteAt + 1;
  at.valueEnd = close;
  return close + 1;
}

/**
 * The value of attribute `name` (exact, with its prefix if it has one) in the attribute text
 * `source.slice(from, to)`, decoded; undefined when absent.
 */
export function attribute(source: string, from: number, to: number, name: string): string | undefined {
  for (let next = from; (next = nextAttribute(source, next, to)) !== -1;)
    if (at.nameEnd - at.nameStart === name.length && source.startsWith(name, at.nameStart))
      return decodeXml(source.slice(at.valueStart, at.valueEnd));
  return undefined;
}

/** Every attribute of the attribute text `source.slice(from, to)` by name, decoded. */
export function attributes(source: string, from: number, to: number): Map<string, string> {
  const all = new Map<string, string>();
  for (let next = from; (next = nextAttribute(source, next, to)) !== -1;)
    all.set(source.slice(at.nameStart, at.nameEnd), decodeXml(source.slice(at.valueStart, at.valueEnd)));
  return all;
}
