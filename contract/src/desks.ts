import { z } from 'zod';
import { accountForm } from './accounts.js';
import { idParam, text } from './fields.js';

const deskForm = accountForm({ name: text('데스크명', { max: 50 }) });

export const registerDeskBody = deskForm(false);
export const updateDeskBody = deskForm(true);
export type DeskForm = z.output<typeof registerDeskBody>;
/** The desk account fields an admin sets at /desks (docs/DESK.md); on edit, '' keeps the old password. */
export type DeskFields = Omit<DeskForm, 'eventId'>;

export const deskIdParam = idParam('데스크 ID');

/** A desk account as the API answers it: never with its password. */
export const desk = z.object({
  id: z.int(),
  name: z.string(),
  loginId: z.string(),
  eventId: z.int(),
});
export type Desk = z.output<typeof desk>;
