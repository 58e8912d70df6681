import { seoulDisplay } from '@expo/contract/seoul-time';
import type { Retention } from '@expo/contract/privacy';

export type BannerState =
  | { kind: 'none' }
  | { kind: 'soon'; destroyAt: string; daysLeft: number }
  | { kind: 'destroyed'; date: string };

/** What /users says about the retention: nothing, the coming destruction (7 days or fewer), or that it is done. */
export function bannerOf(retention: Retention, lastDestroyedAt: string | null): BannerState {
  if (retention.destroyed) {
    const date = lastDestroyedAt ? seoulDisplay(lastDestroyedAt).slice(0, 10) : retention.destroyAt;
    return date ? { kind: 'destroyed', date } : { kind: 'none' };
  }
  const { daysLeft, destroyAt } = retention;
  if (daysLeft === null || destroyAt === null || daysLeft < 0 || daysLeft > 7) return { kind: 'none' };
  return { kind: 'soon', destroyAt, daysLeft };
}
