export type YesNo = 'Y' | 'N';
export type RegistrationType = 'ONSITE' | 'PRE';
/** 부스 제공 동의: Y consented to provision to exhibitors, N refused, '' never asked. */
export type ExhibitorConsent = 'Y' | 'N' | '';

/** The attendee fields a person sets (forms, register, update). */
export interface AttendeeFields {
  name: string;
  affiliation: string;
  phoneNumber: string;
  email: string;
  country: string;
  visitType: YesNo;
  paymentStatus: YesNo;
  paymentStatus2: YesNo;
  registrationType: RegistrationType;
  exhibitorConsent: ExhibitorConsent;
}

export interface Attendee extends Omit<AttendeeFields, 'email' | 'exhibitorConsent'> {
  id: number;
  email?: string;
  exhibitorConsent?: ExhibitorConsent;
  eventId: number;
  createdAt: string;
  /** The signed path of the attendee's QR screen, `/qr-view/{id}?sig=…` (the link the attendee is sent). */
  qrViewPath: string;
}

/** GET /api/users/{id}: the attendee with its event. */
export interface AttendeeWithEvent extends Attendee {
  event?: { id: number; name: string };
}

export interface AttendeePage {
  content: Attendee[];
  totalPages: number;
  totalElements: number;
  number?: number;
  size?: number;
}

export interface ExcelRejectedRow {
  row: number;
  reason: string;
}

/** POST /api/users/upload-excel. */
export interface ExcelUploadResult {
  message: string;
  imported: number;
  skipped: number;
  /** Rows refused as invalid (the skipped duplicates are in `rejected` too). */
  invalid: number;
  rejected: ExcelRejectedRow[];
  total: number;
}

/** GET /api/users/{id}/history: one change of the attendee, newest first. */
export interface AttendeeHistoryEntry {
  /** Korean local time `YYYY-MM-DDTHH:mm:ss`. */
  at: string;
  action:
    | 'REGISTERED'
    | 'UPDATED'
    | 'QR_SEND_REQUESTED'
    | 'BADGE_PRINTED'
    | 'ENTRY_CHECKED_IN'
    | 'CONSENT_RECORDED';
  source?: 'ADMIN' | 'PUBLIC' | 'EXCEL';
  actor: { kind: string; id?: number; name: string };
  changes: { field: string; label: string; before: string; after: string }[];
  /** A print's count ('2회째 (재출력)'), an entry's day and time, what a consent agreed to. */
  detail?: string;
}
