/** How interested a visitor is, as booth staff rate them on the floor. */
export const LEAD_INTERESTS = ['high', 'medium', 'low'] as const;
export type LeadInterest = (typeof LEAD_INTERESTS)[number];

/** The Korean word of each rating, as screens and Excel show it. */
export const INTEREST_LABELS: Record<LeadInterest, string> = { high: '높음', medium: '보통', low: '낮음' };

/** What a booth keeps about one visitor. */
export interface LeadFields {
  interest: LeadInterest | null;
  tags: string[];
  memo: string;
}

/** A change of a lead: each given field replaces the stored one. */
export type LeadChanges = Partial<LeadFields>;

export const EMPTY_LEAD: LeadFields = { interest: null, tags: [], memo: '' };

export const LEAD_LIMITS = { memo: 1000, tags: 20, tagLength: 20 } as const;

/** The memo is about a person: sealed under the attendee's key and erased with them. */
export const LEAD_SEALED_FIELDS = ['memo'] as const;
