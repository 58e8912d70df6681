import type { DeskAttendee } from '@expo/contract/desks';
import type { KioskAttendee } from '@expo/contract/kiosk';

export const toKioskAttendee = (a: DeskAttendee): KioskAttendee => ({
  id: a.id,
  name: a.name,
  affiliation: a.affiliation,
  country: a.country,
  registrationType: a.registrationType,
  printed: a.paymentStatus === 'Y',
  paid: a.paymentStatus2 === 'Y',
});
