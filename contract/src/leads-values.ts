/**
 * The values a booth's lead takes and the limits the server enforces (no zod here: the phone checks them first
 * at run time without bundling the schemas).
 */

/** How interested a visitor is, as booth staff rate them on the floor: 높음, 보통, 낮음. */
export const LEAD_INTERESTS = ['high', 'medium', 'low'] as const;
export type LeadInterest = (typeof LEAD_INTERESTS)[number];

export const LEAD_LIMITS = { memo: 1000, tags: 20, tagLength: 20 } as const;

/** The Korean word of each rating, as screens, reports and Excel show it. */
export const LEAD_INTEREST_LABELS: Record<LeadInterest, string> = {
  high: '높음',
  medium: '보통',
  low: '낮음',
};
