import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';

/** A multipart upload not yet read: the request's body and the headers that describe it (boundary, length). */
export interface IncomingUpload {
  body: Readable;
  headers: IncomingHttpHeaders;
}

/**
 * Uploads waiting for the command that reads them: the controller puts the request's stream here under a new
 * id and sends the id in the command (commands are plain data), the command's handler takes it out and reads
 * it as it arrives. An upload is taken once; the controller discards it when the command ends, read or not.
 */
@Injectable()
export class UploadInbox {
  private readonly uploads = new Map<string, IncomingUpload>();

  put(upload: IncomingUpload): string {
    const uploadId = randomUUID();
    this.uploads.set(uploadId, upload);
    return uploadId;
  }

  take(uploadId: string): IncomingUpload {
    const upload = this.uploads.get(uploadId);
    if (!upload) throw new Error(`no upload ${uploadId} is waiting (taken already, or never put)`);
    this.uploads.delete(uploadId);
    return upload;
  }

  discard(uploadId: string): void {
    this.uploads.delete(uploadId);
  }

  /** Uploads put and not yet taken or discarded (none between requests). */
  get waiting(): number {
    return this.uploads.size;
  }
}
