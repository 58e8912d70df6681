import { isApiError } from '../../lib/api/api-client';
import { REASON_REQUIRED, type ReasonPrompt } from '../../lib/api/download-file';

/** What one request of a report asks: with the named visitors or not, and the 다운로드 사유 when given. */
export interface ReportRequest {
  visitors: boolean;
  reason?: string;
}

export interface ReportLoaded<T> {
  answer: T;
  /** The reason given (the next loads of the page send it again instead of asking). */
  reason?: string;
  /** The person cancelled the reason: the report came without its visitor list. */
  declined: boolean;
}

/**
 * Loads a report that names visitors the way downloads of personal data go (lib/api/download-file.ts): without a
 * reason first (a booth phone cannot read the event's settings); when the server answers
 * PRIVACY.REASON_REQUIRED ('다운로드 사유 입력' is on), `ask` asks the reason and the request is repeated with it.
 * Cancelled, the report is loaded without its visitor list (nothing personal read, no reason needed).
 */
export async function loadWithReason<T>(
  load: (request: ReportRequest) => Promise<T>,
  ask: ReasonPrompt,
  { visitors, reason }: ReportRequest,
): Promise<ReportLoaded<T>> {
  if (!visitors) return { answer: await load({ visitors: false }), reason, declined: false };
  try {
    return { answer: await load({ visitors: true, reason }), reason, declined: false };
  } catch (error) {
    if (reason !== undefined || !isApiError(error) || error.code !== REASON_REQUIRED) throw error;
  }
  const given = await ask();
  if (given === null) return { answer: await load({ visitors: false }), declined: true };
  return { answer: await load({ visitors: true, reason: given }), reason: given, declined: false };
}
