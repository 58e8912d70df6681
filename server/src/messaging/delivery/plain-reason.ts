import { redactContacts } from './qr-message-content.js';

/**
 * A provider's or mail server's own words as part of a reason an admin reads: without addresses of any kind
 * (URLs, host names and IP addresses with their ports, phone numbers, e-mail addresses), on one line.
 */
export function plainReason(text: string): string {
  return redactContacts(
    text
      .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '')
      .replace(/\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b/g, '')
      .replace(/\[[0-9a-f:]+\](?::\d+)?/gi, '')
      .replace(/\b(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?\b/gi, '')
      .replace(/\(\s*\)/g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s+([.,:)])/g, '$1')
      .trim(),
  );
}

/** Whether the text reads as Korean (a server's reply in English is left to the log). */
export const isKorean = (text: string) => /[\uac00-\ud7a3]/.test(text);
