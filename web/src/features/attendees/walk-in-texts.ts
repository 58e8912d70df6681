import type { Lang } from '@expo/contract/lang';
import { QR_VIEW_TEXTS } from '@expo/contract/qr-view-texts';

import { consentTexts } from './consent-texts';
import { attendeeTexts } from './texts';

/** The fields the walk-in types, in the form's order. */
type WalkInField = 'name' | 'affiliation' | 'phoneNumber' | 'country';

/**
 * The walk-in form (/manual-register/{eventId}) with its consent notices and its QR: the Korean as decided for
 * the spec (the same strings the Korean copy holds), and English (issue 50).
 */
export interface WalkInTexts {
  title: string;
  help: string;
  fields: Record<WalkInField, string>;
  /** What the country field starts with (the spec's 대한민국; a visitor reading English types theirs). */
  defaultCountry: string;
  submit: string;
  registering: string;
  registered: (id: number) => string;
  alreadyRegistered: (id: number) => string;
  registerFailed: (message: string) => string;
  /** No answer from the server at all (the server's own reasons come in the page's language). */
  networkFailed: string;
  missingRouteEventId: string;
  eventLoading: string;
  eventNotFound: string;
  eventLoadFailed: (message: string) => string;
  qrTitle: string;
  qrId: (id: number) => string;
  desk: string;
  openQrPage: string;
  // the consent notices
  collectionHeading: string;
  exhibitorsHeading: string;
  collectionCheck: string;
  exhibitorsCheck: string;
  collectionRequired: string;
  noticeVersion: (version: number) => string;
  collectionLabels: Record<'purpose' | 'items' | 'retention' | 'refusal', string>;
  exhibitorLabels: Record<'recipients' | 'purpose' | 'items' | 'retention' | 'refusal', string>;
  /** Said above a notice the organiser wrote in Korean only. */
  koreanOnly: string;
}

export const WALK_IN_TEXTS: Record<Lang, WalkInTexts> = {
  ko: {
    title: attendeeTexts.manualTitle,
    help: attendeeTexts.manualHelp,
    fields: {
      name: attendeeTexts.name,
      affiliation: attendeeTexts.affiliation,
      phoneNumber: attendeeTexts.phoneNumber,
      country: attendeeTexts.country,
    },
    defaultCountry: attendeeTexts.defaultCountry,
    submit: attendeeTexts.manualSubmit,
    registering: attendeeTexts.registering,
    registered: attendeeTexts.registered,
    alreadyRegistered: attendeeTexts.alreadyRegistered,
    registerFailed: attendeeTexts.registerFailed,
    networkFailed: '서버에 연결할 수 없습니다. 인터넷 연결을 확인하고 다시 시도해주세요.',
    missingRouteEventId: attendeeTexts.missingRouteEventId,
    eventLoading: attendeeTexts.manualEventLoading,
    eventNotFound: attendeeTexts.manualEventNotFound,
    eventLoadFailed: attendeeTexts.manualEventLoadFailed,
    qrTitle: attendeeTexts.walkInQrTitle,
    qrId: QR_VIEW_TEXTS.ko.id,
    desk: attendeeTexts.walkInDesk,
    openQrPage: attendeeTexts.walkInOpenQrPage,
    collectionHeading: consentTexts.collectionHeading,
    exhibitorsHeading: consentTexts.exhibitorsHeading,
    collectionCheck: consentTexts.collectionCheck,
    exhibitorsCheck: consentTexts.exhibitorsCheck,
    collectionRequired: consentTexts.collectionRequired,
    noticeVersion: consentTexts.noticeVersion,
    collectionLabels: consentTexts.collectionLabels,
    exhibitorLabels: consentTexts.exhibitorLabels,
    koreanOnly: '',
  },
  en: {
    title: 'On-site registration',
    help: 'Fill in the form below and press Register.',
    fields: {
      name: 'Name',
      affiliation: 'Affiliation',
      phoneNumber: 'Phone number',
      country: 'Country',
    },
    defaultCountry: '',
    submit: 'Register',
    registering: 'Registering...',
    registered: (id) => `✅ You are registered: ID ${String(id)}`,
    alreadyRegistered: (id) => `✅ You are already registered: ID ${String(id)}. Use the QR code below.`,
    registerFailed: (message) => `❌ Registration failed: ${message}`,
    networkFailed: 'Could not reach the server. Please check your connection and try again.',
    missingRouteEventId: 'This address has no event. Please open the link you received from the event again.',
    eventLoading: 'Checking the event...',
    eventNotFound: 'This event does not exist.',
    eventLoadFailed: (message) => `Could not check the event: ${message}`,
    qrTitle: 'My entry QR code',
    qrId: QR_VIEW_TEXTS.en.id,
    desk: 'Please pick up your badge at the desk.',
    openQrPage: 'Open my QR code page',
    collectionHeading: 'Collection and use of personal information (required)',
    exhibitorsHeading: 'Provision to booth exhibitors (optional)',
    collectionCheck: '[Required] I agree to the collection and use of my personal information.',
    exhibitorsCheck: '[Optional] I agree to the provision to booth exhibitors.',
    collectionRequired: 'Please agree to the collection and use of your personal information.',
    noticeVersion: (version) => `Notice v${String(version)}`,
    collectionLabels: {
      purpose: 'Purpose of collection and use',
      items: 'Items collected',
      retention: 'Retention period',
      refusal: 'Your right to refuse and its consequences',
    },
    exhibitorLabels: {
      recipients: 'Recipients',
      purpose: "Recipients' purpose of use",
      items: 'Items provided',
      retention: "Recipients' retention period",
      refusal: 'Your right to refuse and its consequences',
    },
    koreanOnly: 'This notice is available in Korean only.',
  },
};
