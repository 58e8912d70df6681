import { z } from 'zod';
import { accountForm, accountLoginBody } from './accounts.js';
import { BOOTH_FIELD_LABELS as LABEL } from './field-labels.js';
import { idParam, text } from './fields.js';

/** The booth form: `name` is the booth manager's. */
const boothForm = accountForm({
  boothName: text(LABEL.boothName, { max: 100 }),
  name: text(LABEL.name, { max: 50 }),
  affiliation: text(LABEL.affiliation, { max: 100 }),
  phone: text(LABEL.phone, { max: 30 }),
});

export const registerBoothBody = boothForm(false);
export const updateBoothBody = boothForm(true);
export type BoothForm = z.output<typeof registerBoothBody>;
/** The booth fields an admin sets; `name` is the booth manager's name. */
export type BoothFields = Omit<BoothForm, 'eventId'>;

export const boothIdParam = idParam('부스 ID');

export const boothLoginBody = accountLoginBody;

/** A booth as every API answers it: never the password (nor its hash). */
export const booth = z.object({
  id: z.int(),
  boothName: z.string(),
  name: z.string().meta({ description: LABEL.name }),
  affiliation: z.string(),
  phone: z.string(),
  loginId: z.string(),
  eventId: z.int(),
  visitCount: z.int(),
});
export type Booth = z.output<typeof booth>;
