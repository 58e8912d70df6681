import { z } from 'zod';
import { refuse } from './schema-issue.js';

/**
 * When the staff acted (ISO 8601), sent by a laptop or phone with an action it queued while offline: the action
 * counts for that time (an entry for that day). Absent: now.
 */
export const actedAtField = z
  .unknown()
  .optional()
  .meta({
    type: 'string',
    format: 'date-time',
    description: '오프라인에서 대기한 요청의 실제 시각 (ISO 8601)',
  })
  .transform((raw, ctx): Date | undefined => {
    if (raw === undefined || raw === null || raw === '') return undefined;
    const time = typeof raw === 'string' && raw.length <= 40 ? new Date(raw) : undefined;
    return time && !Number.isNaN(time.getTime())
      ? time
      : refuse(ctx, '시각이 올바르지 않습니다.', 'VALIDATION.AT');
  });
