import type { Failed } from '../../../lib/offline/offline-queue';
import type { LeadEdit } from '../lead-types';

/** What a visitor's row says of its lead edits; truthful: saved only once the server answered. */
export type LeadRowStatus =
  | { kind: 'pending'; count: number }
  | { kind: 'failed'; message: string }
  | { kind: 'saved' }
  | { kind: 'none' };

export function leadRowStatus(
  userId: number,
  pending: readonly LeadEdit[],
  failed: readonly Failed<LeadEdit>[],
  saved: ReadonlySet<number>,
): LeadRowStatus {
  const waiting = pending.filter((edit) => edit.userId === userId).length;
  if (waiting > 0) return { kind: 'pending', count: waiting };
  const refused = failed.filter((edit) => edit.userId === userId).at(-1);
  if (refused) return { kind: 'failed', message: refused.message };
  return saved.has(userId) ? { kind: 'saved' } : { kind: 'none' };
}
