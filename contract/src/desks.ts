import { z } from 'zod';
import { accountForm } from './accounts.js';
import { YES_NO } from './attendee-values.js';
import { badgeAttendee } from './badges.js';
import { ATTENDEE_FIELD_LABELS, DESK_FIELD_LABELS } from './field-labels.js';
import {
  actedAtField,
  eventIdField,
  idParam,
  keywordField,
  requestBody,
  requestQuery,
  text,
} from './fields.js';

const deskForm = accountForm({ name: text(DESK_FIELD_LABELS.name, { max: 50 }) });

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

export const attendeeIdParam = idParam('참석자 ID');

export const deskSearchQuery = requestQuery({ keyword: keywordField, eventId: eventIdField });

const flag = (label: string) =>
  z
    .boolean({ error: `${label} 값은 true 또는 false여야 합니다.` })
    .nullish()
    .meta({ description: label })
    .transform((value) => value === true);

export const entryBody = requestBody({ at: actedAtField });
export type EntryBody = z.output<typeof entryBody>;

export const printBadgeBody = requestBody({
  reprint: flag('다시 출력'),
  unpaidConfirmed: flag('미결제 확인'),
  at: actedAtField,
});
export type PrintBadgeBody = z.output<typeof printBadgeBody>;
/** The print's confirmations as a client sends them (`at` aside). */
export type PrintOptions = Omit<z.input<typeof printBadgeBody>, 'at'>;

/** An entry check-in: one per attendee and event day. */
export const deskEntry = z.object({
  day: z.string().meta({ description: '행사일 (YYYY-MM-DD, 한국 시간)' }),
  at: z.string().meta({ description: '입장 시각 (한국 시간, 2026-11-21T10:32:05)' }),
  by: z.string().meta({ description: '확인한 데스크·관리자' }),
});
export type DeskEntry = z.output<typeof deskEntry>;

/** An attendee as the desk's card shows them: who, paid and printed flags, prints, entries by day. */
export const deskAttendee = badgeAttendee.extend({
  phoneNumber: z.string(),
  paymentStatus: z.enum(YES_NO).meta({ description: ATTENDEE_FIELD_LABELS.paymentStatus }),
  paymentStatus2: z.enum(YES_NO).meta({ description: ATTENDEE_FIELD_LABELS.paymentStatus2 }),
  badge: z.object({
    printCount: z.int(),
    lastPrintedAt: z.string().nullable(),
    lastPrintedBy: z.string().nullable(),
  }),
  entries: z.array(deskEntry),
  enteredToday: deskEntry.omit({ day: true }).nullable(),
});
export type DeskAttendee = z.output<typeof deskAttendee>;

/** 입장 확인: `recorded` is false when the attendee had already come in that day (`entry` is that first one). */
export const entryResult = z.object({ recorded: z.boolean(), entry: deskEntry, attendee: deskAttendee });
export type EntryResult = z.output<typeof entryResult>;

/** 명찰 출력 at a desk: the print count, and whether this print also checked the attendee in for the day. */
export const badgePrint = z.object({
  printCount: z.int(),
  reprint: z.boolean(),
  entryRecorded: z.boolean(),
  attendee: deskAttendee,
});
export type BadgePrint = z.output<typeof badgePrint>;
