import { z } from 'zod';

/** GET /api/health while the database answers (503 `UNAVAILABLE` while it does not). */
export const health = z.object({
  status: z.literal('ok'),
  time: z.string().meta({ description: '데이터베이스가 응답한 시각 (ISO 8601, UTC)' }),
});
export type Health = z.output<typeof health>;
