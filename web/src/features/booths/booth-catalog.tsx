import type { Booth, BoothFields } from '@expo/contract/booths';
import { boothRoutes } from '@expo/contract/routes/booths';

import { LongText } from '../../components/long-text';
import { catalogCalls } from '../../components/catalog/catalog-calls';
import type { CatalogKind } from '../../components/catalog/catalog-kind';
import { BoothForm, EMPTY_BOOTH } from './components/booth-form';
import { boothTexts } from './texts';

/** The booths as a catalogue (/booths): their managers log in at /booth-login. */
export const boothCatalog: CatalogKind<Booth, BoothFields> = {
  path: '/booths',
  testId: 'booth',
  texts: boothTexts,
  calls: catalogCalls(boothRoutes),
  Form: BoothForm,
  empty: EMPTY_BOOTH,
  formValuesOf: ({ boothName, name, affiliation, phone, loginId }) => ({
    boothName,
    name,
    affiliation,
    phone,
    loginId,
    password: '',
  }),
  cells: (booth) => (
    <>
      <td className="cell-strong">
        <LongText text={booth.boothName} lines={2} />
      </td>
      <td>
        <LongText text={booth.name} lines={2} />
      </td>
      <td>
        <LongText text={booth.affiliation} lines={2} />
      </td>
      <td className="cell-nowrap">{booth.phone}</td>
      <td className="cell-nowrap">
        <code className="booth-login-id">{booth.loginId}</code>
      </td>
      <td className="admin-count-cell">{booth.visitCount.toLocaleString('ko-KR')}</td>
    </>
  ),
  loginHint: boothTexts.loginHint,
  announce: 'inline',
};
