import './public-address-warning.css';

import { publicAddressProblem } from '@expo/contract/public-address';
import { READINESS_TEXTS } from '@expo/contract/readiness-texts';

/**
 * A warning on pages whose links and QR codes phones must open (the walk-in poster, the staff login links)
 * while the public address is localhost or plain HTTP; nothing otherwise (or while the address is unknown).
 */
export function PublicAddressWarning({ publicUrl }: { publicUrl: string | null | undefined }) {
  if (!publicUrl || !publicAddressProblem(publicUrl)) return null;
  return (
    <p className="public-address-warning no-print" role="alert" data-testid="public-address-warning">
      {READINESS_TEXTS.publicAddress.pageWarning(publicUrl)}
    </p>
  );
}
