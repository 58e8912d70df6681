import type { PublicRegistrationForm } from '@expo/contract/attendees';
import type { PrivacyNotices } from '@expo/contract/privacy';
import { consentTexts } from './consent-texts';

/** The walk-in's ticks: the required collection consent and the optional provision to exhibitors. */
export interface ConsentChoice {
  collection: boolean;
  exhibitors: boolean;
}

/** What the walk-in registration records: the versions shown and the choice made. */
export type Consents = NonNullable<PublicRegistrationForm['consents']>;

export const NO_CHOICE: ConsentChoice = { collection: false, exhibitors: false };

/** Why the form cannot be sent yet (the required consent is missing: `message`, Korean unless given), or null. */
export function consentProblem(
  notices: PrivacyNotices | undefined,
  choice: ConsentChoice,
  message: string = consentTexts.collectionRequired,
): string | null {
  return notices?.collection && !choice.collection ? message : null;
}

/** The `consents` of the registration, or undefined when the event shows no notice (the spec's request). */
export function consentsOf(notices: PrivacyNotices | undefined, choice: ConsentChoice): Consents | undefined {
  if (!notices || (!notices.collection && !notices.exhibitors)) return undefined;
  const consents: Consents = {};
  if (notices.collection && choice.collection) consents.collection = notices.collection.version;
  if (notices.exhibitors) {
    consents.exhibitors = choice.exhibitors;
    consents.exhibitorsVersion = notices.exhibitors.version;
  }
  return consents;
}
