/** The bytes are not a readable .xlsx: not a zip, a broken or cut-off zip, missing parts, bad XML. */
export class NotXlsxError extends Error {
  constructor(reason: string) {
    super(`Not a readable .xlsx: ${reason}`);
    this.name = 'NotXlsxError';
  }
}

/**
 * A readable .xlsx whose content is over a limit once inflated: a part larger than allowed (a zip bomb), a
 * sheet with more XML elements, rows or merged ranges than allowed.
 */
export class XlsxTooLargeError extends NotXlsxError {
  constructor(reason: string) {
    super(reason);
    this.name = 'XlsxTooLargeError';
  }
}
