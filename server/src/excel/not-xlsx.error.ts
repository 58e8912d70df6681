/** The bytes are not a readable .xlsx: not a zip, a broken or cut-off zip, missing parts, bad XML, too large. */
export class NotXlsxError extends Error {
  constructor(reason: string) {
    super(`Not a readable .xlsx: ${reason}`);
    this.name = 'NotXlsxError';
  }
}
