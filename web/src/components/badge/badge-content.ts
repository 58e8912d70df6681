import type { BadgeAttendee, BadgeSettings } from '@expo/contract/badges';

/** Country names that mean Korea itself: a badge shows the country only for attendees from elsewhere. */
const HOME_COUNTRIES = new Set([
  '',
  '대한민국',
  '한국',
  'korea',
  'south korea',
  'republic of korea',
  'kr',
  'kor',
]);

export function isHomeCountry(country: string): boolean {
  return HOME_COUNTRIES.has(country.trim().toLowerCase());
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The strip colour of this attendee's registration type, when the settings give one. */
export function stripColorOf(settings: BadgeSettings, attendee: Pick<BadgeAttendee, 'registrationType'>) {
  const color = settings.colorStrip[attendee.registrationType];
  return color && HEX_COLOR.test(color) ? color : null;
}

/** The text the QR holds: the attendee ID, exactly as /qr-view encodes it. */
export function qrValueOf(attendee: Pick<BadgeAttendee, 'id'>): string {
  return String(attendee.id);
}
