import type { RegistrationType } from '@expo/contract/attendee-values';

/** Korean copy of the badge itself (desk, kiosk, the badge screens; docs/DESK.md verbatim where it says). */
export const badgeTexts = {
  registrationType: { PRE: '사전등록', ONSITE: '현장등록' } satisfies Record<RegistrationType, string>,
  qrLabel: (id: number) => `참가자 QR ${String(id)}`,
  previewScaled: (percent: number) => `실제 크기의 ${String(percent)}%`,
} as const;
