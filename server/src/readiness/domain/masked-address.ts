import type { TestAddress } from '@expo/contract/readiness';

/** The address as the checklist shows it and the log keeps it: enough to recognise, not to reach. */
export function maskedAddress(to: TestAddress): string {
  if (to.kind === 'phone') return `${to.digits.slice(0, 3)}-****-${to.digits.slice(-4)}`;
  const [local = '', domain = ''] = to.address.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
