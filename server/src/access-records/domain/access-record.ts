import type { ActorKind } from '@expo/contract/access-records';

/** The person (account) of a request, from its verified token. */
export interface AccessActor {
  kind: ActorKind;
  id: number;
  /** The account's name; null for a booth phone (the booth's name is filled in when the record is written). */
  name: string | null;
  eventId: number;
}

/** The attendees a request showed: their ids (up to MAX_RECORDED_IDS) and how many there were. */
export interface Concerned {
  attendeeIds: number[];
  count: number;
}

/** One read of personal data (a row of personal_data_access, 개인정보 접속기록). */
export interface AccessRecord {
  at: Date;
  actor: AccessActor;
  ip: string;
  method: string;
  /** The route pattern (`/api/users/:id`), never the path with its values. */
  route: string;
  /** What was done, in Korean ('참석자 검색'). */
  action: string;
  concerned: Concerned;
  /** 다운로드 사유; null when none was given. */
  reason: string | null;
}

/**
 * A record before the answer: who, when, from where, what. A route whose command records it in its own
 * transaction (the booth scan) gets this from the interceptor and adds whose data it showed.
 */
export type AccessRecordDraft = Omit<AccessRecord, 'concerned' | 'reason'>;

/** A list of more attendees than this is recorded by its count alone (a badge batch may hold 5,000). */
export const MAX_RECORDED_IDS = 5000;

/** The ids of the attendees shown (numbers only, each once, at most MAX_RECORDED_IDS) and their count. */
export function concernedOf(ids: readonly unknown[]): Concerned {
  const valid = [
    ...new Set(ids.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0)),
  ];
  return {
    attendeeIds: valid.length <= MAX_RECORDED_IDS ? valid : [],
    count: ids.length,
  };
}
