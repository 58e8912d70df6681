import type { BulkSend, BulkSendPlan } from '@expo/contract/messaging';
import type { AnyBulkAudience } from '@expo/contract/messaging-values';
import { bulkSendTexts } from './texts';

const CHANNELS = ['ALIMTALK', 'SMS', 'LMS', 'EMAIL', 'KEPT'] as const;
type PlanChannel = (typeof CHANNELS)[number];

/** One channel line of a plan: '알림톡 3건'; a kept line carries the note that nothing is sent. */
export interface PlanChannelLine {
  channel: PlanChannel;
  text: string;
  note: string | null;
}

/** The channels that will carry at least one message, in the order 알림톡, SMS, LMS, 이메일, 보관. */
export function planChannelLines(plan: BulkSendPlan): PlanChannelLine[] {
  return CHANNELS.filter((channel) => plan.byChannel[channel] > 0).map((channel) => ({
    channel,
    text: bulkSendTexts.channels[channel](plan.byChannel[channel]),
    note: channel === 'KEPT' ? bulkSendTexts.keptNote : null,
  }));
}

/** Who is left out and why ('이미 발송됨 2명', …); only the reasons that leave someone out. */
export function planSkippedLines(plan: BulkSendPlan): string[] {
  const { alreadySent, unpaid, unreachable } = plan.skipped;
  const lines: string[] = [];
  if (alreadySent > 0) lines.push(bulkSendTexts.skipped.alreadySent(alreadySent));
  if (unpaid > 0) lines.push(bulkSendTexts.skipped.unpaid(unpaid));
  if (unreachable > 0) lines.push(bulkSendTexts.skipped.unreachable(unreachable));
  return lines;
}

/** What the send costs in text messages: the paid counts, and that LMS costs more when there are any. */
export function planCostLines(plan: BulkSendPlan): string[] {
  const { ALIMTALK, SMS, LMS } = plan.byChannel;
  if (ALIMTALK + SMS + LMS === 0) return [bulkSendTexts.noCost];
  const lines = [bulkSendTexts.cost(ALIMTALK, SMS, LMS)];
  if (LMS > 0) lines.push(bulkSendTexts.lmsCostsMore);
  return lines;
}

/** How far a bulk send is: done = total - pending, in messages and percent (100 when there is nothing). */
export function bulkProgress(bulk: Pick<BulkSend, 'total' | 'progress'>): {
  done: number;
  total: number;
  percent: number;
} {
  const total = Math.max(0, bulk.total);
  const done = Math.min(total, Math.max(0, total - bulk.progress.PENDING));
  return { done, total, percent: total === 0 ? 100 : Math.floor((done * 100) / total) };
}

/** The status counts shown under the bar; 발송 불가 only when some are. */
export function progressCounts(
  progress: BulkSend['progress'],
): { status: keyof BulkSend['progress']; text: string; count: number }[] {
  const shown: (keyof BulkSend['progress'])[] = ['PENDING', 'SENT', 'DELIVERED', 'FAILED', 'KEPT'];
  if (progress.UNREACHABLE > 0) shown.push('UNREACHABLE');
  return shown.map((status) => ({
    status,
    text: bulkSendTexts.progressStatuses[status],
    count: progress[status],
  }));
}

/**
 * The set of a bulk send in Korean: '전체 참석자', '현재 검색 결과 ("김")', …; a survey's send names its survey
 * ('설문 "관람객 만족도" · 아직 응답하지 않은 분').
 */
export function audienceLabel(
  audience: AnyBulkAudience,
  keyword: string | null,
  survey: { title: string } | null = null,
): string {
  if (audience === 'ENTERED' || audience === 'UNANSWERED')
    return bulkSendTexts.surveyAudience(survey?.title ?? '', bulkSendTexts.surveyAudiences[audience]);
  if (audience === 'SEARCH') return bulkSendTexts.audiences.SEARCH(keyword ?? '');
  return bulkSendTexts.audiences[audience];
}
