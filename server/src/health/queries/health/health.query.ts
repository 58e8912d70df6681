import { Query } from '@nestjs/cqrs';
import type { Health } from '@expo/contract/health';

/** Whether this node can serve: the database answers, else 503 `UNAVAILABLE`. */
export class HealthQuery extends Query<Health> {}
