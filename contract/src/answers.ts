import { z } from 'zod';

/** What removing a booth, a lecture, a desk or an attendee answers: the id that is gone. */
export const removed = z.object({ id: z.int() });
export type Removed = z.output<typeof removed>;
