/**
 * Text in the XML of an .xlsx, both ways. Besides XML's own escapes, spreadsheets escape characters XML
 * cannot hold as `_xHHHH_` (ECMA-376 ST_Xstring), and a literal `_xHHHH_` in the text as `_x005F_xHHHH_`.
 * A carriage return is written as a character reference: a bare one would be read back as a line feed.
 */
const NEEDS_ESCAPE = /[&<>"\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|_x[0-9A-Fa-f]{4}_/;
const ESCAPES = /[&<>"\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|_(?=x[0-9A-Fa-f]{4}_)/g;

const hex4 = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

function escapeOne(char: string): string {
  switch (char) {
    case '&':
      return '&amp;';
    case '<':
      return '&lt;';
    case '>':
      return '&gt;';
    case '"':
      return '&quot;';
    case '\r':
      return '&#13;';
    case '_':
      return '_x005F_';
    default:
      return `_x${hex4(char.charCodeAt(0))}_`;
  }
}

/** `text` as XML character data or a double-quoted attribute value. */
export const escapeXml = (text: string): string =>
  NEEDS_ESCAPE.test(text) ? text.replace(ESCAPES, escapeOne) : text;

const ENTITY = /&(?:#x([0-9A-Fa-f]+)|#([0-9]+)|(lt|gt|amp|quot|apos));/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function fromCodePoint(code: number, whole: string): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
}

/**
 * Raw XML character data as text: line ends normalised as XML does, the five named entities and numeric
 * character references decoded (anything else is left as it is).
 */
export function decodeXml(raw: string): string {
  const text = raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw;
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, hex: string | undefined, decimal: string | undefined, name?: string) =>
    name
      ? NAMED[name]
      : fromCodePoint(hex !== undefined ? parseInt(hex, 16) : parseInt(decimal ?? '', 10), whole),
  );
}

const ESCAPED_CHAR = /_x([0-9A-Fa-f]{4})_/g;

/** Undoes the `_xHHHH_` escapes of a spreadsheet string. */
export const unescapeSpreadsheet = (text: string): string =>
  text.includes('_x')
    ? text.replace(ESCAPED_CHAR, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text;
