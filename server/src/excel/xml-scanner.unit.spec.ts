import { describe, expect, it } from 'vitest';
import { NotXlsxError, XlsxTooLargeError } from './not-xlsx.error.js';
import { MAX_MARKUP_CHARS, MAX_XML_DEPTH, XmlScanner, type XmlHandler } from './xml-scanner.js';
import { attribute } from './xml-attributes.js';
import { decodeXml } from './xml-text.js';

/** Records every tag and the text of <t> elements, as one string per event. */
class Recorder implements XmlHandler {
  capturing = false;
  readonly events: string[] = [];
  open(name: string, source: string, from: number, to: number): void {
    this.events.push(`<${name} r=${attribute(source, from, to, 'r') ?? '-'}>`);
    if (name === 't') this.capturing = true;
  }
  close(name: string): void {
    this.events.push(`</${name}>`);
    if (name === 't') this.capturing = false;
  }
  text(text: string): void {
    this.events.push(`"${text}"`);
  }
}

function scan(pieces: string[]): string[] {
  const recorder = new Recorder();
  const scanner = new XmlScanner(recorder, decodeXml);
  for (const piece of pieces) scanner.feed(piece);
  scanner.end();
  // text of one element may arrive in several pieces: join neighbouring text events
  return recorder.events.reduce<string[]>((joined, event) => {
    const last = joined.at(-1);
    if (event.startsWith('"') && last?.startsWith('"'))
      joined[joined.length - 1] = `${last.slice(0, -1)}${event.slice(1)}`;
    else joined.push(event);
    return joined;
  }, []);
}

const DOCUMENT =
  '<?xml version="1.0"?>\n<!-- a comment with <tags> -->' +
  `<x:sheet xmlns:x="urn:x"><row r="1" spans='1:2'><t r="A&amp;1">김민수 &lt;3 &#44608;&#x1F600;</t>` +
  '<t><![CDATA[<not a tag> &amp;]]></t><empty r="z"/><t a=">" r="q">x</t ></row></x:sheet>';

describe('XmlScanner', () => {
  it('reports tags, decoded attributes and text, CDATA as it is, and skips comments and declarations', () => {
    expect(scan([DOCUMENT])).toEqual([
      '<x:sheet r=->',
      '<row r=1>',
      '<t r=A&1>',
      '"김민수 <3 김😀"',
      '</t>',
      '<t r=->',
      '"<not a tag> &amp;"',
      '</t>',
      '<empty r=z>',
      '</empty>',
      '<t r=q>',
      '"x"',
      '</t>',
      '</row>',
      '</x:sheet>',
    ]);
  });

  it('gives the same result whichever pieces the document arrives in', () => {
    const whole = scan([DOCUMENT]);
    for (let cut = 1; cut < DOCUMENT.length; cut++)
      expect(scan([DOCUMENT.slice(0, cut), DOCUMENT.slice(cut)])).toEqual(whole);
    expect(scan(Array.from(DOCUMENT))).toEqual(whole);
  });

  it.each([
    ['a close tag that does not match', '<a><b></a></b>'],
    ['a document cut off', '<a><b>text</b>'],
    ['a tag cut off', '<a><b x="1'],
    ['two root elements', '<a/><b/>'],
    ['no element at all', 'just text'],
    ['a DTD (entity expansion)', '<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>'],
  ])('refuses %s', (_, xml) => {
    expect(() => scan([xml])).toThrow(NotXlsxError);
  });
});

describe('XmlScanner: hostile documents', () => {
  /** Feeds `document` in pieces of 64 KiB (as an inflated part arrives). */
  function scanPieces(document: string, handler: XmlHandler = new Recorder(), maxElements?: number) {
    const scanner = new XmlScanner(handler, decodeXml, { maxElements });
    for (let at = 0; at < document.length; at += 65_536) scanner.feed(document.slice(at, at + 65_536));
    scanner.end();
    return handler;
  }

  it('refuses nesting deeper than MAX_XML_DEPTH, and takes it up to there', () => {
    const nested = (depth: number) => `${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}`;
    expect(() => scanPieces(nested(MAX_XML_DEPTH))).not.toThrow();
    expect(() => scanPieces(nested(MAX_XML_DEPTH + 1))).toThrow('nested too deeply');
  });

  it.each([
    ['a start tag', '<a><b x="'],
    ['a comment', '<a><!--'],
    ['a CDATA section', '<a><t><![CDATA['],
    ['a processing instruction', '<a><?pi '],
  ])('refuses %s that goes on past MAX_MARKUP_CHARS', (_, start) => {
    expect(() => scanPieces(`${start}${'x'.repeat(MAX_MARKUP_CHARS + 10)}`)).toThrow(NotXlsxError);
  });

  it('hands on a long text as it comes, in pieces (entities and CR LF cut anywhere), not held to its end', () => {
    // held whole, each piece was added to all the text before it and searched again: quadratic time
    const unit = 'Tom &amp; Jerry &#44608;\r\n_';
    const text = unit.repeat(Math.ceil(8_000_000 / unit.length));
    const recorder = scanPieces(`<a><t>${text}</t></a>`) as Recorder;
    const pieces = recorder.events
      .filter((event) => event.startsWith('"'))
      .map((event) => event.slice(1, -1));
    expect(pieces.length).toBeGreaterThan(100);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(65_536 + 12);
    expect(pieces.join('')).toBe(decodeXml(text));
    // about a second alone; on two cores beside the other test workers it once passed the default 5 s (held
    // whole, it took minutes)
  }, 30_000);

  it('refuses more elements than allowed (XlsxTooLargeError)', () => {
    const document = `<a>${'<b/>'.repeat(1000)}</a>`;
    expect(() => scanPieces(document, new Recorder(), 1001)).not.toThrow();
    expect(() => scanPieces(document, new Recorder(), 1000)).toThrow(XlsxTooLargeError);
  });
});
