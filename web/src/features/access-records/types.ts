export type ActorKind = 'admin' | 'booth' | 'desk' | 'kiosk';

/** GET /api/privacy/access-records: one record. */
export interface AccessRecord {
  id: number;
  /** Korean local time, YYYY-MM-DDTHH:mm:ss. */
  at: string;
  actorKind: ActorKind;
  actorId: number | null;
  actorName: string;
  ip: string;
  method: string;
  route: string;
  action: string;
  attendeeIds: number[];
  recordCount: number;
  reason: string | null;
}

export interface AccessRecordPage {
  content: AccessRecord[];
  totalPages: number;
  totalElements: number;
  number: number;
  size: number;
}

/** The filters, as the address holds them ('' = none). */
export interface AccessFilter {
  account: string;
  actorKind: ActorKind | '';
  from: string;
  to: string;
  attendeeId: string;
}

export interface AccessAlert {
  day: string;
  actorKind: ActorKind;
  actorId: number | null;
  actorName: string;
  kind: 'VOLUME' | 'NIGHT';
  reason: string;
}

export interface AccessAlerts {
  from: string;
  to: string;
  dailyLimit: number;
  alerts: AccessAlert[];
}
