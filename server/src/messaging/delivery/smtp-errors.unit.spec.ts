import { createServer } from 'node:net';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { smtpError } from './smtp-errors.js';

/** Errors shaped as nodemailer makes them (its `_formatError`: code, the system's code, the server's reply). */
const nodemailerError = (
  message: string,
  fields: { code?: string; originalCode?: string; response?: string; command?: string } = {},
) => {
  const error = new Error(fields.response ? `${message}: ${fields.response}` : message);
  const responseCode = Number(/^\d+/.exec(fields.response ?? '')?.[0]) || undefined;
  return Object.assign(error, fields, responseCode ? { responseCode } : {});
};

/** No English library words, no host, no port, no URL. */
const plain = (reason: string) => {
  expect(reason).not.toMatch(/[A-Za-z]{4,}/);
  expect(reason).not.toMatch(/127\.0\.0\.1|localhost|:\d{2,5}|https?:/);
};

describe('SMTP errors as plain Korean reasons', () => {
  it('given a refused connection (ECONNREFUSED), when mapped, then "could not connect", tried again, the host for the log only', () => {
    const mapped = smtpError(
      nodemailerError('connect ECONNREFUSED 127.0.0.1:2525', {
        code: 'ESOCKET',
        originalCode: 'ECONNREFUSED',
      }),
    );
    expect(mapped).toMatchObject({
      reason: '메일 서버에 연결하지 못했습니다',
      permanent: false,
      channelFault: true,
    });
    plain(mapped.reason);
    expect(mapped.detail).toContain('ECONNREFUSED 127.0.0.1:2525');
  });

  it('given a mail server that does not answer (ETIMEDOUT), when mapped, then "does not answer", tried again', () => {
    const mapped = smtpError(nodemailerError('Connection timeout', { code: 'ETIMEDOUT' }));
    expect(mapped).toMatchObject({
      reason: '메일 서버가 응답하지 않습니다',
      permanent: false,
      channelFault: true,
    });
    plain(mapped.reason);
  });

  it('given a failed login (EAUTH 535), when mapped, then what to check, given up, the channel at fault', () => {
    const mapped = smtpError(
      nodemailerError('Invalid login', {
        code: 'EAUTH',
        response: '535 5.7.8 Username and Password not accepted. https://support.example.com/mail',
        command: 'AUTH PLAIN',
      }),
    );
    expect(mapped).toMatchObject({
      reason: '메일 서버 로그인에 실패했습니다 (SMTP_URL의 계정 확인).',
      permanent: true,
      channelFault: true,
    });
    expect(mapped.reason).not.toContain('Invalid login');
  });

  it("given a recipient refused with a Korean reply (550), when mapped, then the reply without nodemailer's prefix, given up", () => {
    const mapped = smtpError(
      nodemailerError("Can't send mail - all recipients were rejected", {
        code: 'EENVELOPE',
        response: '550 수신자 주소가 존재하지 않습니다.',
        command: 'RCPT TO',
      }),
    );
    expect(mapped).toMatchObject({
      reason: '메일 서버가 받는 사람 주소를 거절했습니다 (550): 수신자 주소가 존재하지 않습니다.',
      permanent: true,
      channelFault: false,
    });
  });

  it('given a recipient refused with an English reply naming the address, when mapped, then the code only', () => {
    const mapped = smtpError(
      nodemailerError("Can't send mail - all recipients were rejected", {
        code: 'EENVELOPE',
        response: '550 5.1.1 <kim@example.com>: Recipient address rejected: User unknown in mx.example.com',
        command: 'RCPT TO',
      }),
    );
    expect(mapped.reason).toBe('메일 서버가 받는 사람 주소를 거절했습니다 (550)');
    plain(mapped.reason);
  });

  it('given a temporary refusal (451), when mapped, then "not taking mail for now", tried again', () => {
    const mapped = smtpError(
      nodemailerError('Data command failed', { code: 'EMESSAGE', response: '451 4.3.0 Try again later' }),
    );
    expect(mapped).toMatchObject({
      reason: '메일 서버가 잠시 받지 않습니다 (451)',
      permanent: false,
      channelFault: true,
    });
  });

  it('given a TLS failure, when mapped, then a Korean reason, tried again', () => {
    const mapped = smtpError(nodemailerError('unable to verify the first certificate', { code: 'ETLS' }));
    expect(mapped.reason).toBe('메일 서버와 보안 연결(TLS)을 맺지 못했습니다');
    expect(mapped.permanent).toBe(false);
  });

  it('given anything else, when mapped, then a Korean reason without its words', () => {
    const mapped = smtpError(new Error('Something odd at smtp.example.com:587'));
    expect(mapped.reason).toBe('메일을 보내지 못했습니다');
    plain(mapped.reason);
  });

  it('given the error real nodemailer gives for a closed port, when mapped, then "could not connect"', async () => {
    // a port that was free a moment ago: nothing listens there
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const transporter = nodemailer.createTransport(`smtp://127.0.0.1:${String(port)}`);
    const error = await transporter.sendMail({ from: 'a@example.com', to: 'b@example.com', text: 'x' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    transporter.close();
    const mapped = smtpError(error);
    expect(mapped).toMatchObject({ reason: '메일 서버에 연결하지 못했습니다', permanent: false });
    expect(mapped.detail).toContain(String(port));
  });
});
