import { type AccountField, AccountForm } from '../../../components/account-form';
import { boothTexts } from '../texts';
import type { BoothFields } from '@expo/contract/booths';

export const EMPTY_BOOTH: BoothFields = {
  boothName: '',
  name: '',
  affiliation: '',
  phone: '',
  loginId: '',
  password: '',
};

const FIELDS: AccountField<keyof BoothFields>[] = [
  { key: 'boothName', type: 'text', autoComplete: 'off' },
  { key: 'name', type: 'text', autoComplete: 'off' },
  { key: 'affiliation', type: 'text', autoComplete: 'off' },
  { key: 'phone', type: 'tel', autoComplete: 'off' },
  { key: 'loginId', type: 'text', autoComplete: 'off' },
  { key: 'password', type: 'password', autoComplete: 'new-password' },
];

interface BoothFormProps {
  mode: 'register' | 'edit';
  initialValues: BoothFields;
  pending: boolean;
  onSubmit: (values: BoothFields) => void;
}

/** The booth form of /booths/register and /booths/{id}/edit (an empty password on edit keeps the old one). */
export function BoothForm(props: BoothFormProps) {
  return <AccountForm idPrefix="booth" fields={FIELDS} labels={boothTexts} texts={boothTexts} {...props} />;
}
