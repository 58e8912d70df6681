import { isKorean, plainReason } from './plain-reason.js';
import { redactContacts } from './qr-message-content.js';
import { DeliveryError } from './qr-sender.js';

/** What nodemailer's errors carry: its code (ESOCKET…), the system's (ECONNREFUSED…), the server's reply. */
interface SmtpErrorShape {
  code?: string;
  originalCode?: string;
  responseCode?: number;
  response?: string;
  command?: string;
  message?: string;
}

const CONNECTION_CODES = new Set([
  'ECONNECTION',
  'ESOCKET',
  'EDNS',
  'EPROXY',
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

const shape = (error: unknown): SmtpErrorShape =>
  typeof error === 'object' && error !== null ? (error as SmtpErrorShape) : { message: String(error) };

/** The server's own reply without its codes ('550 5.1.1 …'), when it is Korean; '' otherwise. */
function serverSays(response: string | undefined): string {
  const text = plainReason((response ?? '').replace(/^\d{3}[\s-]+(\d\.\d{1,3}\.\d{1,3}\s+)?/, ''));
  return text && isKorean(text) ? `: ${text}` : '';
}

/**
 * A nodemailer error as a plain Korean reason (nodemailer's English words, the host and port go to the log
 * only): the server's refusal (5xx) is final, a temporary refusal (4xx) or a connection problem is tried
 * again; a failed login is final and the channel's fault (SMTP_URL's account).
 */
export function smtpError(error: unknown): DeliveryError {
  const e = shape(error);
  const detail = redactContacts(
    [e.code, e.originalCode, e.command, e.message].filter((part) => part !== undefined).join(' - '),
  );
  const code = Number(e.responseCode);
  const codes = [e.code, e.originalCode];
  const is = (...wanted: string[]) => codes.some((c) => c !== undefined && wanted.includes(c));
  if (is('EAUTH', 'ENOAUTH', 'EOAUTH2') || code === 535 || code === 530)
    return new DeliveryError('메일 서버 로그인에 실패했습니다 (SMTP_URL의 계정 확인).', true, {
      channelFault: true,
      detail,
    });
  const withCode = code ? ` (${String(code)})` : '';
  if (code >= 500) {
    const what = is('EENVELOPE') ? '받는 사람 주소를' : '메일을';
    return new DeliveryError(`메일 서버가 ${what} 거절했습니다${withCode}${serverSays(e.response)}`, true, {
      channelFault: false,
      detail,
    });
  }
  if (code >= 400)
    return new DeliveryError(`메일 서버가 잠시 받지 않습니다${withCode}${serverSays(e.response)}`, false, {
      detail,
    });
  if (is('ETIMEDOUT')) return new DeliveryError('메일 서버가 응답하지 않습니다', false, { detail });
  if (is('ETLS', 'EREQUIRETLS'))
    return new DeliveryError('메일 서버와 보안 연결(TLS)을 맺지 못했습니다', false, { detail });
  if (codes.some((c) => c !== undefined && CONNECTION_CODES.has(c)))
    return new DeliveryError('메일 서버에 연결하지 못했습니다', false, { detail });
  return new DeliveryError('메일을 보내지 못했습니다', false, { detail });
}
