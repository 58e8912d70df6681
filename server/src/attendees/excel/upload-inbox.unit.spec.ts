import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { UploadInbox } from './upload-inbox.js';

const upload = () => ({ body: Readable.from([]), headers: { 'content-type': 'multipart/form-data' } });

describe('UploadInbox', () => {
  it('hands an upload over once, under the id it was put with', () => {
    const inbox = new UploadInbox();
    const first = upload();
    const id = inbox.put(first);
    const other = inbox.put(upload());
    expect(other).not.toBe(id);
    expect(inbox.take(id)).toBe(first);
    expect(() => inbox.take(id)).toThrow(/no upload/);
    inbox.discard(other);
    expect(inbox.waiting).toBe(0);
  });

  it('forgets an upload discarded before it was taken', () => {
    const inbox = new UploadInbox();
    const id = inbox.put(upload());
    inbox.discard(id);
    expect(() => inbox.take(id)).toThrow(/no upload/);
  });
});
