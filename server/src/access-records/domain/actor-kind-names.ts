import type { ActorKind } from '@expo/contract/access-records';

/** The roles as the page and the file name them. */
export const ACTOR_KIND_NAMES: Record<ActorKind, string> = {
  admin: '관리자',
  booth: '부스',
  desk: '데스크',
  kiosk: '키오스크',
};
