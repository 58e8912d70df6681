import { isKorean, plainReason } from './plain-reason.js';
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

/** Provider error codes a person can act on, in Korean: each a fault of the account, not of one message. */
const KNOWN_CODES: Readonly<Record<string, string>> = {
  NotEnoughBalance: '문자 서비스(SOLAPI) 잔액이 부족합니다. 충전 후 다시 보내주세요.',
  InvalidApiKey: 'SOLAPI API 키가 올바르지 않습니다 (SOLAPI_API_KEY, SOLAPI_API_SECRET 확인).',
  SignatureDoesNotMatch: 'SOLAPI API 키가 올바르지 않습니다 (SOLAPI_API_KEY, SOLAPI_API_SECRET 확인).',
  Unauthorized: 'SOLAPI API 키가 올바르지 않습니다 (SOLAPI_API_KEY, SOLAPI_API_SECRET 확인).',
  Forbidden: 'SOLAPI 계정에 이 발송 권한이 없습니다.',
};

const shape = (error: unknown): SolapiErrorShape =>
  typeof error === 'object' && error !== null ? (error as SolapiErrorShape) : { message: String(error) };

/** The SDK's error as the log keeps it: its kind, status, the provider's code and message (contacts out). */
function technical(e: SolapiErrorShape, error: unknown): string {
  const parts = [
    e._tag,
    e.httpStatus === undefined ? undefined : `HTTP ${String(e.httpStatus)}`,
    e.errorCode,
    e.errorMessage,
    e.message ?? (typeof error === 'object' ? undefined : String(error)),
  ];
  return redactContacts(parts.filter((part) => part !== undefined && part !== '').join(' - '));
}

/** The provider's reason for refusing every message of a request, or undefined for another error. */
export function refusalReason(error: unknown): string | undefined {
  const e = shape(error);
  if (e._tag !== 'MessageNotReceivedError') return undefined;
  const [first] = e.failedMessageList ?? [];
  const code = first?.statusCode ? ` (${first.statusCode})` : '';
  return plainReason(`${first?.statusMessage ?? '접수 거절'}${code}`);
}

/**
 * Any SDK error as a plain Korean reason (the SDK's own words, with the URL it called, go to the log only):
 * refusals and 4xx answers are final, outages, 5xx and 429 are tried again.
 */
export function solapiError(error: unknown): DeliveryError {
  const e = shape(error);
  const detail = technical(e, error);
  const refused = refusalReason(error);
  if (refused)
    return new DeliveryError(`문자 서비스가 접수를 거절했습니다: ${refused}`, true, {
      channelFault: false,
      detail,
    });
  const known = e.errorCode ? KNOWN_CODES[e.errorCode] : undefined;
  if (known) return new DeliveryError(known, true, { channelFault: true, detail });
  /** The provider's own words when they are Korean (its codes and English words stay in the log). */
  const providerSays = (text: string | undefined) => {
    const said = plainReason(text ?? '');
    return said && isKorean(said) ? `: ${said}` : '';
  };
  const status = e.httpStatus ? ` (${String(e.httpStatus)})` : '';
  switch (e._tag) {
    case 'ClientError':
      return e.httpStatus === 429
        ? new DeliveryError('문자 서비스가 요청이 많다고 알려왔습니다', false, { detail })
        : new DeliveryError(
            `문자 서비스가 요청을 거절했습니다${status}${providerSays(e.errorMessage)}`,
            true,
            {
              channelFault: false,
              detail,
            },
          );
    case 'BadRequestError':
    case 'VariableValidationError':
      return new DeliveryError(
        `보낼 문자가 올바르지 않습니다${providerSays(e.errorMessage ?? e.message)}`,
        true,
        { channelFault: false, detail },
      );
    case 'ServerError':
      return new DeliveryError(`문자 서비스에 오류가 있습니다${status}`, false, { detail });
    default:
      return new DeliveryError('문자 서비스에 연결하지 못했습니다', false, { detail });
  }
}
