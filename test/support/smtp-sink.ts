import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server in process that keeps every message it accepts. `failFirst` messages are refused (451);
 * `answerDelayMs` holds each answer that long after the message has arrived (it is kept at once): a sender that
 * dies meanwhile delivered it without knowing. `rejectRecipients` are refused for good at RCPT TO (550, as for
 * an address that does not exist); the returned `rejectRecipients` set can be changed while the sink runs.
 */
export async function startSmtpSink(
  opts: { failFirst?: number; answerDelayMs?: number; rejectRecipients?: string[] } = {},
) {
  const received: ReceivedMail[] = [];
  let toFail = opts.failFirst ?? 0;
  const rejectRecipients = new Set((opts.rejectRecipients ?? []).map((address) => address.toLowerCase()));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!rejectRecipients.has(address.address.toLowerCase())) return callback();
      const error = new Error('수신자 주소가 존재하지 않습니다.') as Error & { responseCode: number };
      error.responseCode = 550;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (toFail > 0) {
          toFail--;
          const error = new Error('일시적 오류') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        if (opts.answerDelayMs) setTimeout(() => callback(), opts.answerDelayMs);
        else callback();
      });
    },
  });
  // a sender that dies mid-delivery (the kill tests' server, killed while the sink holds its answer) resets its
  // connection: smtp-server reports that as an 'error' event, which without a listener is an uncaught exception
  // of the whole test run. It is what this sink is for: kept, for a test that wants to see it.
  const connectionErrors: Error[] = [];
  server.on('error', (error) => connectionErrors.push(error));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectRecipients,
    connectionErrors,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes a quoted-printable / base64 body enough to find the link in it. */
export function mailText(raw: string): string {
  const qp = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(qp, 'latin1').toString('utf8');
}

/** The Message-ID header of a received message (the outbox sets it to its send id). */
export function messageIdOf(mail: ReceivedMail): string | undefined {
  return /^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw)?.[1];
}

export async function waitFor<T>(probe: () => T | Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}
