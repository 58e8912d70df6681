import type { EventMetadata, StoredEvent } from '../../kernel/stored-event.js';
import {
  ATTENDEE_FIELD_LABELS,
  type AttendeeFieldKey,
  type AttendeeFields,
} from '../../attendees/domain/attendee-fields.js';
import type { EntranceEvent } from '../../desk/domain/entrance.events.js';
import type { AttendeeConsentRecorded, AttendeeEvent } from '../../attendees/domain/attendee.events.js';

export type HistoryAction =
  | 'REGISTERED'
  | 'UPDATED'
  | 'QR_SEND_REQUESTED'
  | 'SURVEY_SEND_REQUESTED'
  | 'BADGE_PRINTED'
  | 'ENTRY_CHECKED_IN'
  | 'CONSENT_RECORDED';
export type HistoryActor = NonNullable<EventMetadata['actor']>;

export interface FieldChange {
  field: AttendeeFieldKey;
  /** The field's Korean label, as forms and Excel name it. */
  label: string;
  before: string;
  after: string;
}

/** One change of an attendee: what, when, by whom (the actor as recorded with the event). */
export interface HistoryEntry {
  position: number;
  recordedAt: Date;
  action: HistoryAction;
  /** How the attendee was registered (registrations only). */
  source?: 'ADMIN' | 'PUBLIC' | 'EXCEL';
  actor: HistoryActor;
  changes: FieldChange[];
  /** What else the line says: a print's count ('2회째 (재출력)'), an entry's day and time. */
  detail?: string;
}

const UNKNOWN_ACTOR: HistoryActor = { kind: 'system' };

/** What a consent record says: '수집·이용 동의 (안내 v1), 부스 제공 동의 (안내 v2)'. */
export function consentDetail(consent: AttendeeConsentRecorded['data']): string {
  const parts: string[] = [];
  if (consent.collectionVersion !== null) parts.push(`수집·이용 동의 (안내 v${consent.collectionVersion})`);
  if (consent.exhibitors !== null)
    parts.push(
      `부스 제공 ${consent.exhibitors ? '동의' : '거부'}` +
        (consent.exhibitorsVersion !== null ? ` (안내 v${consent.exhibitorsVersion})` : ''),
    );
  return parts.join(', ');
}

/**
 * The change history of one attendee from its stream, newest first: each update lists its fields with the
 * value before and after (the log keeps only what changed; earlier events give the old values).
 */
export function attendeeHistory(
  events: readonly StoredEvent<AttendeeEvent | EntranceEvent>[],
): HistoryEntry[] {
  let fields: AttendeeFields | undefined;
  const entries: HistoryEntry[] = [];
  for (const event of events) {
    const base = {
      position: event.position,
      recordedAt: event.recordedAt,
      actor: event.metadata.actor ?? UNKNOWN_ACTOR,
    };
    switch (event.type) {
      case 'AttendeeRegistered':
        fields = event.data.fields;
        entries.push({ ...base, action: 'REGISTERED', source: event.data.source, changes: [] });
        break;
      case 'AttendeeUpdated': {
        const changes = (Object.entries(event.data.changed) as [AttendeeFieldKey, string][]).map(
          ([field, after]) => ({
            field,
            label: ATTENDEE_FIELD_LABELS[field],
            before: fields?.[field] ?? '',
            after,
          }),
        );
        if (fields) fields = { ...fields, ...event.data.changed };
        entries.push({ ...base, action: 'UPDATED', changes });
        break;
      }
      case 'QrSendRequested':
        entries.push({
          ...base,
          action: event.data.surveyId === undefined ? 'QR_SEND_REQUESTED' : 'SURVEY_SEND_REQUESTED',
          changes: [],
        });
        break;
      case 'AttendeeConsentRecorded':
        entries.push({ ...base, action: 'CONSENT_RECORDED', changes: [], detail: consentDetail(event.data) });
        break;
      case 'AttendeeDeleted':
        fields = undefined;
        break;
      case 'BadgePrinted': {
        const { printCount, reprint, batch } = event.data;
        // the printed flag (출력유무) as it changed, when it did
        const changes: FieldChange[] =
          fields && fields.paymentStatus !== 'Y'
            ? [
                {
                  field: 'paymentStatus',
                  label: ATTENDEE_FIELD_LABELS.paymentStatus,
                  before: fields.paymentStatus,
                  after: 'Y',
                },
              ]
            : [];
        if (fields) fields = { ...fields, paymentStatus: 'Y' };
        const detail = `${printCount}회째${reprint ? ' (재출력)' : ''}${batch ? ', 일괄 인쇄' : ''}`;
        entries.push({ ...base, action: 'BADGE_PRINTED', changes, detail });
        break;
      }
      case 'EntryCheckedIn':
        entries.push({
          ...base,
          action: 'ENTRY_CHECKED_IN',
          changes: [],
          detail: event.data.at.replace('T', ' '),
        });
        break;
    }
  }
  return entries.reverse();
}
