/** A booth visit or a lecture check-in: `visitedAt` is Korean local time YYYY-MM-DDTHH:mm:ss. */
export interface Visit {
  userId: number;
  userName: string;
  affiliation: string;
  phoneNumber: string;
  visitedAt: string;
}

/** A booth or a lecture offered in the dropdown. */
export interface VisitTarget {
  id: number;
  label: string;
}
