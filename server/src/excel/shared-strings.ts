import { unescapeSpreadsheet } from './xml-text.js';
import { localName, type XmlHandler } from './xml-scanner.js';

/**
 * Collects the shared-strings table (xl/sharedStrings.xml) from an XmlScanner: each `<si>`'s text, its rich
 * text runs joined, phonetic guides (`<rPh>`) left out.
 */
export class SharedStringsReader implements XmlHandler {
  capturing = false;
  readonly strings: string[] = [];
  private current: string | undefined;
  private phonetic = false;

  open(name: string): void {
    const local = localName(name);
    if (local === 'si') this.current = '';
    else if (local === 'rPh') this.phonetic = true;
    else if (local === 't' && this.current !== undefined && !this.phonetic) this.capturing = true;
  }

  text(text: string): void {
    this.current += text;
  }

  close(name: string): void {
    const local = localName(name);
    if (local === 't') this.capturing = false;
    else if (local === 'rPh') this.phonetic = false;
    else if (local === 'si' && this.current !== undefined) {
      this.strings.push(unescapeSpreadsheet(this.current));
      this.current = undefined;
    }
  }
}
