import type { Desk, DeskFields } from '@expo/contract/desks';
import { deskRoutes } from '@expo/contract/routes/desks';

import { LongText } from '../../components/long-text';
import { catalogCalls } from '../../components/catalog/catalog-calls';
import type { CatalogKind } from '../../components/catalog/catalog-kind';
import { DeskForm, EMPTY_DESK } from './components/desk-form';
import { deskTexts } from './texts';

/** The registration desks' accounts as a catalogue (/desks): their staff log in at /desk-login. */
export const deskCatalog: CatalogKind<Desk, DeskFields> = {
  path: '/desks',
  testId: 'desk',
  texts: deskTexts,
  calls: catalogCalls(deskRoutes),
  Form: DeskForm,
  empty: EMPTY_DESK,
  formValuesOf: ({ name, loginId }) => ({ name, loginId, password: '' }),
  cells: (desk) => (
    <>
      <td className="cell-strong">
        <LongText text={desk.name} lines={2} />
      </td>
      <td className="cell-nowrap">
        <code className="booth-login-id">{desk.loginId}</code>
      </td>
    </>
  ),
  headerLinks: [{ to: '/desk', label: deskTexts.openDesk }],
  loginHint: deskTexts.loginHint,
  announce: 'inline',
};
