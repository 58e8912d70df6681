/** 관심도 of a visitor: 높음, 보통, 낮음, or none. */
export type LeadInterest = 'high' | 'medium' | 'low';

/** What the booth noted about one visitor (GET /api/booth-login/{boothId}/leads). */
export interface Lead {
  userId: number;
  interest: LeadInterest | null;
  tags: string[];
  memo: string;
  /** Seoul local time 'YYYY-MM-DDTHH:mm:ss'. */
  updatedAt: string;
  updatedBy: string;
}

/** The booth's defined tags, in order, and every visitor with any lead data. */
export interface BoothLeads {
  tags: string[];
  leads: Lead[];
}

/** The fields one edit replaces; omitted fields stay as they are. */
export interface LeadChange {
  interest?: LeadInterest | null;
  tags?: string[];
  memo?: string;
}

/** One edit on its way to the server; clientEventId is sent as the Idempotency-Key on every try. */
export interface LeadEdit {
  boothId: number;
  userId: number;
  clientEventId: string;
  /** When the edit was made on the phone (ISO 8601). */
  changedAt: string;
  change: LeadChange;
}

/** An edit the server refused for good (a visitor of another booth, an unknown tag …). */
export interface FailedLeadEdit extends LeadEdit {
  message: string;
}

export const LEAD_INTERESTS: readonly LeadInterest[] = ['high', 'medium', 'low'];

/** The limits the server enforces (checked on the phone first, so the manager is told at once). */
export const MEMO_MAX_LENGTH = 1_000;
export const TAGS_MAX_COUNT = 20;
export const TAG_MAX_LENGTH = 20;
