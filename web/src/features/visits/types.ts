/** A booth or a lecture offered in the dropdown. */
export interface VisitTarget {
  id: number;
  label: string;
}
