import type { ActorKind } from '@expo/contract/access-records';

/** The filters, as the address holds them ('' = none). */
export interface AccessFilter {
  account: string;
  actorKind: ActorKind | '';
  from: string;
  to: string;
  attendeeId: string;
}
