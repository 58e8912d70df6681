import { Query } from '@nestjs/cqrs';

export interface Health {
  status: 'ok';
  /** When the database answered (ISO 8601, UTC). */
  time: string;
}

/** Whether this node can serve: the database answers, else 503 `UNAVAILABLE`. */
export class HealthQuery extends Query<Health> {}
