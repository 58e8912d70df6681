import { redactContacts } from './qr-message-content.js';
import { DeliveryError } from './qr-sender.js';

/** The SDK's errors carry their kind in `_tag` (Effect tagged errors) and the provider's code and message. */
interface SolapiErrorShape {
  _tag?: string;
  errorCode?: string;
  errorMessage?: string;
  httpStatus?: number;
  message?: string;
  failedMessageList?: readonly { statusCode?: string; statusMessage?: string }[];
}

/** Provider error codes a person can act on, in Korean (others show the provider's own message). */
const KNOWN_CODES: Readonly<Record<string, string>> = {
  NotEnoughBalance: '문자 서비스(SOLAPI) 잔액이 부족합니다. 충전 후 다시 보내주세요.',
  InvalidApiKey: 'SOLAPI API 키가 올바르지 않습니다 (SOLAPI_API_KEY, SOLAPI_API_SECRET 확인).',
  SignatureDoesNotMatch: 'SOLAPI API 키가 올바르지 않습니다 (SOLAPI_API_KEY, SOLAPI_API_SECRET 확인).',
  Unauthorized: 'SOLAPI API 키가 올바르지 않습니다 (SOLAPI_API_KEY, SOLAPI_API_SECRET 확인).',
  Forbidden: 'SOLAPI 계정에 이 발송 권한이 없습니다.',
};

const shape = (error: unknown): SolapiErrorShape =>
  typeof error === 'object' && error !== null ? (error as SolapiErrorShape) : { message: String(error) };

/** The provider's reason for refusing every message of a request, or undefined for another error. */
export function refusalReason(error: unknown): string | undefined {
  const e = shape(error);
  if (e._tag !== 'MessageNotReceivedError') return undefined;
  const [first] = e.failedMessageList ?? [];
  const code = first?.statusCode ? ` (${first.statusCode})` : '';
  return redactContacts(`${first?.statusMessage ?? '접수 거절'}${code}`);
}

/** Any SDK error as a Korean reason; refusals and 4xx answers are final, outages and 5xx are tried again. */
export function solapiError(error: unknown): DeliveryError {
  const e = shape(error);
  const refused = refusalReason(error);
  if (refused) return new DeliveryError(`문자 서비스가 접수를 거절했습니다: ${refused}`, true);
  const known = e.errorCode ? KNOWN_CODES[e.errorCode] : undefined;
  if (known) return new DeliveryError(known, true);
  const detail = redactContacts(
    e.errorCode ? `${e.errorMessage ?? ''} (${e.errorCode})` : (e.message ?? String(error)),
  );
  switch (e._tag) {
    case 'ClientError':
      return e.httpStatus === 429
        ? new DeliveryError(`문자 서비스가 요청이 많다고 알려왔습니다: ${detail}`, false)
        : new DeliveryError(`문자 서비스가 요청을 거절했습니다: ${detail}`, true);
    case 'BadRequestError':
    case 'VariableValidationError':
      return new DeliveryError(`보낼 문자가 올바르지 않습니다: ${detail}`, true);
    case 'ServerError':
      return new DeliveryError(`문자 서비스 오류입니다: ${detail}`, false);
    default:
      return new DeliveryError(`문자 서비스에 연결하지 못했습니다: ${detail}`, false);
  }
}
