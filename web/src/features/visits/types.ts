export type { Visit } from '../../components/visitor-table';

/** A booth or a lecture offered in the dropdown. */
export interface VisitTarget {
  id: number;
  label: string;
}

/** What a booth noted about one visitor. */
export interface VisitLead {
  userId: number;
  interest: 'high' | 'medium' | 'low' | null;
  tags: string[];
  memo: string;
}

/** A booth's tags and every visitor with any lead data. */
export interface BoothLeads {
  tags: string[];
  leads: VisitLead[];
}
