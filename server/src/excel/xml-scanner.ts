import { NotXlsxError, XlsxTooLargeError } from './not-xlsx.error.js';

/** What an XmlScanner reports to; `capturing` says whether it wants the character data now. */
export interface XmlHandler {
  capturing: boolean;
  /**
   * A start tag; its raw attribute text is `source.slice(from, to)` (left to the handler to read, so tags
   * whose attributes are not wanted cost no copy). An empty element is opened and closed at once.
   */
  open(name: string, source: string, from: number, to: number): void;
  close(name: string): void;
  /** Character data, already decoded (entities, CDATA), only while `capturing`. */
  text(text: string): void;
}

const isNameEnd = (code: number) =>
  code === 32 || code === 62 || code === 47 || code === 10 || code === 9 || code === 13;

/** Deeper nesting is refused: spreadsheet parts nest about ten deep, a million-deep part is an attack. */
export const MAX_XML_DEPTH = 100;
/**
 * A tag, comment, processing instruction or CDATA section longer than this (in characters) is refused: none
 * is in a real spreadsheet part (a cell holds at most 32,767 characters), and one that never ends would
 * otherwise be held and searched again with every piece.
 */
export const MAX_MARKUP_CHARS = 256 * 1024;

/**
 * Where text may be handed on at the end of a piece: before an entity reference the piece may have cut in
 * two (`&am` | `p;`) and before a carriage return that a line feed may follow.
 */
function safeTextEnd(s: string, from: number): number {
  let end = s.length;
  const amp = s.lastIndexOf('&');
  if (amp >= from && amp >= s.length - 12 && s.indexOf(';', amp) === -1) end = amp;
  if (end > from && s.charCodeAt(end - 1) === 13) end--;
  return end;
}

export interface XmlScannerLimits {
  /** More start tags than this are refused (XlsxTooLargeError): the work per byte has a bound. */
  maxElements?: number;
}

/**
 * A small, fast, streaming XML tokenizer for spreadsheet parts: fed text in any pieces, it reports tags and
 * (while wanted) text. It checks what a well-formed document needs here (tags nest and close, one root, the
 * document is complete) and refuses DTDs (so no entity expansion), nesting deeper than MAX_XML_DEPTH and
 * markup longer than MAX_MARKUP_CHARS. Text is handed on as it comes, so a long text costs no more than its
 * length. Namespace prefixes are left to the handler.
 */
export class XmlScanner {
  private rest = '';
  private readonly open: string[] = [];
  private roots = 0;
  private elements = 0;
  private readonly maxElements: number;

  constructor(
    private readonly handler: XmlHandler,
    private readonly decode: (raw: string) => string,
    limits: XmlScannerLimits = {},
  ) {
    this.maxElements = limits.maxElements ?? Infinity;
  }

  feed(chunk: string): void {
    const s = this.rest.length ? this.rest + chunk : chunk;
    this.rest = '';
    const handler = this.handler;
    let p = 0;
    while (p < s.length) {
      const lt = s.indexOf('<', p);
      if (lt === -1) {
        if (!handler.capturing) return;
        // the text goes on in the next piece: hand on what is complete, keep a reference cut in two
        const end = safeTextEnd(s, p);
        if (end > p) handler.text(this.decode(s.slice(p, end)));
        this.rest = s.slice(end);
        return;
      }
      if (lt > p && handler.capturing) handler.text(this.decode(s.slice(p, lt)));
      const next = s.charCodeAt(lt + 1);
      const end =
        next === 47
          ? this.closeTag(s, lt)
          : next === 33 || next === 63
            ? this.special(s, lt)
            : this.startTag(s, lt);
      if (end === -1) {
        if (s.length - lt > MAX_MARKUP_CHARS) throw new NotXlsxError('a tag or comment without an end');
        this.rest = s.slice(lt);
        return;
      }
      p = end;
    }
  }

  /** The document must be complete. */
  end(): void {
    if (this.open.length || this.roots !== 1 || this.rest.trim())
      throw new NotXlsxError('XML cut off or without a root element');
  }

  private startTag(s: string, lt: number): number {
    let nameEnd = -1;
    let i = lt + 1;
    for (;;) {
      const code = s.charCodeAt(i);
      if (Number.isNaN(code)) return -1;
      if (nameEnd === -1 && isNameEnd(code)) nameEnd = i;
      if (code === 62) break;
      if (code === 34 || code === 39) {
        const quote = s.indexOf(code === 34 ? '"' : "'", i + 1);
        if (quote === -1) return -1;
        i = quote;
      }
      i++;
    }
    const empty = s.charCodeAt(i - 1) === 47;
    const name = s.slice(lt + 1, nameEnd);
    if (!name || (this.open.length === 0 && this.roots++ > 0)) throw new NotXlsxError('malformed XML');
    if (++this.elements > this.maxElements)
      throw new XlsxTooLargeError(`more than ${this.maxElements} XML elements`);
    this.handler.open(name, s, nameEnd, empty ? i - 1 : i);
    if (empty) this.handler.close(name);
    else if (this.open.push(name) > MAX_XML_DEPTH) throw new NotXlsxError('XML nested too deeply');
    return i + 1;
  }

  private closeTag(s: string, lt: number): number {
    const gt = s.indexOf('>', lt + 2);
    if (gt === -1) return -1;
    const open = this.open.pop();
    // the name as opened (compared in place: no copy), or with spaces before '>'
    if (open === undefined || !s.startsWith(open, lt + 2) || s.slice(lt + 2 + open.length, gt).trim())
      throw new NotXlsxError(`malformed XML: </${s.slice(lt + 2, Math.min(gt, lt + 42))}>`);
    this.handler.close(open);
    return gt + 1;
  }

  /** Comments and processing instructions are skipped, CDATA is text; a DTD is refused. */
  private special(s: string, lt: number): number {
    if (s.startsWith('<?', lt)) {
      const end = s.indexOf('?>', lt + 2);
      return end === -1 ? -1 : end + 2;
    }
    if (s.startsWith('<!--', lt)) {
      const end = s.indexOf('-->', lt + 4);
      return end === -1 ? -1 : end + 3;
    }
    if (s.length - lt < 9) return -1; // too short to tell yet
    if (s.startsWith('<![CDATA[', lt)) {
      const end = s.indexOf(']]>', lt + 9);
      if (end === -1) return -1;
      if (this.handler.capturing) this.handler.text(s.slice(lt + 9, end));
      return end + 3;
    }
    throw new NotXlsxError('DTDs are not accepted');
  }
}

/** The name without its namespace prefix ('x:row' → 'row'). */
export const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
};
